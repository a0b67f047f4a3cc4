import type { LeaderboardResponse, TournamentView } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n.ts';
import { countdown, scoreText } from './format.ts';
import { leaderboardBody, tournamentCard, type ViewContext } from './view.ts';

const t = translator('en');
const tournament: TournamentView = {
  meta: {
    id: 7,
    account: { accountRef: 'casino-account' },
    tournamentRef: 'daily-cup-20301124',
    startDateUtc: '2030-11-23T15:00:00.000Z',
    endDateUtc: '2030-11-24T15:00:00.000Z',
    raffleDrawDate: null,
    raffleDrawResult: null,
    brands: [],
    games: [{ id: 1, gameCode: 'WNF_AZTEC_X', isEnabled: true, iconFileName: 'WNF_AZTEC_X.png' }],
    translations: [
      {
        languageCode: 'ja',
        languageDisplayName: '日本語',
        title: 'デイリー',
        description: '説明',
        termsAndConditions: '規約',
      },
      {
        languageCode: 'en',
        languageDisplayName: 'English',
        title: 'Daily Cup',
        description: 'About',
        termsAndConditions: 'Terms',
      },
    ],
    createdUtc: '2030-11-01T00:00:00.000Z',
    lastModifiedUtc: '2030-11-01T00:00:00.000Z',
    tournamentStatus: 'RUNNING',
    baseCurrency: 'PTS',
    bannerFileName: null,
  },
  rules: { scoringRule: 'COINS_WON', coinsPerPoint: 1000, minBet: 10 },
  prizes: [
    { fromRank: 1, toRank: 1, amount: 50_000 },
    { fromRank: 2, toRank: 10, amount: 5_000 },
  ],
  recurrence: 'DAILY',
  winners: [],
};
const played: string[] = [];
const ctx: ViewContext = {
  t,
  language: 'en',
  games: new Map([
    [
      'WNF_AZTEC_X',
      {
        gameId: 1,
        gameCode: 'WNF_AZTEC_X',
        title: 'Aztec X',
        translations: [{ gameId: 1, language: 'en', title: 'Aztec X' }],
        tags: ['SLOT'],
        gameType: 'SLOT',
        orientation: 'LANDSCAPE',
        isDemoAvailable: true,
        imagePath: null,
        gameStudioId: 1,
        gameStudioName: 'Studio',
      } as never,
    ],
  ]),
  onPlay: (code) => played.push(code),
};

describe('the lobby view', () => {
  it('shows the rules, prize ranges and the eligible games; choosing one reports its code', () => {
    const { card, countdown: slot, board } = tournamentCard(ctx, tournament);
    expect(card.querySelector('h3')?.textContent).toBe('Daily Cup');
    expect(card.textContent).toContain('1 point for every 1,000 coins won in a round.');
    expect([...card.querySelectorAll('.prizes tbody th')].map((th) => th.textContent)).toEqual(['1', '2–10']);
    expect(slot).not.toBeNull();
    expect(board).not.toBeNull();
    const button = card.querySelector<HTMLButtonElement>('button.game')!;
    expect(button.getAttribute('aria-label')).toBe('Play Aztec X');
    button.click();
    expect(played).toEqual(['WNF_AZTEC_X']);
  });

  it('highlights the player and lists the ranks around them below the top', () => {
    const entry = (rank: number, isMe = false) => ({
      rank,
      displayName: `p${rank}`,
      score: 100 - rank,
      isMe,
    });
    const board: LeaderboardResponse = {
      tournamentRef: 'daily-cup-20301124',
      status: 'RUNNING',
      totalPlayers: 40,
      top: [entry(1), entry(2)],
      me: { rank: 30, score: 70 },
      around: [entry(29), entry(30, true), entry(31)],
    };
    const [table, foot] = leaderboardBody(ctx, tournament, board, true) as HTMLElement[];
    const rows = [...table!.querySelectorAll('tbody tr')].map((tr) => tr.textContent);
    expect(rows).toEqual(['1p199 pt', '2p298 pt', '⋯', '29p2971 pt', '30p30 (you)70 pt', '31p3169 pt']);
    expect(table!.querySelector('tr.me')?.getAttribute('aria-current')).toBe('true');
    expect(foot!.textContent).toBe('40 players · Your rank: 30');
  });

  it('formats countdowns and scores by rule', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(countdown(t, new Date('2030-01-03T01:02:03Z'), now)).toBe('2d 01:02:03');
    expect(countdown(t, new Date('2029-12-31T00:00:00Z'), now)).toBe('00:00:00');
    expect(scoreText(t, 'en', 'BEST_MULTIPLIER', 1250)).toBe('×12.50');
    expect(scoreText(t, 'en', 'ROUNDS_PLAYED', 3)).toBe('3 rounds');
  });
});
