import KeyIcon from '@mui/icons-material/Key';
import {
  ListItemIcon,
  ListItemText,
  MenuItem,
  ThemeProvider,
  Typography,
  createTheme,
  useTheme,
} from '@mui/material';
import { useEffect, useMemo, type ReactNode, type Ref } from 'react';
import {
  AppBar,
  Layout as RaLayout,
  LinkBase,
  Logout,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  useLocaleState,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { Navigate } from 'react-router';
import { CHANGE_PASSWORD_ROUTE, type OperatorIdentity } from '../lib/authProvider.ts';
import { ConsoleMenu } from './Menu.tsx';

function ChangePasswordMenuItem({ ref }: { ref?: Ref<HTMLAnchorElement> }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem onClick={userMenu?.onClose} ref={ref} component={LinkBase} to={CHANGE_PASSWORD_ROUTE}>
      <ListItemIcon>
        <KeyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.change_password')}</ListItemText>
    </MenuItem>
  );
}

function ConsoleAppBar() {
  const translate = useTranslate();
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <ChangePasswordMenuItem />
          <Logout />
        </UserMenu>
      }
    >
      <Typography
        component="span"
        sx={{ color: 'primary.main', fontWeight: 700, mr: 2, display: { xs: 'none', md: 'inline' } }}
      >
        {translate('app.brand')}
      </Typography>
      {/*
        The page's title is its one h1 (react-admin portals each page's <Title> here). On a phone it wraps
        onto a second, smaller line instead of being cut with an ellipsis (issue 25 item 11); it takes all
        the room between the menu button and the app bar's own buttons (no spacer beside it).
      */}
      <TitlePortal
        component="h1"
        variant="h6"
        sx={{
          minWidth: 0,
          whiteSpace: { xs: 'normal', md: 'nowrap' },
          overflowWrap: { xs: 'anywhere', md: 'normal' },
          fontSize: { xs: '1rem', md: undefined },
          lineHeight: { xs: 1.25, md: undefined },
          textOverflow: { xs: 'clip', md: 'ellipsis' },
        }}
      />
    </AppBar>
  );
}

/**
 * Every progress spinner (react-admin's loading indicator in the app bar among them) gets an accessible
 * name in the current language: an unnamed progressbar is a serious axe finding.
 */
function useNamedProgress() {
  const outer = useTheme();
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  return useMemo(
    () =>
      createTheme(outer, { components: { MuiCircularProgress: { defaultProps: { 'aria-label': label } } } }),
    [outer, label],
  );
}

/** `<html lang>` follows the chosen language, so the browser picks Japanese glyphs and screen readers the voice. */
export function useDocumentLanguage(): void {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = `${translate('app.brand')} ${translate('app.title')}`;
  }, [locale, translate]);
}

/**
 * The frame of every signed-in page. An operator whose password is still the one they were given goes to
 * the password screen first: every other operator route would answer 403 OPERATOR_PASSWORD_CHANGE_REQUIRED.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { identity } = useGetIdentity();
  useDocumentLanguage();
  const theme = useNamedProgress();
  if ((identity as OperatorIdentity | undefined)?.mustChangePassword) {
    return <Navigate to={CHANGE_PASSWORD_ROUTE} replace />;
  }
  return (
    <ThemeProvider theme={theme}>
      <RaLayout appBar={ConsoleAppBar} menu={ConsoleMenu}>
        {children}
      </RaLayout>
    </ThemeProvider>
  );
}
