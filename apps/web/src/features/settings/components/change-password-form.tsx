import { loginPasswordSchema, newPasswordSchema } from '@casino/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { z } from 'zod';
import { PasswordField, translateFieldError } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
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
      {({ register, formState: { errors } }) => (
        <>
          <PasswordField
            label={t('auth.currentPassword')}
            autoComplete="current-password"
            data-autofocus
            data-testid="change-current"
            error={translateFieldError(t, errors.currentPassword?.message)}
            {...register('currentPassword')}
          />
          <PasswordField
            label={t('auth.newPassword')}
            autoComplete="new-password"
            hint={t('auth.passwordHint')}
            data-testid="change-new"
            error={translateFieldError(t, errors.newPassword?.message)}
            {...register('newPassword')}
          />
          <PasswordField
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            data-testid="change-confirm"
            error={translateFieldError(t, errors.confirmPassword?.message)}
            {...register('confirmPassword')}
          />
          <div className="form__actions">
            <FormError error={change.error} />
            <button
              type="submit"
              className="btn btn-primary btn-block"
              data-testid="change-submit"
              disabled={change.isPending}
              aria-busy={change.isPending}
            >
              {t('auth.changePassword')}
            </button>
          </div>
        </>
      )}
    </Form>
  );
}
