import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { toId } from '../ledger/ledger-rows.ts';
import { createdAtOf, type WalletTx } from '../ledger/ledger.repository.ts';
import type { WalletTransactionRow } from '../wallet.table.ts';

/**
 * One game movement of the ledger (a bet, a win or a bet's rollback), as written. Raffles and
 * tournaments count play from these: ARCHITECTURE.md §4 wants tickets and points written in the same
 * transaction as the bet they come from.
 */
export interface GameMovement {
  type: 'BET' | 'WIN' | 'ROLLBACK';
  /** The ledger row's id. */
  ledgerId: string;
  accountId: string;
  provider: string;
  gameCode: string;
  roundId: string;
  /** Signed change of the balance: a bet is negative, a win positive, a bet's rollback positive. */
  amount: number;
  at: Date;
  /**
   * A ROLLBACK's refunded bet: when it was placed. A refund takes back only what its bet gave, so a
   * tournament counts it only when the bet fell inside its window (docs/decisions/012).
   */
  refundedBetAt?: Date;
  /**
   * What the round triggered (e.g. `free-spins`), told by the game with a new round's bet (the
   * studio's betAndWin): once per round, never on its win. Absent when the game did not say.
   */
  features?: readonly string[];
}

/**
 * Told of every game movement INSIDE the movement's transaction (which holds the account's wallet
 * lock), after its ledger row and balance update. A replay moves nothing and tells nobody, so an
 * observer never counts a movement twice; a throw aborts the movement with it. Observers write their
 * own tables through `tx` and must not call the wallet service (the lock is held).
 */
export interface GameMovementObserver {
  readonly name: string;
  onGameMovement(tx: Transaction<Database>, movement: GameMovement): Promise<void>;
}

/** The observers of one wallet service; modules register theirs at wiring time (app.ts). */
export class GameMovementObservers {
  private readonly observers: GameMovementObserver[] = [];

  add(observer: GameMovementObserver): void {
    if (this.observers.some((o) => o.name === observer.name)) {
      throw new Error(`game movement observer ${observer.name} registered twice`);
    }
    this.observers.push(observer);
  }

  /** Tells every observer of `row` if it is a game movement that moved coins. */
  async notify(tx: WalletTx, row: WalletTransactionRow, features?: readonly string[]): Promise<void> {
    if (this.observers.length === 0) return;
    const movement = toGameMovement(row);
    if (!movement) return;
    if (features && features.length > 0) movement.features = features;
    if (movement.type === 'ROLLBACK' && row.rolled_back_transaction_id !== null) {
      movement.refundedBetAt = await createdAtOf(tx, row.rolled_back_transaction_id);
    }
    // The wallet's transaction sees every table: each observer writes its own module's through it.
    for (const observer of this.observers) await observer.onGameMovement(tx, movement);
  }
}

function toGameMovement(row: WalletTransactionRow): GameMovement | undefined {
  const type = row.transaction_type;
  if (type !== 'BET' && type !== 'WIN' && type !== 'ROLLBACK') return undefined;
  if (!row.game_code || !row.round_id || !row.provider) return undefined;
  const amount = row.amount;
  if (amount === 0) return undefined;
  return {
    type,
    ledgerId: toId(row.transaction_id),
    accountId: row.account_id,
    provider: row.provider,
    gameCode: row.game_code,
    roundId: row.round_id,
    amount,
    at: row.created_at,
  };
}
