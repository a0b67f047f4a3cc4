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
