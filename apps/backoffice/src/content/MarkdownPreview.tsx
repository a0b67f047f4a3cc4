import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { previewMarkdown } from './contentProvider.ts';

/** How long the editor waits after the last keystroke before asking for a preview. */
const PREVIEW_DELAY_MS = 400;

/**
 * The text as the site will show it: the server renders and sanitises the Markdown (the same code as
 * the site's pages), so the preview never shows what the site would not.
 */
export function MarkdownPreview({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const markdown = useWatch({ name: source }) as string | null | undefined;
  const [html, setHtml] = useState('');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      previewMarkdown(markdown ?? '', controller.signal)
        .then((rendered) => {
          setHtml(rendered);
          setFailed(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [markdown]);

  return (
    <Box
      component="section"
      aria-label={label}
      data-testid={`preview-${source}`}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        minHeight: 120,
        overflowWrap: 'anywhere',
      }}
    >
      <Typography variant="overline" component="h3" color="text.secondary">
        {label}
      </Typography>
      {failed ? (
        <Typography color="error">{translate('resources.content.preview_failed')}</Typography>
      ) : (
        <Box sx={{ '& a': { color: 'primary.main' } }} dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </Box>
  );
}
