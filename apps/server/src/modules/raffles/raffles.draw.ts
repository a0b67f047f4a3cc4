import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { drawRaffle, ticketListHash, ticketRanges } from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { AccountsService } from '../auth/auth.service.ts';
import type { ApprovalsService } from '../approvals/approvals.service.ts';
import type { AuditService } from '../operator/operator.audit.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { cancelledUnapproved, raffleSubject } from './raffles.approval.ts';
import { sha256Hex } from '../../hash.ts';
import { parseJson, parsePrizes } from './raffles.mapper.ts';
import * as repo from './raffles.repository.ts';
import * as entryRepo from './raffles.entries.repository.ts';
import type { StoredTicketRange } from './raffles.table.ts';
import type { RandomnessBeacon } from './raffles.beacon.ts';

export interface RaffleDrawDeps {
  db: Db;
  clock: Clock;
  wallet: Pick<WalletService, 'credit'>;
  accounts: Pick<AccountsService, 'get'>;
  log: FastifyBaseLogger;
  /** The approval gate (raffles.approval.ts): only approved prizes are drawn and paid. */
  approvals: Pick<ApprovalsService, 'verdict'>;
  audit: Pick<AuditService, 'record'>;
  /** Told after a draw's winners are committed (the live streams' hint). */
  onDrawn?: (raffleId: string) => void;
  /** The randomness beacon of scheme-2 draws (raffles.beacon.ts). */
  beacon: RandomnessBeacon;
  /**
   * Told of each prize after its ledger credit and before the winner is marked paid (the inbox's
   * message): a failure leaves the winner unpaid, and the next run replays the credit and tells again.
   */
  onPrizePaid?: (prize: PaidPrize) => Promise<void>;
  /**
   * The extra tickets of a player's VIP tier, in percent of their tickets (issue 30; progression's
   * tierBenefits, given by wiring), added when the list is frozen at the close. Default: none.
   */
  extraTicketsPercentOf?: (accountId: string) => Promise<number>;
}

/** A raffle prize that was credited: who, which raffle and place, how much, the raffle's names. */
export interface PaidPrize {
  accountId: string;
  raffleId: number;
  place: number;
  prize: number;
  names: { ja?: string; en?: string; ref: string };
}

export interface DrawRunResult {
  started: number;
  closed: number;
  drawn: number;
  paid: number;
}

/** A paid winner as the inbox is told of it: the raffle's names in ja (or its default) and en. */
async function paidPrize(
  db: Db,
  w: {
    raffle_id: number;
    place: number;
    account_id: string;
    prize: number | string | bigint;
    raffle_ref: string;
  },
): Promise<PaidPrize> {
  const rows = await repo.translationsOf(db, [Number(w.raffle_id)]);
  const titles = new Map(rows.map((t) => [t.language_code, t.title]));
  return {
    accountId: w.account_id,
    raffleId: Number(w.raffle_id),
    place: w.place,
    prize: Number(w.prize),
    names: { ja: titles.get('ja') ?? titles.get('default'), en: titles.get('en'), ref: w.raffle_ref },
  };
}

/** A fresh secret server seed and its public commitment. */
export function newServerSeed(): { seed: string; hash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, hash: sha256Hex(seed) };
}

/** The draw-scheme-2 beacon round of a raffle whose ticket list closes at `endAt` (docs/raffles.md). */
export function beaconRoundFor(beacon: RandomnessBeacon, endAt: Date) {
  const round = beacon.roundAfter(endAt);
  return {
    draw_scheme: 2,
    beacon_id: beacon.id,
    beacon_round: round,
    beacon_round_at: beacon.roundTime(round),
  };
}

/**
 * What a new raffle commits to when it is created (scheme 2): the hash of a fresh secret seed, and the
 * beacon round its draw will mix in — the first one published strictly after the ticket list closes.
 */
export function newDrawCommitment(beacon: RandomnessBeacon, endAt: Date) {
  const { seed, hash } = newServerSeed();
  return { server_seed: seed, server_seed_hash: hash, ...beaconRoundFor(beacon, endAt) };
}

