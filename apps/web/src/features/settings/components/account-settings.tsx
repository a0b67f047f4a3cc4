import type { Player } from '@casino/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../../components/ui/field.tsx';
import { LanguageSwitcher } from '../../../components/ui/language-switcher.tsx';
import { usePopup } from '../../../lib/popup.ts';
import { ChangePhoneNumberForm } from './change-phone-number-form.tsx';
import { DeleteAccountForm } from './delete-account-form.tsx';
import './account-settings.css';

function Section({
  title,
  id,
  tone,
  children,
}: {
  title: string;
  id: string;
  tone?: 'danger';
  children: ReactNode;
}) {
  return (
    <section className={`settings__section${tone ? ` settings__section--${tone}` : ''}`} aria-labelledby={id}>
      <h2 id={id} className="settings__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The signed-in player's settings: profile (read-only), password, phone, language, deletion. */
export function AccountSettings({ player }: { player: Player }) {
  const { t } = useTranslation();
  const { popupHref } = usePopup();
  return (
    <div className="settings">
      <Section title={t('settings.profile')} id="settings-profile">
        <TextField
          label={t('auth.username')}
          value={player.displayName}
          readOnly
          data-testid="settings-display-name"
        />
        <TextField label={t('auth.email')} value={player.email} readOnly data-testid="settings-email" />
      </Section>

      <Section title={t('settings.passwordSection')} id="settings-password">
        <p className="settings__text">{t('settings.passwordText')}</p>
        <Link
          to={popupHref('change-password')}
          className="btn btn-secondary"
          data-testid="settings-change-password"
        >
          {t('auth.changePassword')}
        </Link>
      </Section>

      <Section title={t('settings.phoneSection')} id="settings-phone">
        <p className="settings__text">
          {player.phoneNumber
            ? t('settings.currentPhone', { phoneNumber: player.phoneNumber })
            : t('settings.noPhone')}
        </p>
        <ChangePhoneNumberForm />
      </Section>

      <Section title={t('settings.languageSection')} id="settings-language">
        <p className="settings__text">{t('settings.languageText')}</p>
        <LanguageSwitcher testId="settings-language-switcher" />
      </Section>

      <Section title={t('settings.deleteSection')} id="settings-delete" tone="danger">
        <p className="settings__text">{t('settings.deleteText')}</p>
        <DeleteAccountForm />
      </Section>
    </div>
  );
}
