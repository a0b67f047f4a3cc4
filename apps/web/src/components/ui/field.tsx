import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { EyeIcon } from './icons.tsx';
import './field.css';

/**
 * Field messages are i18n keys: zod's `validation.*` rules, or a server verdict set on the field as
 * `errors.<CODE>` (e.g. "Username is taken."); anything else is shown as a technical error rather than raw.
 */
export function translateFieldError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message.startsWith('validation.')) return t(message as 'validation.emailRequired');
  if (message.startsWith('errors.')) return t(message as 'errors.TECHNICAL_ERROR');
  return t('errors.TECHNICAL_ERROR');
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** Helper text under the label (e.g. the expected phone format). */
  hint?: string;
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldHint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className="field__hint">
      {hint}
    </p>
  ) : null;
}

export function TextField({
  label,
  error,
  hint,
  type = 'text',
  ref,
  ...input
}: FieldProps & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <FieldHint id={id} hint={hint} />
      <input
        {...input}
        ref={ref}
        id={id}
        type={type}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function PasswordField({
  label,
  error,
  hint,
  ref,
  ...input
}: FieldProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <FieldHint id={id} hint={hint} />
      <div className="field__password">
        <input
          {...input}
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
        />
        <button
          type="button"
          className="field__toggle"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
          {/* Text rather than aria-label, so getByLabel('Password') finds only the input. */}
          <span className="visually-hidden">{visible ? t('auth.hidePassword') : t('auth.showPassword')}</span>
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CheckboxField({
  label,
  error,
  ref,
  ...input
}: Omit<FieldProps, 'label'> & { label: ReactNode; ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <div className="field__check">
        <input
          {...input}
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
