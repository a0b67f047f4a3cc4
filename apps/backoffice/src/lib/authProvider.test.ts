import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../test/fetch-mock.ts';
import { CHANGE_PASSWORD_ROUTE, createAuthProvider } from './authProvider.ts';

function operator(overrides: Record<string, unknown> = {}) {
  return {
    operatorId: '5a0c3c1e-7a1d-4d49-8a57-0f8e4a3b2c1d',
    email: 'admin@casino.test',
    role: 'admin',
    mustChangePassword: false,
    disabled: false,
    createdDate: '2026-11-24T10:00:00.000Z',
    lastSignInDate: null,
    ...overrides,
  };
}

const credentials = { email: 'admin@casino.test', password: 'correct-horse-battery' };

describe('authProvider.login', () => {
  it('signs in with e-mail and password and remembers the operator', async () => {
    const { requests } = mockApi(() => ({ body: { operator: operator() } }));
    const auth = createAuthProvider();
    await expect(auth.login(credentials)).resolves.toBeUndefined();
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/operator/auth/signin');
    expect(requests[0]?.body).toEqual(credentials);
    // checkAuth and the identity come from the sign-in answer: no extra round trip.
    await auth.checkAuth({});
    await expect(auth.getIdentity?.()).resolves.toEqual({
      id: operator().operatorId,
      fullName: 'admin@casino.test',
      role: 'admin',
      mustChangePassword: false,
    });
    expect(requests).toHaveLength(1);
  });

  it('sends an operator with a given password to the password screen first', async () => {
    mockApi(() => ({ body: { operator: operator({ mustChangePassword: true }) } }));
    await expect(createAuthProvider().login(credentials)).resolves.toEqual({
      redirectTo: CHANGE_PASSWORD_ROUTE,
    });
  });

  it('rejects a wrong password with its translated code', async () => {
    mockApi(() => ({ status: 401, body: apiError('INVALID_USER_OR_EMAIL') }));
    const error: unknown = await createAuthProvider()
      .login(credentials)
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('errors.INVALID_USER_OR_EMAIL');
  });
});

describe('authProvider.checkAuth', () => {
  it('asks the server once who is signed in, and refuses when nobody is', async () => {
    const { requests } = mockApi(() => ({ status: 401, body: apiError('UNAUTHORIZED') }));
    const auth = createAuthProvider();
    await expect(auth.checkAuth({})).rejects.toThrow();
    await expect(auth.checkAuth({})).rejects.toThrow();
    expect(requests.map((r) => r.url.pathname)).toEqual(['/api/operator/auth/me']);
  });

  it('accepts a session the server still knows (after a reload)', async () => {
    mockApi(() => ({ body: { operator: operator({ role: 'finance' }) } }));
    const auth = createAuthProvider();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.getPermissions?.({})).resolves.toBe('finance');
  });
});

describe('authProvider.checkError', () => {
  it('signs out on 401', async () => {
    mockApi(() => ({ body: { operator: operator() } }));
    const auth = createAuthProvider();
    await auth.login(credentials);
    await expect(
      auth.checkError(new HttpError('errors.UNAUTHORIZED', 401, { code: 'UNAUTHORIZED' })),
    ).rejects.toThrow();
  });

  it('stays signed in on 403 FORBIDDEN and other errors (the screen shows the code)', async () => {
    const auth = createAuthProvider();
    await expect(
      auth.checkError(new HttpError('errors.FORBIDDEN', 403, { code: 'FORBIDDEN' })),
    ).resolves.toBeUndefined();
    await expect(auth.checkError(new HttpError('errors.TECHNICAL_ERROR', 500, {}))).resolves.toBeUndefined();
    await expect(auth.checkError(new Error('boom'))).resolves.toBeUndefined();
  });

  it('sends an operator who must change the password to that screen, still signed in and silent', async () => {
    const { requests } = mockApi(() => ({ body: { operator: operator() } }));
    const auth = createAuthProvider();
    await auth.login(credentials);
    const error: unknown = await auth
      .checkError(
        new HttpError('errors.OPERATOR_PASSWORD_CHANGE_REQUIRED', 403, {
          code: 'OPERATOR_PASSWORD_CHANGE_REQUIRED',
        }),
      )
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({ redirectTo: CHANGE_PASSWORD_ROUTE, logoutUser: false, message: false });
    await expect(auth.getIdentity?.()).resolves.toMatchObject({ mustChangePassword: true });
    expect(requests).toHaveLength(1);
  });
});

