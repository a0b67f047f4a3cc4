import {
  OPERATOR_PROGRESSION_PATHS,
  operatorPlayerProgressionSchema,
  type PlayerDetail,
} from '@casino/contract';
import { Alert, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeText } from '../components/fields.tsx';
import { operatorRequest } from '../lib/api.ts';

/** The player page's "Level & VIP" tab: level, experience, tier and the rewards waiting (read-only). */
export function PlayerProgression(_props: { label?: false }) {
  const player = useRecordContext<PlayerDetail>();
  const translate = useTranslate();
  const accountId = player?.accountId ?? '';
  const view = useQuery({
    queryKey: ['operator', 'progression', accountId],
    queryFn: () =>
      operatorRequest(
        OPERATOR_PROGRESSION_PATHS.player.replace(':accountId', encodeURIComponent(accountId)),
        {
          schema: operatorPlayerProgressionSchema,
        },
      ),
    enabled: accountId !== '',
  });
  if (view.isPending) return <Loading />;
  if (view.isError) return <Alert severity="error">{translate(view.error.message)}</Alert>;
  const p = view.data;
  const t = (key: string, args?: Record<string, unknown>) => translate(`progression.${key}`, args);
  const coins = (amount: number) => translate('app.coins', { amount: amount.toLocaleString() });
  const rows: [string, ReactNode][] = [
    [t('level'), p.level],
    [t('xp'), p.xp.toLocaleString()],
    [t('next_level_xp'), p.nextLevelXp?.toLocaleString() ?? '—'],
    [t('claimed_level'), p.claimedLevel],
    [
      t('unclaimed'),
      p.unclaimedLevels.length === 0
        ? translate('app.none')
        : p.unclaimedLevels.map((l) => `${l.level}: ${coins(l.reward)}`).join(', '),
    ],
    [t('tier'), t(`tiers.${p.tier}`)],
    [t('valid_until'), p.tierValidUntil ? <DateTimeText value={p.tierValidUntil} /> : '—'],
    [t('window_wager'), coins(p.windowWager)],
    [t('next_tier'), p.nextTier ? `${t(`tiers.${p.nextTier}`)} · ${coins(p.nextTierWager ?? 0)}` : '—'],
    [
      t('gift', { month: p.monthlyGift.month }),
      p.monthlyGift.amount > 0
        ? `${coins(p.monthlyGift.amount)} · ${t(p.monthlyGift.claimed ? 'gift_claimed' : 'gift_open')}`
        : translate('app.none'),
    ],
  ];
  return (
    <Table size="small" data-testid="bo-progression">
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
