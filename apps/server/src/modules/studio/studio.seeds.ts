import type { FairnessState, RotateSeedResponse } from '@casino/contract';
import { hashServerSeed, newClientSeed, newServerSeed } from '@casino/studio';
import type { Clock } from '../../clock.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { newSeedId } from './studio.deps.ts';
import * as decisionsRepo from './studio.decisions.repository.ts';
import * as repo from './studio.repository.ts';
import type { StudioSeedRow, StudioSessionRow } from './studio.table.ts';

/**
 * Server seeds (ARCHITECTURE.md decision 4): one active seed per account (real mode, shared by all
 * games) or per demo game session, committed by its sha256 before any round it decides, revealed on
 * rotation. The nonce is taken atomically in the transaction that records the round.
 */

/** Whose seed a session plays with. */
export const ownerOf = (
  session: Pick<StudioSessionRow, 'mode' | 'account_id' | 'session_hash'>,
): repo.SeedOwner =>
  session.mode === 'real'
    ? { accountId: session.account_id as string }
    : { sessionHash: session.session_hash };

export const stateOf = (seed: StudioSeedRow): FairnessState => ({
  serverSeedHash: seed.server_seed_hash,
  clientSeed: seed.client_seed,
  nonce: seed.next_nonce,
});

/** The owner's active seed, committing a fresh one when there is none. */
export async function activeSeed(
  tx: DbOrTx,
  clock: Clock,
  owner: repo.SeedOwner,
  clientSeed?: string,
): Promise<StudioSeedRow> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const seed = await repo.findActiveSeed(tx, owner);
    if (seed) return seed;
    const serverSeed = newServerSeed();
    await repo.insertSeedIfNoneActive(
      tx,
      {
        seed_id: newSeedId(),
        server_seed: serverSeed,
        server_seed_hash: hashServerSeed(serverSeed),
        client_seed: clientSeed ?? newClientSeed(),
        created_at: clock.now(),
      },
      owner,
    );
  }
  throw new Error('no active server seed');
}

/**
 * Takes the next nonce of the owner's active seed inside `tx` (the seed row stays locked until `tx`
 * ends; rolling `tx` back returns the nonce), committing a seed first when none is active.
 */
export async function takeNonce(tx: DbOrTx, clock: Clock, owner: repo.SeedOwner) {
  let fair = await repo.takeNonce(tx, owner);
  // None active (first round, or a rotation committed meanwhile): commit one and take again.
  for (let attempt = 0; !fair && attempt < 3; attempt++) {
    await activeSeed(tx, clock, owner);
    fair = await repo.takeNonce(tx, owner);
  }
  if (!fair) throw new Error('no nonce could be taken');
  return fair;
}

/** Sets the client seed the next rounds use (any time; the nonce goes on). */
export async function setClientSeed(db: Db, clock: Clock, owner: repo.SeedOwner, clientSeed: string) {
  await activeSeed(db, clock, owner, clientSeed);
  // A rotation may retire the seed in between: set it on whichever seed is active then.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await repo.setClientSeed(db, owner, clientSeed)) break;
    await activeSeed(db, clock, owner, clientSeed);
  }
  return stateOf(await activeSeed(db, clock, owner, clientSeed));
}

/** Thrown inside a rotation that found a round still waiting for a pick on the seed it retired. */
export class SeedHasOpenDecisions extends Error {}

/**
 * Reveals the owner's current server seed and commits a new one (nonce 0). `settleOpen` first ends
 * every round of the owner still waiting for a pick (revealing the seed would reveal the hidden board);
 * the rotation then refuses to commit if one appeared meanwhile (SeedHasOpenDecisions), and tries again.
 */
export async function rotateSeed(
  db: Db,
  clock: Clock,
  owner: repo.SeedOwner,
  settleOpen: () => Promise<unknown>,
): Promise<RotateSeedResponse> {
  await activeSeed(db, clock, owner);
  for (let attempt = 0; attempt < 3; attempt++) {
    await settleOpen();
    try {
      return await db.transaction().execute(async (tx) => {
        // Waits for a round holding the seed's lock; rounds after this commit take the new seed.
        const retired =
          (await repo.retireSeed(tx, owner, clock.now())) ?? (await retireFresh(tx, clock, owner));
        if (await decisionsRepo.hasDecidingRound(tx, retired.seed_id)) throw new SeedHasOpenDecisions();
        const serverSeed = newServerSeed();
        const next = {
          seed_id: newSeedId(),
          server_seed: serverSeed,
          server_seed_hash: hashServerSeed(serverSeed),
          client_seed: retired.client_seed,
          created_at: clock.now(),
        };
        await repo.insertSeedIfNoneActive(tx, next, owner);
        const active = await repo.findActiveSeed(tx, owner);
        if (!active) throw new Error('the new server seed was not committed');
        return {
          revealed: {
            serverSeed: retired.server_seed,
            serverSeedHash: retired.server_seed_hash,
            clientSeed: retired.client_seed,
            roundsPlayed: retired.next_nonce,
          },
          next: stateOf(active),
        };
      });
    } catch (error) {
      if (!(error instanceof SeedHasOpenDecisions)) throw error;
    }
  }
  // A player starting picks faster than rotations can settle them: let them try again.
  throw new ApiError(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: 1 });
}

/** A concurrent rotation retired the seed first: retire the one it committed (0 rounds so far). */
async function retireFresh(tx: DbOrTx, clock: Clock, owner: repo.SeedOwner): Promise<StudioSeedRow> {
  await activeSeed(tx, clock, owner);
  const retired = await repo.retireSeed(tx, owner, clock.now());
  if (!retired) throw new Error('no server seed to rotate');
  return retired;
}
