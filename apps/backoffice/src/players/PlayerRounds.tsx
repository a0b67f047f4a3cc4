import type { StudioRoundRecord } from '@casino/contract';
import { Box, Typography } from '@mui/material';
import { DataTable, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import { CoinsText, DateTimeText } from '../components/fields.tsx';
import { formatCoins, formatDateTime, useIntlLocale, useIsSmall } from '../components/format.ts';
import { PlayerPanel } from './PlayerPanel.tsx';
import type { PanelProps } from './PlayerActions.tsx';

const Column = DataTable.Col<StudioRoundRecord>;
const MONO = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  overflowWrap: 'anywhere',
};

/** A round's provable-fairness data: the committed hash, the seeds (server seed once rotated), the nonce. */
function FairnessPanel() {
  const round = useRecordContext<StudioRoundRecord>();
  const translate = useTranslate();
  if (!round) return null;
  const fairness = round.fairness;
  if (!fairness) return <Typography variant="body2">{translate('resources.rounds.no_fairness')}</Typography>;
  const rows: [string, string][] = [
    ['serverSeedHash', fairness.serverSeedHash],
    ['serverSeed', fairness.serverSeed ?? translate('resources.rounds.seed_hidden')],
    ['clientSeed', fairness.clientSeed],
    ['nonce', String(fairness.nonce)],
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'max-content 1fr' }, gap: 1 }}
    >
      {rows.map(([field, value]) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
            {translate(`resources.rounds.fields.${field}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, ...MONO }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The player's studio rounds; a row opens its fairness data. */
export function PlayerRounds(_props: PanelProps) {
  const intlLocale = useIntlLocale();
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <PlayerPanel reference="rounds">
      {isSmall ? (
        <SimpleList<StudioRoundRecord>
          primaryText={(r) =>
            `${r.gameCode} · ${translate('resources.rounds.fields.bet')} ${formatCoins(r.bet, intlLocale)} · ${translate('resources.rounds.fields.win')} ${r.win === null ? '—' : formatCoins(r.win, intlLocale)}`
          }
          secondaryText={(r) => (
            <Box component="span" sx={MONO}>
              {r.fairness
                ? `#${r.fairness.nonce} · ${r.fairness.serverSeedHash}`
                : translate('resources.rounds.no_fairness')}
            </Box>
          )}
          tertiaryText={(r) => formatDateTime(r.createdDate, intlLocale)}
          rowClick={false}
        />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable<StudioRoundRecord>
            bulkActionButtons={false}
            rowClick="expand"
            expand={<FairnessPanel />}
          >
            <Column source="createdDate" disableSort render={(r) => <DateTimeText value={r.createdDate} />} />
            <Column source="gameCode" disableSort />
            <Column source="mode" disableSort />
            <Column source="status" disableSort />
            <Column source="bet" disableSort align="right" render={(r) => <CoinsText value={r.bet} />} />
            <Column source="win" disableSort align="right" render={(r) => <CoinsText value={r.win} />} />
            <Column
              source="fairness"
              disableSort
              render={(r) => (
                <Box component="span" sx={MONO}>
                  {r.fairness ? `#${r.fairness.nonce} · ${r.fairness.serverSeedHash.slice(0, 10)}…` : '—'}
                </Box>
              )}
            />
          </DataTable>
        </Box>
      )}
    </PlayerPanel>
  );
}