/**
 * The value the draw mixes in: none for scheme 1; for scheme 2 the beacon round's value, or null while
 * the round is not out — then the draw does not run (the job tries again on its next pass).
 */
async function beaconValueFor(
  beacon: RandomnessBeacon,
  db: Db,
  raffle: { draw_scheme: number; beacon_id: string | null; beacon_round: unknown },
  now: Date,
): Promise<{ value: string | undefined } | null> {
  if (raffle.draw_scheme === 1) return { value: undefined };
  if (raffle.beacon_id !== beacon.id)
    throw new Error(`raffle beacon ${raffle.beacon_id} is not ${beacon.id}`);
  const value = await beacon.value(db, Number(raffle.beacon_round), now);
  return value === null ? null : { value };
}

/** The name a ticket range shows: the display name, or a dash for a deleted account. */
/** Tickets with a VIP tier's extra percent added, rounded down to whole tickets. */
export function withExtra(tickets: number, extraPct: number): number {
  return tickets + Math.floor((tickets * extraPct) / 100);
}

/**
 * Per entrant, read before the close's transaction: the public name, and the VIP tier's extra ticket
 * percent as the tier stands at the close.
 */
async function entrantFacts(
  deps: Pick<RaffleDrawDeps, 'accounts' | 'extraTicketsPercentOf'>,
  entries: readonly { entrant_ref: string; account_id: string }[],
) {
  const names = new Map<string, string>();
  const extraPct = new Map<string, number>();
  for (const e of entries) {
    names.set(e.entrant_ref, await publicName(deps.accounts, e.account_id));
    extraPct.set(e.entrant_ref, (await deps.extraTicketsPercentOf?.(e.account_id)) ?? 0);
  }
  return { names, extraPct };
}

async function publicName(accounts: RaffleDrawDeps['accounts'], accountId: string): Promise<string> {
  const account = await accounts.get(accountId);
  return account && !account.deleted ? account.displayName : '—';
}

/**
 * The raffle life the scheduled job drives (docs/decisions/011). Every step is a conditional update
 * of the raffle's status, so a second process, a retry or a catch-up after downtime does nothing twice:
 * - start: SCHEDULED → RUNNING once the period began (display only; play counts by time);
 * - close: the period ended → the ticket list is frozen, T and N published (status CLOSED); prizes not
 *   approved (issue 24) → CANCELLED instead, nothing is ever paid;
 * - draw: raffleDrawDate passed → winners computed from the frozen list and the seed, written with
 *   the COMPLETED status in one transaction (the seed is public from then on);
 * - pay: every winner row without a ledger row gets its prize through wallet.credit, whose idempotency
 *   key is per raffle and place (a crash between draw and payment is paid by the next run).
 */
