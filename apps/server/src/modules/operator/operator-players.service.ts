import type { AdjustmentRequest, PlayerDetail } from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { AccountsService } from '../auth/auth.service.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { Actor, AuditService } from './operator.audit.ts';
import * as read from './operator.read.ts';

export interface PageQuery {
  page: number;
  perPage: number;
}

/** What the back office does with players: read them (read model), change them (their modules' services). */
export interface OperatorPlayersService {
  search(
    query: PageQuery & { q?: string; sort?: string; order: 'ASC' | 'DESC' },
  ): ReturnType<typeof read.searchPlayers>;
  get(accountId: string): Promise<PlayerDetail>;
  ledger(accountId: string, query: PageQuery): ReturnType<typeof read.ledgerPage>;
  rounds(accountId: string, query: PageQuery): ReturnType<typeof read.roundsPage>;
  sessions(accountId: string, query: PageQuery): ReturnType<typeof read.sessionsPage>;
  revokeSessions(actor: Actor, accountId: string, sessionId?: string): Promise<{ revoked: number }>;
  unlock(actor: Actor, accountId: string): Promise<void>;
  setTester(actor: Actor, accountId: string, tester: boolean): Promise<{ isTester: boolean }>;
  adjust(
    actor: Actor,
    accountId: string,
    request: AdjustmentRequest,
  ): Promise<{ transactionId: string; amount: number; newBalance: number; replayed: boolean }>;
}

const offset = ({ page, perPage }: PageQuery) => ({ limit: perPage, offset: (page - 1) * perPage });

export function createOperatorPlayersService(deps: {
  db: Db;
  clock: Clock;
  accounts: AccountsService;
  sessions: SessionsService;
  wallet: WalletService;
  audit: AuditService;
  /** The player's identity-verification status (modules/kyc). */
  kycStatus?: (accountId: string) => Promise<string>;
}): OperatorPlayersService {
  const { db, clock, accounts, sessions, wallet, audit } = deps;

  async function requirePlayer(accountId: string) {
    const player = await read.findPlayer(db, accountId);
    if (!player) throw new ApiError(404, 'NOT_FOUND');
    return player;
  }

  /** A live (not deleted) account, for changes. */
  async function requireLivePlayer(accountId: string) {
    const player = await requirePlayer(accountId);
    if (player.deletedDate !== null) throw new ApiError(404, 'NOT_FOUND');
    return player;
  }

  return {
    search: (query) =>
      read.searchPlayers(db, query.q, {
        ...offset(query),
        sort: query.sort,
        ascending: query.order === 'ASC',
      }),

    async get(accountId) {
      const player = await requirePlayer(accountId);
      const [lockout, activeSessions, kycStatus] = await Promise.all([
        accounts.lockout(accountId),
        read.countActiveSessions(db, accountId, clock.now(), sessions.idleMs),
        deps.kycStatus?.(accountId) ?? null,
      ]);
      return {
        ...player,
        kycStatus,
        lockout: {
          locked: lockout?.locked ?? false,
          lockedUntil: lockout?.lockedUntil?.toISOString() ?? null,
          failures: lockout?.failures ?? 0,
        },
        activeSessions,
      };
    },

    async ledger(accountId, query) {
      await requirePlayer(accountId);
      return read.ledgerPage(db, accountId, offset(query));
    },

    async rounds(accountId, query) {
      await requirePlayer(accountId);
      return read.roundsPage(db, accountId, offset(query));
    },

    async sessions(accountId, query) {
      await requirePlayer(accountId);
      return read.sessionsPage(db, accountId, offset(query), clock.now(), sessions.idleMs);
    },

    async revokeSessions(actor, accountId, sessionId) {
      await requirePlayer(accountId);
      const revoked = await sessions.revokeByHash(accountId, sessionId);
      await audit.record(actor, 'player.sessions_revoked', `player:${accountId}`, {
        after: { session: sessionId ?? 'all', revoked },
      });
      return { revoked };
    },

    async unlock(actor, accountId) {
      await requireLivePlayer(accountId);
      const before = await accounts.lockout(accountId);
      await accounts.unlock(accountId);
      await audit.record(actor, 'player.unlock', `player:${accountId}`, {
        before: { locked: before?.locked ?? false, failures: before?.failures ?? 0 },
        after: { locked: false, failures: 0 },
      });
    },

    async setTester(actor, accountId, tester) {
      const player = await requireLivePlayer(accountId);
      if (!(await accounts.setTester(accountId, tester))) throw new ApiError(404, 'NOT_FOUND');
      await audit.record(actor, 'player.tester', `player:${accountId}`, {
        before: { isTester: player.isTester },
        after: { isTester: tester },
      });
      return { isTester: tester };
    },

    async adjust(actor, accountId, { amount, reason, idempotencyKey }) {
      await requireLivePlayer(accountId);
      const result = await wallet.adjust({
        accountId,
        amount,
        reason,
        actor: `operator:${actor.operatorId}`,
        key: idempotencyKey,
      });
      // A replay moved nothing and was audited the first time.
      if (!result.replayed) {
        await audit.record(actor, 'player.adjustment', `player:${accountId}`, {
          before: { balance: result.newBalance - result.amount },
          after: { balance: result.newBalance, amount, reason, transactionId: result.transactionId },
        });
      }
      return result;
    },
  };
}
