import { Box, Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatCoins, formatDateTime, useIntlLocale } from './format.ts';

/** A record's date-time field (ISO string) in the operator's language; '—' when null. */
export function DateTimeText({ value }: { value: string | null | undefined }) {
  const intlLocale = useIntlLocale();
  return <span>{value ? formatDateTime(value, intlLocale) : '—'}</span>;
}

/** A coin amount; signed amounts show + for credits, and debits in the error colour. */
export function CoinsText({ value, signed = false }: { value: number | null | undefined; signed?: boolean }) {
  const intlLocale = useIntlLocale();
  if (value === null || value === undefined) return <span>—</span>;
  const text = formatCoins(value, intlLocale);
  return (
    <Box
      component="span"
      sx={{ fontVariantNumeric: 'tabular-nums', color: signed && value < 0 ? 'error.main' : undefined }}
    >
      {signed && value > 0 ? `+${text}` : text}
    </Box>
  );
}

/** Yes / No as text (a screen reader reads it; a colour alone would not say it). */
export function YesNoChip({ value }: { value: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(value ? 'app.yes' : 'app.no')}
      color={value ? 'primary' : 'default'}
      variant={value ? 'filled' : 'outlined'}
    />
  );
}

/** A translated enum value of the current record: `<prefix>.<value>`. */
export function EnumText({ source, prefix }: { source: string; prefix: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value: unknown = record?.[source];
  if (typeof value !== 'string') return <span>—</span>;
  return <span>{translate(`${prefix}.${value}`, { _: value })}</span>;
}

/** Any JSON value, readable: indented, monospace, wrapped. */
export function JsonBlock({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span>—</span>;
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.8125rem',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        maxWidth: 360,
      }}
    >
      {JSON.stringify(value, null, 2)}
    </Box>
  );
}
