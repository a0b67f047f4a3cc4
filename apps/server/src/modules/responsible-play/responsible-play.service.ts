import type {
  BreakDays,
  ExclusionPeriod,
  LimitsRequest,
  PlaySessionSummary,
  RealityCheckInterval,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { PlayGate } from '../wallet/wallet.service.ts';
import { assertMayPlay, createPlayGate } from './responsible-play.gate.ts';
import { addDays, exclusionEnd } from './responsible-play.periods.ts';
import { operatorView, report } from './responsible-play.operator.ts';
import * as repo from './responsible-play.repository.ts';
import { limitStates, requestLift, restrict, setLimits, status } from './responsible-play.state.ts';

/**
 * Responsible play (issue 28, docs/responsible-play.md): the one gate the wallet asks for every
 * movement, and what players and operators read and change (responsible-play.state.ts).
 */
export interface ResponsiblePlayDeps {
  db: Db;
  clock: Clock;
  /** The player's password (auth's accounts service). */
  checkPassword(accountId: string, password: string): Promise<boolean>;
  /** Coins bet (net of refunds) and won by the account's play since `since` (the wallet's ledger). */
  playTotalsSince(accountId: string, since: Date): Promise<{ bet: number; won: number }>;
  supportOrganisation: { name: string; url: string };
}

export function createResponsiblePlayService(deps: ResponsiblePlayDeps) {
  const { db, clock } = deps;
  const gate: PlayGate = createPlayGate();

  async function requirePassword(accountId: string, password: string) {
    if (!(await deps.checkPassword(accountId, password))) throw new ApiError(400, 'INVALID_CURRENT_PASSWORD');
  }

  return {
    /** The one gate the wallet asks for every movement (wallet.play-gate.ts). */
    gate,

    /** Refuses starting play (launch, studio session, a pick) on a break, excluded, or out of play time. */
    assertMayPlay: (accountId: string) => assertMayPlay(db, accountId, clock.now()),

    async limits(accountId: string) {
      return { limits: await limitStates(db, accountId, clock.now()) };
    },

    setLimits: (accountId: string, request: LimitsRequest) => setLimits(deps, accountId, request),

    async setRealityCheck(accountId: string, minutes: RealityCheckInterval, tx: DbOrTx = db) {
      const now = clock.now();
      await repo.upsertSettings(tx, accountId, { reality_check_minutes: minutes }, now);
      await repo.insertEvent(tx, {
        account_id: accountId,
        type: 'reality_check_set',
        at: now,
        kind: null,
        period: null,
        value: minutes,
        previous_value: null,
        effective_at: now,
        ends_at: null,
        actor: 'player',
        note: null,
      });
      return status(deps, tx, accountId, now);
    },

    status: (accountId: string) => status(deps, db, accountId, clock.now()),

    async session(accountId: string, startedAt: Date): Promise<PlaySessionSummary> {
      const now = clock.now();
      const [totals, settings] = await Promise.all([
        deps.playTotalsSince(accountId, startedAt),
        repo.settingsOf(db, accountId),
      ]);
      return {
        startedAt: startedAt.toISOString(),
        now: now.toISOString(),
        minutesPlayed: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 60_000)),
        coinsBet: totals.bet,
        coinsWon: totals.won,
        net: totals.won - totals.bet,
        realityCheckMinutes: (settings?.reality_check_minutes ?? 0) as RealityCheckInterval,
      };
    },

    async takeBreak(accountId: string, days: BreakDays, password: string) {
      await requirePassword(accountId, password);
      return restrict(
        deps,
        accountId,
        { type: 'break', period: `${days}d`, endsAt: addDays(clock.now(), days) },
        { kind: 'player' },
        null,
      );
    },

    async selfExclude(accountId: string, period: ExclusionPeriod, password: string) {
      await requirePassword(accountId, password);
      const endsAt = exclusionEnd(period, clock.now());
      return restrict(deps, accountId, { type: 'exclusion', period, endsAt }, { kind: 'player' }, null);
    },

    /** An indefinite exclusion: asked for from 6 months on, lifted 7 days after the request. */
    async requestLift(accountId: string, password: string) {
      await requirePassword(accountId, password);
      return requestLift(deps, accountId);
    },

    /** Of `accountIds`, those on a break or self-excluded now: no marketing or promotion reaches them. */
    restrictedAmong: (accountIds: readonly string[]) => repo.restrictedAmong(db, accountIds, clock.now()),

    // ---- Operators (routes audit) --------------------------------------------------------------

    operatorView: (accountId: string) => operatorView(deps, accountId),

    /** Support applies an exclusion the player asked for; `audit` runs in the same transaction. */
    operatorExclude(
      accountId: string,
      period: ExclusionPeriod,
      note: string,
      actor: { operatorId: string | null; label: string },
      audit: (tx: DbOrTx) => Promise<void>,
    ) {
      const endsAt = exclusionEnd(period, clock.now());
      return restrict(
        deps,
        accountId,
        { type: 'exclusion', period, endsAt },
        { kind: 'operator', ...actor },
        note,
        audit,
      );
    },

    report: (query: { page: number; perPage: number; type?: 'break' | 'exclusion' }) => report(deps, query),
  };
}
export type ResponsiblePlayService = ReturnType<typeof createResponsiblePlayService>;
