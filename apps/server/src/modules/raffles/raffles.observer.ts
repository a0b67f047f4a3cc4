import type { GameMovement, GameMovementObserver } from '../wallet/coin-moves/game-movement.ts';
import { entrantRefOf } from './raffles.mapper.ts';
import * as entryRepo from './raffles.entries.repository.ts';

/**
 * Counts play toward raffle tickets in the bet's own transaction (ARCHITECTURE.md §4): a bet in an
 * eligible game during a raffle's period adds its stake to the player's wager; a rollback of a bet
 * takes back what that round still counts (never more, so a rollback of a bet made before the period
 * takes nothing). Each ledger row is counted at most once per raffle (raffle_wager_moves' primary
 * key); the wallet tells nobody of replays. Wins do not count.
 */
export function raffleWagerObserver(): GameMovementObserver {
  return {
    name: 'raffles',
    async onGameMovement(tx, movement: GameMovement) {
      if (movement.type === 'BET') return countBet(tx, movement);
      if (movement.type === 'ROLLBACK') return takeBack(tx, movement);
    },
  };
}

type Tx = Parameters<GameMovementObserver['onGameMovement']>[0];

async function countBet(tx: Tx, m: GameMovement): Promise<void> {
  const stake = -m.amount;
  if (stake <= 0) return;
  const { gameCode, ledgerId, accountId, provider, roundId, at } = m;
  await entryRepo.countBetInOpenRaffles(tx, { gameCode, ledgerId, accountId, provider, roundId, stake, at });
}

async function takeBack(tx: Tx, m: GameMovement): Promise<void> {
  const refund = m.amount;
  if (refund <= 0) return;
  const counted = await entryRepo.countedInRound(tx, m.accountId, m.provider, m.roundId);
  for (const row of counted) {
    const take = Math.min(refund, Number(row.counted));
    if (take <= 0) continue;
    const fresh = await entryRepo.insertWagerMove(tx, { ...move(m, row.raffle_id), amount: -take });
    if (!fresh) continue;
    await entryRepo.addWager(tx, {
      raffleId: row.raffle_id,
      accountId: m.accountId,
      entrantRef: entrantRefOf(row.raffle_id, m.accountId),
      delta: -take,
      at: m.at,
    });
  }
}

function move(m: GameMovement, raffleId: number) {
  return {
    raffleId,
    ledgerId: m.ledgerId,
    accountId: m.accountId,
    provider: m.provider,
    roundId: m.roundId,
    at: m.at,
  };
}
