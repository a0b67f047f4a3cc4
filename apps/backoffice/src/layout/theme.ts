import type { Theme } from '@mui/material';
import { defaultDarkTheme, type RaThemeOptions } from 'react-admin';

/**
 * The casino's night palette for Material UI. The colours are not written here: they are the shared design
 * tokens of `@casino/client/tokens.css` (LOOK.md: tokens once), read from the page's CSS custom properties
 * when the console starts (main.tsx imports the CSS before the app renders). MUI needs real colour values
 * (it derives hover and disabled shades from them), hence the read instead of `var(--…)`.
 */
function token(name: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  if (!value) throw new Error(`design token ${name} is missing: is @casino/client/tokens.css loaded?`);
  return value;
}

export function createCasinoTheme(): RaThemeOptions {
  const bg = token('--color-bg');
  const surface = token('--color-surface');
  const raised = token('--color-surface-raised');
  const border = token('--color-border');
  const text = token('--color-text');
  const muted = token('--color-text-muted');
  const gold = token('--color-gold');
  const goldStrong = token('--color-gold-strong');
  const onGold = token('--color-on-gold');
  const cool = token('--color-cool');
  const danger = token('--color-danger-text');
  const font = token('--font-sans');

  return {
    ...defaultDarkTheme,
    palette: {
      mode: 'dark',
      primary: { main: gold, light: goldStrong, dark: gold, contrastText: onGold },
      secondary: { main: cool, contrastText: token('--color-bg-deep') },
      error: { main: danger },
      background: { default: bg, paper: surface },
      text: { primary: text, secondary: muted },
      divider: border,
    },
    typography: { fontFamily: font, button: { textTransform: 'none', fontWeight: 600 } },
    shape: { borderRadius: 10 },
    components: {
      ...defaultDarkTheme.components,
      MuiAppBar: {
        styleOverrides: {
          root: { backgroundColor: token('--color-bg-deep'), backgroundImage: 'none', color: text },
        },
      },
      // Flex items default to their content's minimum width: scrollable tabs and wide tables would widen
      // the whole page on a phone instead of scrolling inside their card.
      RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
      // On phones react-admin glues the page toolbar to a paper strip; keep it on the page background.
      RaTopToolbar: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            [theme.breakpoints.down('sm')]: { backgroundColor: 'transparent', padding: theme.spacing(1, 0) },
          }),
        },
      },
      // Phones: the language switcher keeps only the language's name, so the page title keeps its room.
      RaLocalesMenuButton: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            [theme.breakpoints.down('sm')]: {
              '& .MuiButton-startIcon, & .MuiButton-endIcon': { display: 'none' },
              '& .MuiButton-root': { minWidth: 0 },
            },
          }),
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiTableCell: {
        styleOverrides: {
          root: { fontVariantNumeric: 'tabular-nums', borderColor: border },
          head: { color: muted, fontWeight: 600 },
        },
      },
      RaToolbar: { styleOverrides: { root: { backgroundColor: raised } } },
      MuiFilledInput: { styleOverrides: { root: { backgroundColor: raised } } },
      MuiLink: { defaultProps: { color: 'secondary' } },
      RaMenuItemLink: {
        styleOverrides: {
          root: { color: muted, '&.RaMenuItemLink-active': { color: gold, borderLeft: `3px solid ${gold}` } },
        },
      },
    },
  } as RaThemeOptions;
}
