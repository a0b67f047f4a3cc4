import {
  LANGUAGES,
  raffleResultsPagePath,
  type CompetitionStatus,
  type CompetitionTranslation,
  type RaffleMeta,
} from '@casino/contract';
import { sha256Hex } from '../../hash.ts';
import { toNumber } from './raffles.repository.ts';
import type { RaffleRow, StoredTranslation } from './raffles.table.ts';

/** Rows → API objects of the raffles module (no SQL, no rules beyond the display status). */

/** The stored status, with SCHEDULED/RUNNING read from the clock (a job moves the stored one later). */
export function displayStatus(
  row: Pick<RaffleRow, 'status' | 'start_at' | 'end_at'>,
  now: Date,
): CompetitionStatus {
  if (row.status !== 'SCHEDULED' && row.status !== 'RUNNING') return row.status;
  if (now < row.start_at) return 'SCHEDULED';
  if (now < row.end_at) return 'RUNNING';
  return 'CLOSED';
}

/** Pseudonymous and stable per raffle: the public ticket list never shows account ids. */
export function entrantRefOf(raffleId: number, accountId: string): string {
  return sha256Hex(`raffle-entrant:${raffleId}:${accountId}`).slice(0, 16);
}

const LANGUAGE_NAMES = new Map<string, string>(LANGUAGES.map((l) => [l.code, l.name]));

export interface TranslationRow {
  raffle_id: number;
  language_code: string;
  title: string;
  description: string;
  terms_and_conditions: string;
}

export function toTranslation(row: TranslationRow): CompetitionTranslation {
  return {
    languageCode: row.language_code,
    languageDisplayName: LANGUAGE_NAMES.get(row.language_code) ?? row.language_code,
    title: row.title,
    description: row.description,
    termsAndConditions: row.terms_and_conditions,
  };
}

export function toStoredTranslation(t: CompetitionTranslation | StoredTranslation): StoredTranslation {
  return {
    languageCode: t.languageCode,
    title: t.title,
    description: t.description,
    termsAndConditions: t.termsAndConditions,
  };
}

export interface GameRow {
  raffle_id: number;
  game_code: string;
  is_enabled: boolean;
  game_id: number;
}

export interface MetaContext {
  brand: { accountId: number; brandRef: string };
  now: Date;
}

export function resultsLink(row: Pick<RaffleRow, 'raffle_id' | 'status'>): string | null {
  return row.status === 'COMPLETED' ? raffleResultsPagePath(row.raffle_id) : null;
}

export function toMeta(
  row: RaffleRow,
  translations: readonly TranslationRow[],
  games: readonly GameRow[],
  ctx: MetaContext,
): RaffleMeta {
  return {
    id: row.raffle_id,
    account: { accountRef: row.account_ref },
    tournamentRef: row.raffle_ref,
    startDateUtc: row.start_at.toISOString(),
    endDateUtc: row.end_at.toISOString(),
    raffleDrawDate: row.draw_at.toISOString(),
    raffleDrawResult: resultsLink(row),
    brands: [ctx.brand],
    games: games
      .filter((g) => g.raffle_id === row.raffle_id)
      .map((g) => ({
        id: g.game_id,
        gameCode: g.game_code,
        isEnabled: g.is_enabled,
        iconFileName: `${g.game_code}.png`,
      })),
    translations: translations.filter((t) => t.raffle_id === row.raffle_id).map(toTranslation),
    createdUtc: row.created_at.toISOString(),
    lastModifiedUtc: row.updated_at.toISOString(),
    tournamentStatus: displayStatus(row, ctx.now),
    baseCurrency: 'PTS',
    bannerFileName: row.banner_file_name,
    raffleType: row.raffle_type,
    wagerPerEntry: toNumber(row.wager_per_entry),
    prizes: parsePrizes(row.prizes),
    serverSeedHash: row.server_seed_hash,
  };
}

/** jsonb from pg arrives parsed; from PGlite too, but guard against a string. */
export function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export function parsePrizes(value: unknown): number[] {
  return parseJson<number[]>(value).map(Number);
}

/** Tickets and what is left for the next one. */
export function ticketProgress(wagered: number, wagerPerEntry: number) {
  return {
    numEntries: Math.floor(wagered / wagerPerEntry),
    amountLeftForNextEntry: wagerPerEntry - (wagered % wagerPerEntry),
  };
}
