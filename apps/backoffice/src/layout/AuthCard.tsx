import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { useDocumentLanguage } from './Layout.tsx';

/** The frame of the pages outside the layout (sign-in, first password): a centred card on the night sky. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  useDocumentLanguage();
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography component="span" sx={{ color: 'primary.main', fontWeight: 700, flex: 1 }}>
          {translate('app.brand')} · {translate('app.title')}
        </Typography>
        <LocalesMenuButton />
      </Box>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: { xs: 'stretch', sm: 'center' },
          justifyContent: 'center',
          p: 2,
        }}
      >
        <Card
          sx={{ width: '100%', maxWidth: 440, alignSelf: { xs: 'flex-start', sm: 'center' } }}
          elevation={8}
        >
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <Typography variant="h5" component="h1" sx={{ mb: 1, fontWeight: 700 }}>
              {title}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
