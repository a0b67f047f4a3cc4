import { Alert, Typography } from '@mui/material';
import { OPERATOR_EMAIL_PATTERN, type ErrorCode } from '@casino/contract';
import { useState } from 'react';
import {
  Form,
  PasswordInput,
  SaveButton,
  TextInput,
  regex,
  required,
  useLogin,
  useTranslate,
} from 'react-admin';
import { errorCodeOf } from '../lib/api.ts';
import type { SigninValues } from '../lib/authProvider.ts';
import { AuthCard } from './AuthCard.tsx';

/** Operator sign-in: e-mail and password; a refusal shows its translated code above the button. */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [error, setError] = useState<ErrorCode | null>(null);

  async function submit(values: Partial<SigninValues>) {
    setError(null);
    try {
      await login(values);
    } catch (failure) {
      setError(errorCodeOf(failure));
    }
  }

  return (
    <AuthCard title={translate('auth.sign_in_title')}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {translate('auth.sign_in_intro')}
      </Typography>
      <Form onSubmit={(values: Record<string, unknown>) => submit(values as Partial<SigninValues>)}>
        <TextInput
          source="email"
          type="email"
          autoComplete="username"
          label="auth.email"
          validate={[required(), regex(OPERATOR_EMAIL_PATTERN, 'validation.email')]}
          autoFocus
        />
        <PasswordInput
          source="password"
          autoComplete="current-password"
          label="auth.password"
          validate={required()}
        />
        {error && (
          <Alert severity="error" variant="outlined" sx={{ my: 1 }} role="alert">
            {translate(`errors.${error}`)}
          </Alert>
        )}
        <SaveButton label="auth.sign_in" icon={<></>} fullWidth sx={{ mt: 1 }} alwaysEnable />
      </Form>
    </AuthCard>
  );
}
