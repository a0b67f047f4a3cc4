import KeyIcon from '@mui/icons-material/Key';
import { Box, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { useEffect, type ReactNode, type Ref } from 'react';
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
      {/* The page's title is its one h1 (react-admin portals each page's <Title> here). */}
      <TitlePortal component="h1" variant="h6" />
      <Box component="span" sx={{ flex: 1 }} />
    </AppBar>
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
  if ((identity as OperatorIdentity | undefined)?.mustChangePassword) {
    return <Navigate to={CHANGE_PASSWORD_ROUTE} replace />;
  }
  return (
    <RaLayout appBar={ConsoleAppBar} menu={ConsoleMenu}>
      {children}
    </RaLayout>
  );
}
