import { loginPasswordSchema } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordField, translateFieldError } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { paths } from '../../../config/paths.ts';
import { clearSession } from '../../../lib/session.tsx';
import { useDeleteAccount } from '../api/delete-account.ts';

const deleteFormSchema = z.object({ password: loginPasswordSchema });

/** Settings → delete account: password, then an explicit confirm step; success logs out and reloads to /. */
export function DeleteAccountForm() {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState<string | null>(null);

  if (password !== null) {
    return (
      <div className="settings__confirm" role="alertdialog" aria-labelledby="delete-confirm-title">
        <h3 id="delete-confirm-title" className="settings__confirm-title">
          {t('settings.deleteConfirmTitle')}
        </h3>
        <p className="settings__text">{t('settings.deleteConfirmText')}</p>
        <div className="form__actions settings__actions">
          <button
            type="button"
            className="btn btn-danger"
            data-testid="settings-delete-confirm"
            disabled={remove.isPending}
            aria-busy={remove.isPending}
            onClick={() =>
              remove.mutate(
                { password },
                {
                  onSuccess: () => {
                    clearSession();
                    window.location.assign(paths.home.getHref());
                  },
                  onError: () => setPassword(null),
                },
              )
            }
          >
            {t('settings.deleteConfirm')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={remove.isPending}
            onClick={() => setPassword(null)}
          >
            {t('common.cancel')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <Form
      schema={deleteFormSchema}
      defaultValues={{ password: '' }}
      aria-label={t('settings.deleteSection')}
      onSubmit={(values) => {
        remove.reset();
        setPassword(values.password);
      }}
    >
      {({ register, formState: { errors } }) => (
        <>
          <PasswordField
            label={t('settings.deletePassword')}
            autoComplete="current-password"
            data-testid="settings-delete-password"
            error={translateFieldError(t, errors.password?.message)}
            {...register('password')}
          />
          <div className="form__actions settings__actions">
            <FormError error={remove.error} />
            <button type="submit" className="btn btn-danger" data-testid="settings-delete-submit">
              {t('settings.deleteSubmit')}
            </button>
          </div>
        </>
      )}
    </Form>
  );
}