export function createRaffleDrawer(deps: RaffleDrawDeps) {
  const { db, clock, wallet, log, approvals, audit } = deps;

  async function close(raffleId: number, now: Date): Promise<boolean> {
    // Names first, outside the transaction (the accounts service uses its own connection; PGlite has one).
    const { names, extraPct } = await entrantFacts(deps, await entryRepo.entriesOf(db, raffleId));
    return db.transaction().execute(async (tx) => {
      const raffle = await repo.lockRaffle(tx, raffleId);
      if (!raffle || (raffle.status !== 'SCHEDULED' && raffle.status !== 'RUNNING') || raffle.end_at > now)
        return false;
      if (await cancelledUnapproved({ approvals, audit }, tx, raffle, now)) return false;
      const entries = await entryRepo.entriesOf(tx, raffleId);
      // Tickets earned by play, plus the tier's extra (rounded down). An entry that appeared after the
      // names were read gets none: play counts by time and the period is over.
      const ranges = ticketRanges(
        entries.map((e) => ({
          entrantRef: e.entrant_ref,
          tickets: withExtra(Number(e.tickets), extraPct.get(e.entrant_ref) ?? 0),
        })),
      );
      const stored: StoredTicketRange[] = ranges.map((r) => ({
        ...r,
        displayName: names.get(r.entrantRef) ?? '—',
      }));
      const count = ranges.reduce((sum, r) => sum + r.tickets, 0);
      const hash = await ticketListHash(ranges);
      return repo.freezeTickets(tx, raffleId, { ranges: stored, hash, count, at: now });
    });
  }

  async function draw(raffleId: number, now: Date): Promise<boolean> {
    const raffle = await repo.findRaffle(db, raffleId);
    if (!raffle || raffle.status !== 'CLOSED' || raffle.draw_at > now || !raffle.ticket_list_hash)
      return false;
    const prizes = parsePrizes(raffle.prizes);
    // Closed with approved prizes, which cannot change after the start; checked again all the same.
    const subject = raffleSubject(raffleId, raffle.raffle_ref, prizes);
    if ((await approvals.verdict(db, subject.kind, subject.subjectId, subject.terms)) !== 'APPROVED')
      return false;
    // Scheme 2: not before the beacon round fixed at creation is out (it is later than the close).
    const beaconValue = await beaconValueFor(deps.beacon, db, raffle, now);
    if (!beaconValue) return false;
    const ranges = parseJson<StoredTicketRange[]>(raffle.ticket_list ?? []);
    const places = await drawRaffle({
      raffleId,
      serverSeed: raffle.server_seed,
      ticketListHash: raffle.ticket_list_hash,
      ranges,
      places: prizes.length,
      beaconValue: beaconValue.value,
    });
    const accountOf = new Map(
      (await entryRepo.entriesOf(db, raffleId)).map((e) => [e.entrant_ref, e.account_id]),
    );
    const drawn = await db.transaction().execute(async (tx) => {
      const done = await repo.updateRaffle(
        tx,
        raffleId,
        { status: 'COMPLETED', drawn_at: now, updated_at: now, beacon_value: beaconValue.value ?? null },
        ['CLOSED'],
      );
      if (!done) return false; // another process drew it
      await repo.insertWinners(
        tx,
        places.map((p) => {
          const accountId = accountOf.get(p.entrantRef);
          if (!accountId) throw new Error(`raffle ${raffleId}: entrant ${p.entrantRef} has no entry`);
          return { raffleId, ...p, accountId, prize: prizes[p.place - 1]! };
        }),
      );
      return true;
    });
    if (drawn) deps.onDrawn?.(String(raffleId));
    return drawn;
  }

  async function pay(now: Date): Promise<number> {
    let paid = 0;
    for (const w of await repo.unpaidWinners(db)) {
      const result = await wallet.credit({
        accountId: w.account_id,
        type: 'RAFFLE_PRIZE',
        amount: Number(w.prize),
        reason: `raffle ${w.raffle_ref} place ${w.place}`,
        actor: 'raffles',
        key: `${w.raffle_id}:${w.place}`,
      });
      if (deps.onPrizePaid) await deps.onPrizePaid(await paidPrize(db, w));
      await repo.markPaid(db, w.raffle_id, w.place, result.transactionId, now);
      paid++;
    }
    return paid;
  }

  return {
    close,
    draw,
    pay,
    /** One pass over everything due (the job; tests). */
    async runDue(): Promise<DrawRunResult> {
      const now = clock.now();
      const result: DrawRunResult = { started: 0, closed: 0, drawn: 0, paid: 0 };
      for (const { raffle_id } of await repo.dueToStart(db, now)) {
        if (await repo.updateRaffle(db, raffle_id, { status: 'RUNNING', updated_at: now }, ['SCHEDULED']))
          result.started++;
      }
      for (const { raffle_id } of await repo.dueToClose(db, now))
        if (await close(raffle_id, now)) result.closed++;
      for (const { raffle_id } of await repo.dueToDraw(db, now)) {
        try {
          if (await draw(raffle_id, now)) result.drawn++;
        } catch (error) {
          log.error({ err: error, raffleId: raffle_id }, 'raffle draw failed');
        }
      }
      result.paid = await pay(now);
      return result;
    },
  };
}

export type RaffleDrawer = ReturnType<typeof createRaffleDrawer>;