describe('authProvider.canAccess', () => {
  it("opens each resource to the roles of the contract's permission table", async () => {
    const roles = ['admin', 'support', 'finance', 'content'] as const;
    const can: Record<string, string[]> = {};
    for (const role of roles) {
      mockApi(() => ({ body: { operator: operator({ role }) } }));
      const auth = createAuthProvider();
      for (const resource of [
        'messages',
        'players',
        'ledger',
        'games',
        'flags',
        'audit',
        'reports',
        'operators',
      ]) {
        if (await auth.canAccess?.({ action: 'list', resource })) (can[role] ??= []).push(resource);
      }
    }
    expect(can).toEqual({
      admin: ['messages', 'players', 'ledger', 'games', 'flags', 'audit', 'reports', 'operators'],
      support: ['messages', 'players', 'ledger'],
      finance: ['players', 'ledger', 'reports'],
    });
  });

  it('refuses everything to nobody, and unknown resources to everybody', async () => {
    mockApi(() => ({ status: 401, body: apiError('UNAUTHORIZED') }));
    await expect(createAuthProvider().canAccess?.({ action: 'list', resource: 'players' })).resolves.toBe(
      false,
    );
    mockApi(() => ({ body: { operator: operator() } }));
    await expect(createAuthProvider().canAccess?.({ action: 'list', resource: 'wallets' })).resolves.toBe(
      false,
    );
  });
});

describe('authProvider.logout and changePassword', () => {
  it('signs out on the server once, and not again when nobody is signed in', async () => {
    const { requests } = mockApi((request) =>
      request.url.pathname.endsWith('/signout') ? { status: 204 } : { body: { operator: operator() } },
    );
    const auth = createAuthProvider();
    await auth.login(credentials);
    await auth.logout({});
    await auth.logout({});
    expect(requests.map((r) => r.url.pathname)).toEqual([
      '/api/operator/auth/signin',
      '/api/operator/auth/signout',
    ]);
    await expect(auth.checkAuth({})).rejects.toThrow();
  });

  it('signs out locally even when the server already forgot the session', async () => {
    mockApi((request) =>
      request.url.pathname.endsWith('/signout')
        ? { status: 401, body: apiError('UNAUTHORIZED') }
        : { body: { operator: operator() } },
    );
    const auth = createAuthProvider();
    await auth.login(credentials);
    await expect(auth.logout({})).resolves.toBeUndefined();
  });

  it('changes the password, then asks the server who is signed in now', async () => {
    let changed = false;
    const { requests } = mockApi((request) => {
      if (request.url.pathname.endsWith('/change-password')) {
        changed = true;
        return { body: { operator: operator() } };
      }
      return { body: { operator: operator({ mustChangePassword: !changed }) } };
    });
    const auth = createAuthProvider();
    await auth.login(credentials);
    await auth.changePassword({ currentPassword: 'given-password-1', newPassword: 'my-own-password-1' });
    expect(requests[1]?.body).toEqual({
      currentPassword: 'given-password-1',
      newPassword: 'my-own-password-1',
    });
    expect(requests[2]?.url.pathname).toBe('/api/operator/auth/me');
    await expect(auth.getIdentity?.()).resolves.toMatchObject({ mustChangePassword: false });
  });

  it('reports a wrong current password by its code', async () => {
    mockApi(() => ({ status: 400, body: apiError('INVALID_CURRENT_PASSWORD') }));
    const error: unknown = await createAuthProvider()
      .changePassword({ currentPassword: 'wrong', newPassword: 'my-own-password-1' })
      .catch((failure: unknown) => failure);
    expect((error as HttpError).body).toEqual({ code: 'INVALID_CURRENT_PASSWORD' });
  });
});
