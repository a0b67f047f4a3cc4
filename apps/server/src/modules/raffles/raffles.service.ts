import type {
  CurrentRaffleResponse,
  RaffleHistoryNewResponse,
  RaffleMeta,
  RafflePromoView,
  RaffleRecord,
  RaffleResults,
} from '@casino/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { AccountsService } from '../auth/auth.service.ts';
import {
  displayStatus,
  parseJson,
  parsePrizes,
  resultsLink,
  ticketProgress,
  toMeta,
  toTranslation,
  type MetaContext,
} from './raffles.mapper.ts';
import * as repo from './raffles.repository.ts';
import * as entryRepo from './raffles.entries.repository.ts';
import type { RaffleRow, StoredTicketRange } from './raffles.table.ts';

export interface RafflesServiceDeps {
  db: Db;
  clock: Clock;
  brandRef: string;
  accounts: Pick<AccountsService, 'get'>;
}

/** How many raffles the history lists (newest draw first). */
export const RAFFLE_HISTORY_LIMIT = 100;

/** Public: what anyone needs to verify a draw; each part appears when the raffle's life reveals it. */
export async function raffleResults(db: Db, clock: Clock, raffleId: number): Promise<RaffleResults> {
  const row = await repo.findRaffle(db, raffleId);
  if (!row || row.status === 'CANCELLED') throw new ApiError(404, 'NOT_FOUND');
  const translations = await repo.translationsOf(db, [raffleId]);
  const frozen = row.ticket_list ? parseJson<StoredTicketRange[]>(row.ticket_list) : null;
  const drawn = row.status === 'COMPLETED';
  const names = new Map((frozen ?? []).map((r) => [r.entrantRef, r.displayName]));
  const prizes = parsePrizes(row.prizes);
  const winners = drawn ? await repo.winnersOf(db, raffleId) : [];
  return {
    raffleId,
    tournamentRef: row.raffle_ref,
    translations: translations.map(toTranslation),
    status: displayStatus(row, clock.now()),
    raffleDrawDate: row.draw_at.toISOString(),
    prizes,
    serverSeedHash: row.server_seed_hash,
    ticketListHash: row.ticket_list_hash,
    ticketCount: row.ticket_count,
    tickets: frozen,
    serverSeed: drawn ? row.server_seed : null,
    winners: winners.map((w) => ({
      place: w.place,
      prize: Number(w.prize),
      entrantRef: w.entrant_ref,
      displayName: names.get(w.entrant_ref) ?? '—',
      ticket: w.ticket,
      attempt: w.attempt,
    })),
    drawScheme: row.draw_scheme === 2 ? 2 : 1,
    beacon:
      row.draw_scheme === 2 && row.beacon_id && row.beacon_round !== null && row.beacon_round_at
        ? {
            id: row.beacon_id,
            round: Number(row.beacon_round),
            roundTime: row.beacon_round_at.toISOString(),
            value: drawn ? row.beacon_value : null,
          }
        : null,
  };
}

