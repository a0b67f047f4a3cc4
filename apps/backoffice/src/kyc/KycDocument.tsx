import { buildApiUrl, getPublicConfig } from '@casino/client';
import { CHANNEL_HEADER, KYC_PATHS, operatorPath, type KycSubmission } from '@casino/contract';
import { Alert, Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { KycPdf } from './KycPdf.tsx';

/**
 * The identity document, fetched through the operator API (the only place it is served; the request
 * carries the operator's cookie and the CHANNEL header) and shown from a blob: URL that lives as long
 * as this view. Images inline; a PDF drawn onto canvases by pdf.js (KycPdf), never the browser's plug-in.
 */
export function KycDocument({ submission }: { submission: KycSubmission }) {
  const translate = useTranslate();
  const [url, setUrl] = useState<string | null>(null);
  const [pdf, setPdf] = useState<ArrayBuffer | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const path = operatorPath(KYC_PATHS.operatorDocument, { submissionId: submission.id });
    fetch(buildApiUrl(path), {
      headers: { [CHANNEL_HEADER]: getPublicConfig().channelCode },
      credentials: 'include',
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        if (submission.documentType === 'application/pdf') {
          setPdf(await response.arrayBuffer());
          return;
        }
        objectUrl = URL.createObjectURL(await response.blob());
        setUrl(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [submission.id, submission.documentType]);

  return (
    <Box sx={{ mt: 2 }} data-testid="kyc-document">
      <Typography variant="h6" component="h2">
        {translate('resources.kyc.document')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.kyc.document_note')}
      </Typography>
      {failed ? (
        <Alert severity="error">{translate('errors.TECHNICAL_ERROR')}</Alert>
      ) : pdf ? (
        <KycPdf data={pdf} name={submission.fullName} />
      ) : !url ? (
        <Typography variant="body2">{translate('resources.kyc.document_loading')}</Typography>
      ) : (
        <Box
          component="img"
          src={url}
          alt={translate('resources.kyc.document_alt', { name: submission.fullName })}
          // A phone photo fills the column up to 480 px; a small scan is scaled up to be read.
          sx={{
            width: { xs: '100%', sm: 480 },
            height: 'auto',
            objectFit: 'contain',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
    </Box>
  );
}
