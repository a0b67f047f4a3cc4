import { loginPasswordSchema } from '@casino/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form } from '../../../components/ui/form.tsx';
import { FormPasswordField } from '../../../components/ui/form-field.tsx';
import { SubmitRow } from '../../../components/ui/submit-row.tsx';
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
      {() => (
        <>
          <FormPasswordField
            name="password"
            label={t('settings.deletePassword')}
            autoComplete="current-password"
            data-testid="settings-delete-password"
          />
          <SubmitRow
            error={remove.error}
            testId="settings-delete-submit"
            variant="danger"
            block={false}
            className="settings__actions"
          >
            {t('settings.deleteSubmit')}
          </SubmitRow>
        </>
      )}
    </Form>
  );
}
