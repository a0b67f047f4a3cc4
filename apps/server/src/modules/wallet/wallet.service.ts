import { accountIdSchema } from '@casino/contract';
import { systemClock, type Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { adjustBalance, type AdjustInput, type AdjustResult } from './credits/operator-adjustments.ts';
import { DEFAULT_DAILY_BONUS_POLICY, type DailyBonusPolicy } from './player-wallet/daily-bonus.policy.ts';
import { createGameWalletService, type GameWalletService } from './game-wallet/game-moves.service.ts';
import * as ledger from './ledger/ledger-moves.ts';
import * as repo from './ledger/ledger.repository.ts';
import {
  createPlayerBonusService,
  type PlayerBonusService,
} from './player-wallet/balance-and-bonuses.service.ts';
import { parse } from './ledger/ledger-rows.ts';
import {
  creditBonus,
  creditPrize,
  type BonusCreditInput,
  type CreditInput,
  type CreditResult,
} from './credits/prize-credits.ts';
import { runnerOf, type CoinMoveEffects } from './coin-moves/coin-move-effects.ts';
import { GameMovementObservers } from './coin-moves/game-movement.ts';
import { OPEN_GATE, type PlayGate } from './coin-moves/play-gate.ts';
import {
  DEFAULT_PROVIDER_ACCESS,
  createProviderWalletService,
  type ProviderAccessOptions,
  type ProviderWalletService,
} from './game-wallet/provider-access.ts';

export type { DailyBonusPolicy } from './player-wallet/daily-bonus.policy.ts';
export type { BetInput, WinInput } from './game-wallet/bet-win-moves.ts';
export type { InstantRound, RollbackInput, SweepResult } from './game-wallet/game-moves.service.ts';
export type { SignupBonusResult } from './player-wallet/balance-and-bonuses.service.ts';
export type { AdjustInput, AdjustResult } from './credits/operator-adjustments.ts';
export type { ProviderAccessOptions } from './game-wallet/provider-access.ts';
export type { GatedMovement, MovementClass, PlayGate } from './coin-moves/play-gate.ts';
export { MOVEMENT_CLASSES } from './coin-moves/play-gate.ts';
export type { CoinMoveEffects } from './coin-moves/coin-move-effects.ts';
export type { BonusCreditInput, CreditInput, CreditResult } from './credits/prize-credits.ts';

export interface WalletServiceOptions {
  clock?: Clock;
  /** Coins paid once per account by grantSignupBonus (0 = none). Default 10,000. */
  signupBonus?: number;
  /** Default: 1,000 coins, once per JST day starting at midnight JST. */
  dailyBonus?: DailyBonusPolicy;
  /**
   * The player's VIP tier's daily-bonus multiplier in percent (issue 30; progression's tierBenefits,
   * given by wiring). Default: 100 for everyone.
   */
  dailyBonusPercent?: (accountId: string) => Promise<number>;
  /** The provider code of in-process callers (the in-house studio). Default `studio`. */
  defaultProvider?: string;
  /** Page size of history() when none is given. Default 20. */
  historyPageSize?: number;
  /**
   * What happens when coins move (coin-moves/coin-move-effects.ts): the app passes its registry,
   * wiring/coin-move-effects.ts. Unit tests of one effect may pass `observers` / `gate` instead.
   */
  effects?: CoinMoveEffects;
  /** Told of every game movement in its transaction (tests of one observer; the app passes `effects`). */
  observers?: GameMovementObservers;
  /**
   * The one gate for play (coin-moves/play-gate.ts), asked for every movement in its transaction. The app
   * passes responsible play's; a wallet built alone (unit tests) lets everything through.
   */
  gate?: PlayGate;
  /** What outside providers may touch: their games, session lifetime, win caps (game-wallet/provider-access.ts). */
  providerAccess?: ProviderAccessOptions;
}

/**
 * The coin wallet as the rest of the server sees it: the player's side (balance, history, bonuses),
 * the game-facing side (balance, bet, win, rollback, instant rounds, the stale-round sweep) and the
 * operator's adjustments — thin services over one ledger core (ledger/ledger-moves.ts). See docs/wallet.md.
 */
export interface WalletService extends PlayerBonusService, GameWalletService, ProviderWalletService {
  /**
   * An operator's credit (amount > 0) or debit (< 0) with its reason, as one ADJUSTMENT ledger row.
   * Idempotent by `key`: a replay returns the first result and moves nothing; the same key with other
   * data is IDEMPOTENCY_KEY_REUSED; a debit below zero is INSUFFICIENT_FUNDS.
   */
  adjust(input: AdjustInput): Promise<AdjustResult>;

  /** A prize another module pays (a raffle place, a tournament rank), idempotent by key (credits/prize-credits.ts). */
  credit(input: CreditInput): Promise<CreditResult>;

  /** A promotional credit (a PROMO_BONUS row with its reason), e.g. a promo code; idempotent by key. */
  creditBonus(input: BonusCreditInput): Promise<CreditResult>;

  /** sum(amount) of the account's ledger; always equals the balance (reconciliation, tests). */
  ledgerSum(accountId: string): Promise<number>;

  /** Coins bet (less refunds) and won since `since` (the play session's summary, responsible play). */
  playTotalsSince(accountId: string, since: Date): Promise<{ bet: number; won: number }>;
}

/**
 * The coin wallet: a ledger (wallet_transactions) and a balance (wallets) that always agree. It only
 * touches its own tables (wallet.table.ts), in transactions other modules may write into (observers,
 * the studio's instant rounds).
 */
export function createWalletService(db: Db, options: WalletServiceOptions = {}): WalletService {
  const clock = options.clock ?? systemClock;
  const ctx: ledger.LedgerContext = {
    now: () => clock.now(),
    ...(options.effects
      ? runnerOf(options.effects)
      : { observers: options.observers ?? new GameMovementObservers(), gate: options.gate ?? OPEN_GATE }),
  };
  const player = createPlayerBonusService(db, ctx, {
    signupBonus: options.signupBonus ?? 10_000,
    dailyBonus: options.dailyBonus ?? DEFAULT_DAILY_BONUS_POLICY,
    dailyBonusPercent: options.dailyBonusPercent ?? (() => Promise.resolve(100)),
    historyPageSize: options.historyPageSize ?? 20,
  });
  const defaultProvider = options.defaultProvider ?? 'studio';
  const games = createGameWalletService(db, ctx, defaultProvider);
  const providers = createProviderWalletService(
    db,
    ctx,
    defaultProvider,
    options.providerAccess ?? DEFAULT_PROVIDER_ACCESS,
  );
  return {
    ...player,
    ...games,
    ...providers,
    adjust: (input) => adjustBalance(db, ctx, input),
    credit: (input) => creditPrize(db, ctx, input),
    creditBonus: (input) => creditBonus(db, ctx, input),
    async ledgerSum(accountId) {
      parse(accountIdSchema, accountId);
      return ledger.ledgerSum(db, accountId);
    },
    playTotalsSince: (accountId, since) => repo.playTotalsSince(db, accountId, since),
  };
}
