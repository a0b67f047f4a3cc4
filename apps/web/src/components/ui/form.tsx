import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import './form.css';

export type FormSchema = z.ZodType<FieldValues, FieldValues>;
export type FormMethods<TSchema extends FormSchema> = UseFormReturn<
  z.input<TSchema>,
  unknown,
  z.output<TSchema>
>;

interface FormProps<TSchema extends FormSchema> {
  /** The zod rules (the contract's field schemas); their messages are `validation.*` i18n keys. */
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
  /** Gets the methods too, to put a server verdict on a field (setError) or to reset. */
  onSubmit: (values: z.output<TSchema>, methods: FormMethods<TSchema>) => unknown;
  /** Lays out the fields with the form's methods (register, formState…). */
  children: (methods: FormMethods<TSchema>) => ReactNode;
  className?: string;
  testId?: string;
  /** Accessible name of the form, when the page has more than one. */
  'aria-label'?: string;
}

/**
 * One wrapper over react-hook-form + zodResolver (the bulletproof-react pattern): validation runs on
 * submit, then again as a field changes; popups and pages only lay out fields. Not on leaving a field:
 * an error appearing on blur pushes the links below it (e.g. 'Forgot your password?') away from the
 * pointer that was about to click them.
 */
export function Form<TSchema extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  children,
  className,
  testId,
  'aria-label': ariaLabel,
}: FormProps<TSchema>) {
  const methods = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    // The generic schema loses zodResolver's inference; the types are the schema's own input/output.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<TSchema>, unknown, z.output<TSchema>>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  return (
    <form
      className={['form', className].filter(Boolean).join(' ')}
      noValidate
      data-testid={testId}
      aria-label={ariaLabel}
      onSubmit={(event) => void methods.handleSubmit((values) => onSubmit(values, methods))(event)}
    >
      {/* The provider lets fields and the submit row read their own state (form-field.tsx, submit-row.tsx). */}
      <FormProvider {...methods}>{children(methods)}</FormProvider>
    </form>
  );
}
