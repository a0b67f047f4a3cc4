import { Alert, Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

/** Pages drawn at most (an identity document has one or two). */
const MAX_PAGES = 10;
/** Drawn width in CSS pixels; the canvas gets devicePixelRatio times as many pixels to stay sharp. */
const PAGE_WIDTH = 480;

/**
 * A PDF drawn page by page onto canvases by pdf.js (bundled with its worker, no CDN), never by the
 * browser's PDF plug-in: no scripting (pdf.js core runs none; eval off), no annotation layer at all, so
 * links and form fields are inert pixels. The server already refused PDFs with any of them.
 */
export function KycPdf({ data, name }: { data: ArrayBuffer; name: string }) {
  const translate = useTranslate();
  const holder = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    (async () => {
      const pdfjs = await import('pdfjs-dist');
      const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const task = pdfjs.getDocument({
        data: new Uint8Array(data.slice(0)),
        isEvalSupported: false,
        enableXfa: false,
        stopAtErrors: true,
      });
      destroy = () => task.destroy();
      const pdf = await task.promise;
      const count = Math.min(pdf.numPages, MAX_PAGES);
      const ratio = window.devicePixelRatio || 1;
      for (let n = 1; n <= count && !cancelled; n += 1) {
        const page = await pdf.getPage(n);
        const unscaled = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: (PAGE_WIDTH / unscaled.width) * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', translate('resources.kyc.document_page', { name, page: n }));
        canvas.dataset.testid = 'kyc-document-page';
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no canvas');
        await page.render({
          canvasContext: context,
          viewport,
          annotationMode: pdfjs.AnnotationMode.DISABLE,
        }).promise;
        if (!cancelled) holder.current?.append(canvas);
      }
      if (!cancelled) setPages(count);
    })().catch(() => {
      if (!cancelled) setFailed(true);
    });
    const current = holder.current;
    return () => {
      cancelled = true;
      void destroy?.();
      current?.replaceChildren();
    };
  }, [data, name, translate]);

  return (
    <Box data-testid="kyc-document-pdf">
      {failed ? <Alert severity="error">{translate('errors.TECHNICAL_ERROR')}</Alert> : null}
      {pages === null && !failed ? (
        <Typography variant="body2">{translate('resources.kyc.document_loading')}</Typography>
      ) : null}
      <Box
        ref={holder}
        sx={{
          display: 'grid',
          gap: 1,
          '& canvas': {
            width: { xs: '100%', sm: PAGE_WIDTH },
            height: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            backgroundColor: '#fff',
          },
        }}
      />
    </Box>
  );
}
