import { DAILY_REPORT_FIGURES, type DailyReportRow, type OperatorPermission } from '@casino/contract';
import BadgeIcon from '@mui/icons-material/Badge';
import BarChartIcon from '@mui/icons-material/BarChart';
import CasinoIcon from '@mui/icons-material/Casino';
import FlagIcon from '@mui/icons-material/Flag';
import HistoryIcon from '@mui/icons-material/History';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase, Title, useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { CoinsText } from '../components/fields.tsx';
import { tokyoToday } from '../components/format.ts';
import type { OperatorIdentity } from '../lib/authProvider.ts';
import { useCan } from '../lib/permissions.ts';

const FIGURES = DAILY_REPORT_FIGURES;

const SHORTCUTS: {
  to: string;
  permission: OperatorPermission;
  label: string;
  hint: string;
  icon: ReactNode;
}[] = [
  {
    to: '/messages',
    permission: 'messages.read',
    label: 'resources.messages.name',
    hint: 'dashboard.messages_hint',
    icon: <MailIcon />,
  },
  {
    to: '/players',
    permission: 'players.read',
    label: 'resources.players.name',
    hint: 'dashboard.players_hint',
    icon: <PeopleIcon />,
  },
  {
    to: '/games',
    permission: 'games.manage',
    label: 'resources.games.name',
    hint: 'dashboard.games_hint',
    icon: <CasinoIcon />,
  },
  {
    to: '/flags',
    permission: 'flags.manage',
    label: 'flags.title',
    hint: 'dashboard.flags_hint',
    icon: <FlagIcon />,
  },
  {
    to: '/audit',
    permission: 'audit.read',
    label: 'resources.audit.name',
    hint: 'dashboard.audit_hint',
    icon: <HistoryIcon />,
  },
  {
    to: '/reports',
    permission: 'reports.read',
    label: 'resources.reports.name',
    hint: 'dashboard.reports_hint',
    icon: <BarChartIcon />,
  },
  {
    to: '/operators',
    permission: 'operators.manage',
    label: 'resources.operators.name',
    hint: 'dashboard.operators_hint',
    icon: <BadgeIcon />,
  },
];

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
};

function TodayFigures() {
  const translate = useTranslate();
  const today = tokyoToday();
  const { data } = useGetList<DailyReportRow>('reports', { filter: { from: today, to: today } });
  const row = data?.[0];
  return (
    <Box component="section" aria-labelledby="today-heading">
      <Typography id="today-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('dashboard.today', { day: today })}
      </Typography>
      <Box sx={GRID}>
        {FIGURES.map((figure) => (
          <Card key={figure} variant="outlined">
            <CardContent>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {translate(`resources.reports.fields.${figure}`)}
              </Typography>
              <Typography variant="h5" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
                {row ? <CoinsText value={row[figure]} signed={figure === 'netCoinFlow'} /> : '—'}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

function Shortcut({ shortcut }: { shortcut: (typeof SHORTCUTS)[number] }) {
  const translate = useTranslate();
  const allowed = useCan(shortcut.permission);
  if (!allowed) return null;
  return (
    <Card variant="outlined">
      <CardActionArea component={LinkBase} to={shortcut.to} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
            {shortcut.icon}
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {translate(shortcut.label, { smart_count: 2 })}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {translate(shortcut.hint)}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The first page: who is signed in, today's figures (for roles with reports) and links to each screen. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const operator = identity as OperatorIdentity | undefined;
  const canReadReports = useCan('reports.read');
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Title title="dashboard.title" />
      {operator && (
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          {translate('dashboard.welcome', {
            email: operator.fullName,
            role: translate(`roles.${operator.role}`),
          })}
        </Typography>
      )}
      {canReadReports ? (
        <TodayFigures />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('dashboard.no_report')}
        </Typography>
      )}
      <Box component="section" aria-labelledby="shortcuts-heading">
        <Typography id="shortcuts-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('dashboard.shortcuts')}
        </Typography>
        <Box
          sx={{
            ...GRID,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {SHORTCUTS.map((shortcut) => (
            <Shortcut key={shortcut.to} shortcut={shortcut} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
