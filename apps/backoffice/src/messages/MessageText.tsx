import { Box, Link } from '@mui/material';
import type { ReactNode } from 'react';

const TOKEN = /(https?:\/\/[^\s<>"]+|\b\d{4,8}\b)/g;

/**
 * A message's text as a newcomer needs it: monospace and wrapped, one-time codes (4–8 digits) larger and in
 * gold so the SMS code stands out, links clickable (the password-reset e-mail).
 */
export function MessageText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [token] = match;
    const index = match.index;
    if (index > last) parts.push(text.slice(last, index));
    if (token.startsWith('http')) {
      parts.push(
        <Link key={index} href={token} target="_blank" rel="noopener noreferrer" color="secondary">
          {token}
        </Link>,
      );
    } else {
      parts.push(
        <Box
          key={index}
          component="strong"
          sx={{ color: 'primary.main', fontSize: '1.25em', letterSpacing: '0.12em' }}
        >
          {token}
        </Box>,
      );
    }
    last = index + token.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <Box
      component="span"
      sx={{
        display: 'block',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {parts}
    </Box>
  );
}