/** The player-facing side of raffles: the five SPEC §7 paths and the public results. */
export function createRafflesService({ db, clock, brandRef }: RafflesServiceDeps) {
  let brand: Promise<MetaContext['brand']> | undefined;
  const brandOf = () =>
    (brand ??= repo.brandIdOf(db, brandRef).then((accountId) => ({ accountId, brandRef })));

  async function metas(rows: readonly RaffleRow[]): Promise<RaffleMeta[]> {
    const ids = rows.map((r) => r.raffle_id);
    const [translations, games] = await Promise.all([repo.translationsOf(db, ids), repo.gamesOf(db, ids)]);
    const ctx = { brand: await brandOf(), now: clock.now() };
    return rows.map((row) => toMeta(row, translations, games, ctx));
  }

  async function entryInfo(row: RaffleRow | undefined, accountId: string): Promise<CurrentRaffleResponse> {
    if (!row) return { raffleMetaData: null, numEntries: 0, wagerPerEntry: 0, amountLeftForNextEntry: 0 };
    const [meta] = await metas([row]);
    const entry = await entryRepo.findEntry(db, row.raffle_id, accountId);
    const wagerPerEntry = Number(row.wager_per_entry);
    return {
      raffleMetaData: meta!,
      wagerPerEntry,
      ...ticketProgress(entry ? Number(entry.wagered) : 0, wagerPerEntry),
    };
  }

  return {
    metas,

    async current(accountId: string): Promise<CurrentRaffleResponse> {
      return entryInfo(await repo.findCurrentRaffle(db, clock.now(), undefined), accountId);
    },

    async nextQuick(accountId: string): Promise<CurrentRaffleResponse> {
      return entryInfo(await repo.findCurrentRaffle(db, clock.now(), 'QUICK'), accountId);
    },

    async history(accountId: string): Promise<RaffleRecord[]> {
      const now = clock.now();
      const rows = await entryRepo.playerRaffles(db, accountId, RAFFLE_HISTORY_LIMIT);
      const won = new Set(
        (
          await repo.wonRaffleIds(
            db,
            accountId,
            rows.map((r) => r.raffle_id),
          )
        ).map((w) => w.raffle_id),
      );
      return rows.map((row) => ({
        raffleId: row.raffle_id,
        playerUserId: row.entrant_ref,
        dateCreated: row.entry_created_at.toISOString(),
        status: displayStatus(row, now),
        type: row.raffle_type,
        playersTicketCount: Number(row.tickets),
        playerWon: won.has(row.raffle_id),
      }));
    },

    async historyNew(accountId: string): Promise<RaffleHistoryNewResponse> {
      const rows = await entryRepo.playerRaffles(db, accountId, RAFFLE_HISTORY_LIMIT);
      const translations = await repo.translationsOf(
        db,
        rows.map((r) => r.raffle_id),
      );
      return {
        items: rows.map((row) => {
          const own = translations.filter((t) => t.raffle_id === row.raffle_id);
          // The `default` translation is the one in the site's default language (ja), else the first.
          const fallback = own.find((t) => t.language_code === 'ja') ?? own[0];
          return {
            id: row.raffle_id,
            translations: [
              ...(fallback ? [{ languageCode: 'default', title: fallback.title }] : []),
              ...own.map((t) => ({ languageCode: t.language_code, title: t.title })),
            ],
            raffleDrawDate: row.draw_at.toISOString(),
            raffleDrawResult: resultsLink(row),
          };
        }),
      };
    },

    async promotionalList(accountId: string): Promise<RafflePromoView[]> {
      const now = clock.now();
      const current = await repo.findCurrentRaffle(db, now, undefined);
      const played = await entryRepo.playerRaffles(db, accountId, 20);
      const rows = [
        ...(current ? [current] : []),
        ...played.filter((r) => r.raffle_id !== current?.raffle_id),
      ];
      const all = await metas(rows);
      const result: RafflePromoView[] = [];
      for (const meta of all) {
        const entry = await entryRepo.findEntry(db, meta.id, accountId);
        result.push({
          id: meta.id,
          tournamentRef: meta.tournamentRef,
          startDateUtc: meta.startDateUtc,
          endDateUtc: meta.endDateUtc,
          raffleDrawDate: meta.raffleDrawDate ?? meta.endDateUtc,
          raffleDrawResult: meta.raffleDrawResult,
          translations: meta.translations,
          tournamentStatus: meta.tournamentStatus,
          baseCurrency: meta.baseCurrency,
          bannerFileName: meta.bannerFileName,
          raffleType: meta.raffleType,
          externalPlayerUserReference: entry?.entrant_ref ?? '',
          raffleTicketCount: entry ? Math.floor(Number(entry.wagered) / meta.wagerPerEntry) : 0,
        });
      }
      return result;
    },

    results: (raffleId: number) => raffleResults(db, clock, raffleId),
  };
}

export type RafflesService = ReturnType<typeof createRafflesService>;
