import {
  prizeTableSchema,
  tournamentInputSchema,
  type OperatorTournament,
  type PrizeTier,
  type TournamentInput,
} from '@casino/contract';

/** The form's values: everything as the inputs hold it (strings), turned into the contract's input on save. */
export interface TournamentFormValues {
  tournamentRef: string;
  start: string;
  end: string;
  games: string[];
  scoringRule: TournamentInput['rules']['scoringRule'];
  coinsPerPoint: string;
  minBet: string;
  recurrence: TournamentInput['recurrence'];
  prizes: string;
  titleJa: string;
  descriptionJa: string;
  termsJa: string;
  titleEn: string;
  descriptionEn: string;
  termsEn: string;
}

/** `<input type="datetime-local">` holds local time without a zone. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function prizesToText(tiers: readonly PrizeTier[]): string {
  return tiers
    .map((t) => `${t.fromRank === t.toRank ? t.fromRank : `${t.fromRank}-${t.toRank}`}=${t.amount}`)
    .join('\n');
}

/** "1=50000" / "2-10=5000", one per line; null when a line does not read. */
export function textToPrizes(text: string): PrizeTier[] | null {
  const tiers: PrizeTier[] = [];
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const match = /^(\d+)(?:\s*-\s*(\d+))?\s*=\s*(\d+)$/.exec(line);
    if (!match) return null;
    tiers.push({
      fromRank: Number(match[1]),
      toRank: Number(match[2] ?? match[1]),
      amount: Number(match[3]),
    });
  }
  return prizeTableSchema.safeParse(tiers).success ? tiers : null;
}

export function emptyForm(now: Date): TournamentFormValues {
  const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
  return {
    tournamentRef: '',
    start: toLocalInput(start.toISOString()),
    end: toLocalInput(new Date(start.getTime() + 24 * 3_600_000).toISOString()),
    games: [],
    scoringRule: 'COINS_WON',
    coinsPerPoint: '1000',
    minBet: '10',
    recurrence: 'NONE',
    prizes: '1=50000\n2=20000\n3-10=5000',
    titleJa: '',
    descriptionJa: '',
    termsJa: '',
    titleEn: '',
    descriptionEn: '',
    termsEn: '',
  };
}

export function formOf(t: OperatorTournament): TournamentFormValues {
  const text = (lang: string) => t.meta.translations.find((x) => x.languageCode === lang);
  return {
    tournamentRef: t.meta.tournamentRef,
    start: toLocalInput(t.meta.startDateUtc),
    end: toLocalInput(t.meta.endDateUtc),
    games: t.meta.games.map((g) => g.gameCode),
    scoringRule: t.rules.scoringRule,
    coinsPerPoint: String(t.rules.coinsPerPoint),
    minBet: String(t.rules.minBet),
    recurrence: t.recurrence,
    prizes: prizesToText(t.prizes),
    titleJa: text('ja')?.title ?? '',
    descriptionJa: text('ja')?.description ?? '',
    termsJa: text('ja')?.termsAndConditions ?? '',
    titleEn: text('en')?.title ?? '',
    descriptionEn: text('en')?.description ?? '',
    termsEn: text('en')?.termsAndConditions ?? '',
  };
}

/** The contract's input, or the names of the fields that are not valid. */
export function toInput(values: TournamentFormValues): { input: TournamentInput } | { invalid: string[] } {
  const prizes = textToPrizes(values.prizes);
  const startMs = Date.parse(values.start);
  const endMs = Date.parse(values.end);
  const candidate = {
    tournamentRef: values.tournamentRef.trim(),
    startDateUtc: Number.isNaN(startMs) ? '' : new Date(startMs).toISOString(),
    endDateUtc: Number.isNaN(endMs) ? '' : new Date(endMs).toISOString(),
    games: values.games,
    translations: [
      {
        languageCode: 'ja',
        languageDisplayName: '日本語',
        title: values.titleJa.trim(),
        description: values.descriptionJa,
        termsAndConditions: values.termsJa,
      },
      {
        languageCode: 'en',
        languageDisplayName: 'English',
        title: values.titleEn.trim(),
        description: values.descriptionEn,
        termsAndConditions: values.termsEn,
      },
    ],
    rules: {
      scoringRule: values.scoringRule,
      coinsPerPoint: Number(values.coinsPerPoint),
      minBet: Number(values.minBet),
    },
    prizes: prizes ?? [],
    recurrence: values.recurrence,
  };
  const parsed = tournamentInputSchema.safeParse(candidate);
  if (parsed.success && prizes) return { input: parsed.data };
  const invalid = new Set<string>(prizes ? [] : ['prizes']);
  for (const issue of parsed.success ? [] : parsed.error.issues)
    invalid.add(issue.path.map(String).join('.'));
  return { invalid: [...invalid] };
}
