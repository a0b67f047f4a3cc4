import { kycDetailsSchema, type KycDetails } from '@casino/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, translateFieldError } from '../../../components/ui/field.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { useSubmitKyc } from '../api/submit-kyc.ts';
import { fileProblem, fileToBase64 } from '../read-file.ts';

const FIELDS = [
  { name: 'fullName', autoComplete: 'name' },
  { name: 'dateOfBirth', autoComplete: 'bday', type: 'date' },
  { name: 'postCode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'prefecture', autoComplete: 'address-level1' },
  { name: 'municipality', autoComplete: 'address-level2' },
  { name: 'address', autoComplete: 'street-address' },
] as const;

/** Details and a photo of an identity document → POST /kyc. Pre-filled from the last submission or sign-up. */
export function KycForm({ details }: { details: Partial<KycDetails> }) {
  const { t } = useTranslation();
  const submit = useSubmitKyc();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  return (
    <Form
      schema={kycDetailsSchema}
      testId="kyc-form"
      defaultValues={{
        fullName: details.fullName ?? '',
        dateOfBirth: details.dateOfBirth ?? '',
        postCode: details.postCode ?? '',
        prefecture: details.prefecture ?? '',
        municipality: details.municipality ?? '',
        address: details.address ?? '',
      }}
      onSubmit={async (values) => {
        if (!file) return setFileError(t('kyc.fileRequired'));
        const problem = fileProblem(file);
        if (problem) return setFileError(t(problem));
        const data = await fileToBase64(file);
        submit.mutate({ ...values, document: { fileName: file.name, contentType: file.type, data } });
      }}
    >
      {({ register, formState: { errors } }) => (
        <>
          <div className="kyc-form__grid">
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                label={t(`kyc.fields.${field.name}`)}
                type={'type' in field ? field.type : 'text'}
                autoComplete={field.autoComplete}
                inputMode={'inputMode' in field ? field.inputMode : undefined}
                hint={field.name === 'postCode' ? t('kyc.postCodeHint') : undefined}
                data-testid={`kyc-${field.name}`}
                error={translateFieldError(t, errors[field.name]?.message)}
                {...register(field.name)}
              />
            ))}
          </div>
          <div className="field">
            <label htmlFor={fileId} className="field__label">
              {t('kyc.fields.document')}
            </label>
            <p id={`${fileId}-hint`} className="field__hint">
              {t('kyc.documentHint')}
            </p>
            <input
              id={fileId}
              type="file"
              accept="image/jpeg,image/png,application/pdf"
              className="field__input kyc-form__file"
              data-testid="kyc-document"
              aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
              aria-invalid={fileError ? true : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileError(null);
              }}
            />
            {fileError ? (
              <p id={`${fileId}-error`} className="field__error">
                {fileError}
              </p>
            ) : null}
          </div>
          <div className="form__actions">
            <FormError error={submit.error} />
            <button
              type="submit"
              className="btn btn-primary btn-block"
              data-testid="kyc-submit"
              disabled={submit.isPending}
              aria-busy={submit.isPending}
            >
              {t('kyc.submit')}
            </button>
          </div>
        </>
      )}
    </Form>
  );
}
