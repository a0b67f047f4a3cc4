import { operatorChangePasswordRequestSchema, type ErrorCode } from '@casino/contract';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Authenticated,
  Form,
  PasswordInput,
  SaveButton,
  required,
  useAuthProvider,
  useGetIdentity,
  useLogout,
  useNotify,
  useRedirect,
  useTranslate,
  type Validator,
} from 'react-admin';
import { errorCodeOf } from '../lib/api.ts';
import type { ChangePasswordValues, OperatorAuthProvider, OperatorIdentity } from '../lib/authProvider.ts';
import { AuthCard } from './AuthCard.tsx';

interface PasswordForm extends ChangePasswordValues {
  confirmPassword: string;
}

/** The contract's own rule for an operator's new password (at least 12 characters). */
const newPasswordRule: Validator = (value: unknown) =>
  operatorChangePasswordRequestSchema.shape.newPassword.safeParse(value).success
    ? undefined
    : 'auth.too_short';

const sameAsNew: Validator = (value: unknown, values: Partial<PasswordForm>) =>
  value === values.newPassword ? undefined : 'auth.mismatch';

function ChangePasswordForm() {
  const translate = useTranslate();
  const authProvider = useAuthProvider<OperatorAuthProvider>();
  const { identity, refetch } = useGetIdentity();
  const notify = useNotify();
  const redirect = useRedirect();
  const logout = useLogout();
  const [error, setError] = useState<ErrorCode | null>(null);
  const required_ = (identity as OperatorIdentity | undefined)?.mustChangePassword ?? false;

  async function submit(values: Partial<PasswordForm>) {
    setError(null);
    try {
      await authProvider?.changePassword({
        currentPassword: values.currentPassword ?? '',
        newPassword: values.newPassword ?? '',
      });
      await refetch();
      notify('auth.changed', { type: 'success' });
      redirect('/');
    } catch (failure) {
      setError(errorCodeOf(failure));
    }
  }

  return (
    <AuthCard title={translate('auth.change_title')}>
      {required_ && (
        <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
          {translate('auth.change_required')}
        </Alert>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {translate('auth.change_intro')}
      </Typography>
      <Form onSubmit={(values: Record<string, unknown>) => submit(values as Partial<PasswordForm>)}>
        {/* A hidden user name lets password managers file the new password under the right account. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={identity?.fullName ?? ''}
          readOnly
          hidden
        />
        <PasswordInput
          source="currentPassword"
          autoComplete="current-password"
          label="auth.current_password"
          validate={required()}
        />
        <PasswordInput
          source="newPassword"
          autoComplete="new-password"
          label="auth.new_password"
          validate={[required(), newPasswordRule]}
        />
        <PasswordInput
          source="confirmPassword"
          autoComplete="new-password"
          label="auth.confirm_password"
          validate={[required(), sameAsNew]}
        />
        {error && (
          <Alert severity="error" variant="outlined" sx={{ my: 1 }} role="alert">
            {translate(`errors.${error}`)}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
          <SaveButton label="auth.save_password" alwaysEnable />
          <Button variant="text" color="secondary" onClick={() => logout()}>
            {translate('auth.sign_out')}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}

/** "Choose a new password": the first screen after a sign-in with a given password, and the user menu's page. */
export function ChangePasswordPage() {
  return (
    <Authenticated>
      <ChangePasswordForm />
    </Authenticated>
  );
}
