import { loginPasswordSchema, newPasswordSchema } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { Form } from '../../../components/ui/form.tsx';
import { FormPasswordField, NewPasswordFields } from '../../../components/ui/form-field.tsx';
import { SubmitRow } from '../../../components/ui/submit-row.tsx';
import { usePopup } from '../../../lib/popup.ts';
import { useChangePassword } from '../api/change-password.ts';

const changePasswordFormSchema = z
  .object({
    currentPassword: loginPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMismatch',
  });

/** The change-password popup: current, new, confirm → POST change-password → toast, close. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { closePopup } = usePopup();
  const change = useChangePassword();

  return (
    <Form
      schema={changePasswordFormSchema}
      defaultValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
      onSubmit={({ currentPassword, newPassword }) =>
        change.mutate(
          { currentPassword, newPassword },
          {
            onSuccess: () => {
              toast.success(t('auth.passwordChanged'));
              void closePopup();
            },
          },
        )
      }
    >
      {() => (
        <>
          <FormPasswordField
            name="currentPassword"
            label={t('auth.currentPassword')}
            autoComplete="current-password"
            data-autofocus
            data-testid="change-current"
          />
          <NewPasswordFields
            name="newPassword"
            testIds={{ password: 'change-new', confirm: 'change-confirm' }}
          />
          <SubmitRow error={change.error} busy={change.isPending} testId="change-submit">
            {t('auth.changePassword')}
          </SubmitRow>
        </>
      )}
    </Form>
  );
}
