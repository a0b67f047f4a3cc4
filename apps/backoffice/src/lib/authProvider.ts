import {
  OPERATOR_PATHS,
  operatorSessionResponseSchema,
  type Operator,
  type OperatorRole,
} from '@casino/contract';
import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import { errorCodeOf, operatorRequest } from './api.ts';
import { canAccessResource } from './permissions.ts';

/** The route of the "choose a new password" screen (a custom route outside the layout). */
export const CHANGE_PASSWORD_ROUTE = '/change-password';

/** What `useGetIdentity()` returns in this console. */
export interface OperatorIdentity extends UserIdentity {
  id: string;
  fullName: string;
  role: OperatorRole;
  mustChangePassword: boolean;
}

/** The values of the sign-in form. */
export interface SigninValues {
  email: string;
  password: string;
}

/** The values of the password form. */
export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
}

export interface OperatorAuthProvider extends AuthProvider {
  changePassword(values: ChangePasswordValues): Promise<void>;
}

/** An auth error react-admin acts on: where to go, whether to sign out, whether to notify. */
interface AuthRedirect extends Error {
  redirectTo?: string;
  logoutUser?: boolean;
}

function passwordChangeRedirect(): AuthRedirect {
  const error: AuthRedirect = new Error();
  error.redirectTo = CHANGE_PASSWORD_ROUTE;
  error.logoutUser = false;
  // @ts-expect-error react-admin reads `message: false` as "do not notify"
  error.message = false;
  return error;
}

function toIdentity(operator: Operator): OperatorIdentity {
  return {
    id: operator.operatorId,
    fullName: operator.email,
    role: operator.role,
    mustChangePassword: operator.mustChangePassword,
  };
}

/**
 * The console's session lives in the server's HttpOnly operator cookie; the browser never sees it. This
 * provider remembers the operator the server last described (sign-in, `me`, password change) so that
 * navigation does not cost a round trip, and forgets it on 401 or sign-out.
 */
export function createAuthProvider(): OperatorAuthProvider {
  // undefined: not asked yet; null: the server said nobody is signed in.
  let current: Operator | null | undefined;

  async function fetchMe(): Promise<Operator | null> {
    try {
      const { operator } = await operatorRequest(OPERATOR_PATHS.me, {
        schema: operatorSessionResponseSchema,
      });
      current = operator;
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) current = null;
      else throw error;
    }
    return current;
  }

  async function me(): Promise<Operator | null> {
    return current === undefined ? fetchMe() : current;
  }

  return {
    async login({ email, password }: SigninValues) {
      const { operator } = await operatorRequest(OPERATOR_PATHS.signin, {
        method: 'POST',
        body: { email, password },
        schema: operatorSessionResponseSchema,
      });
      current = operator;
      return operator.mustChangePassword ? { redirectTo: CHANGE_PASSWORD_ROUTE } : undefined;
    },

    async logout() {
      const signedIn = current !== null;
      current = null;
      if (!signedIn) return;
      try {
        await operatorRequest(OPERATOR_PATHS.signout, { method: 'POST' });
      } catch {
        // The cookie may already be gone (expired, revoked): signing out locally is what matters.
      }
    },

    async checkAuth() {
      if (!(await me())) throw new Error('ra.auth.auth_check_error');
    },

    async checkError(error: unknown) {
      if (!(error instanceof HttpError)) return;
      if (error.status === 401) {
        current = null;
        throw new Error('errors.UNAUTHORIZED');
      }
      if (error.status === 403 && errorCodeOf(error) === 'OPERATOR_PASSWORD_CHANGE_REQUIRED') {
        if (current) current = { ...current, mustChangePassword: true };
        throw passwordChangeRedirect();
      }
      // 403 FORBIDDEN and everything else: stay signed in; the caller shows the translated code.
    },

    async getIdentity() {
      const operator = await me();
      if (!operator) throw new Error('ra.auth.auth_check_error');
      return toIdentity(operator);
    },

    async getPermissions() {
      return (await me())?.role;
    },

    async canAccess({ resource }) {
      const operator = await me();
      return operator ? canAccessResource(operator.role, resource) : false;
    },

    async changePassword({ currentPassword, newPassword }: ChangePasswordValues) {
      await operatorRequest(OPERATOR_PATHS.changePassword, {
        method: 'POST',
        body: { currentPassword, newPassword },
      });
      // The server may rotate the session; ask it who we are now (mustChangePassword is false from here).
      await fetchMe();
    },
  };
}
