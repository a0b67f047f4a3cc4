import { kycDetailsSchema, type KycDetails } from '@casino/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/ui/form.tsx';
import { FormTextField } from '../../../components/ui/form-field.tsx';
import { SubmitRow } from '../../../components/ui/submit-row.tsx';
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
      {() => (
        <>
          <div className="kyc-form__grid">
            {FIELDS.map((field) => (
              <FormTextField
                name={field.name}
                key={field.name}
                label={t(`kyc.fields.${field.name}`)}
                type={'type' in field ? field.type : 'text'}
                autoComplete={field.autoComplete}
                inputMode={'inputMode' in field ? field.inputMode : undefined}
                hint={field.name === 'postCode' ? t('kyc.postCodeHint') : undefined}
                data-testid={`kyc-${field.name}`}
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
          <SubmitRow error={submit.error} busy={submit.isPending} testId="kyc-submit">
            {t('kyc.submit')}
          </SubmitRow>
        </>
      )}
    </Form>
  );
}
