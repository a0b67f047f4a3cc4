import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { CheckboxField, PasswordField, TextField, translateFieldError, type FieldProps } from './field.tsx';

type NamedFieldProps = Omit<FieldProps, 'error' | 'name'> & {
  /** The field's path in the form's schema: registered with react-hook-form, its error read from there. */
  name: string;
};

/**
 * Registers a field with the enclosing <Form> (react-hook-form's FormProvider) and reads its own error,
 * translated: the fields below need only a name, never `error={errors.x?.message}` wiring.
 */
function useFormField(name: string) {
  const { t } = useTranslation();
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return { ...register(name), error: translateFieldError(t, message) };
}

export function FormTextField({ name, ...props }: NamedFieldProps) {
  return <TextField {...props} {...useFormField(name)} />;
}

export function FormPasswordField({ name, ...props }: NamedFieldProps) {
  return <PasswordField {...props} {...useFormField(name)} />;
}

export function FormCheckboxField({ name, ...props }: Omit<NamedFieldProps, 'label'> & { label: ReactNode }) {
  return <CheckboxField {...props} {...useFormField(name)} />;
}

/** The e-mail field of the auth forms (label, type and autocomplete set once). */
export function FormEmailField(props: Omit<NamedFieldProps, 'name' | 'label' | 'type'> & { name?: string }) {
  const { t } = useTranslation();
  return <FormTextField name="email" label={t('auth.email')} type="email" autoComplete="email" {...props} />;
}

/** A new password (with the rules as hint) and its confirmation: reset password and change password. */
export function NewPasswordFields({
  name,
  confirmName = 'confirmPassword',
  testIds,
}: {
  name: string;
  confirmName?: string;
  testIds: { password: string; confirm: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormPasswordField
        name={name}
        label={t('auth.newPassword')}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        data-testid={testIds.password}
      />
      <FormPasswordField
        name={confirmName}
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        data-testid={testIds.confirm}
      />
    </>
  );
}

/**
 * A phone number in E.164 (the phone popup's and the settings' change form): the hint, the keyboard,
 * the autocomplete and the example set once; each form gives its own label.
 */
export function FormPhoneNumberField(
  props: Omit<NamedFieldProps, 'name' | 'type' | 'hint'> & { name?: string },
) {
  const { t } = useTranslation();
  return (
    <FormTextField
      name="phoneNumber"
      hint={t('phone.numberHint')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+819012345678"
      {...props}
    />
  );
}
