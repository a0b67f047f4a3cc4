import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/database.ts';

/**
 * A public randomness beacon (docs/raffles.md "The draw"): numbered rounds, each published at a known
 * time with a 32-byte value nobody knows before then. A scheme-2 raffle fixes, when it is created, the
 * first round published strictly after its ticket list closes, and its draw mixes in that round's value.
 *
 * An adapter: a real public beacon (e.g. drand's quicknet: round r at genesis + (r − 1) · period) would
 * implement this by reading its published, signed rounds. This machine and the tests have no network,
 * so the only implementation is the LOCAL STAND-IN below, which behaves the same way in time: a round's
 * value exists only from the round's time on (asked earlier, it answers "not out yet"), it is drawn from
 * the OS CSPRNG when first asked at or after that time, and it is stored in PostgreSQL with the beacon and
 * round as primary key, so every process reads the same value. Unlike a public beacon, its values are made
 * by this operator's server: it shows the timing, not independence (docs/raffles.md says what that means).
 */
export interface RandomnessBeacon {
  /** Stored with each raffle: which beacon its round belongs to. */
  readonly id: string;
  /** When round `round` (1, 2, …) is published. */
  roundTime(round: number): Date;
  /** The first round published strictly after `time`. */
  roundAfter(time: Date): number;
  /** The round's value (64 lower-case hex), or null while it is not out (`now` < its time). */
  value(db: DbOrTx, round: number, now: Date): Promise<string | null>;
}

export interface LocalBeaconOptions {
  /** When round 1 is published. */
  genesis: Date;
  periodSeconds: number;
}

/** The local stand-in's schedule: a round every 30 s from 2026-01-01T00:00:00Z (round 1). */
export const LOCAL_BEACON: LocalBeaconOptions = {
  genesis: new Date('2026-01-01T00:00:00Z'),
  periodSeconds: 30,
};

export function createLocalBeacon(options: LocalBeaconOptions = LOCAL_BEACON): RandomnessBeacon {
  const genesis = options.genesis.getTime();
  const period = options.periodSeconds * 1000;
  const roundTime = (round: number) => new Date(genesis + (round - 1) * period);
  return {
    id: `local:${options.genesis.toISOString()}/${options.periodSeconds}s`,
    roundTime,
    roundAfter(time) {
      const since = time.getTime() - genesis;
      return since < 0 ? 1 : Math.floor(since / period) + 2;
    },
    async value(db, round, now) {
      if (!Number.isSafeInteger(round) || round < 1) throw new RangeError('a beacon round is 1, 2, …');
      if (now.getTime() < roundTime(round).getTime()) return null;
      const id = this.id;
      // Written once: the first process to ask publishes; everyone (and every later ask) reads that row.
      await db
        .insertInto('randomness_beacon_rounds')
        .values({ beacon_id: id, round, value: randomBytes(32).toString('hex'), published_at: now })
        .onConflict((oc) => oc.columns(['beacon_id', 'round']).doNothing())
        .execute();
      const row = await db
        .selectFrom('randomness_beacon_rounds')
        .select('value')
        .where('beacon_id', '=', id)
        .where('round', '=', round)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
