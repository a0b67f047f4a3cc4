import type { RaffleInput } from '@casino/contract';
import { AUTH_ENV } from '../auth-helpers.ts';
import type { App } from '../helper.ts';
import { operatorSignin } from '../operator-helpers.ts';

/** What the raffle suites share: an operator who manages raffles, and a raffle of the next hour. */
export const HOUR = 3_600_000;
const ADMIN_PASSWORD = 'raffle-admin-password';

/** The app's env for a raffle suite: its first operator (by e-mail) and a signup bonus to bet with. */
export function raffleSuiteEnv(adminEmail: string): Record<string, string> {
  return {
    ...AUTH_ENV,
    WALLET_SIGNUP_BONUS: '5000',
    OPERATOR_EMAIL: adminEmail,
    OPERATOR_PASSWORD: ADMIN_PASSWORD,
  };
}

/** Signs the suite's operator in (again: a moved clock ends operator sessions). */
export async function raffleAdmin(app: App, adminEmail: string) {
  await app.operators.ensureFirstOperator();
  return operatorSignin(app, adminEmail, ADMIN_PASSWORD);
}

/** A raffle open from `now` for an hour on WNF_AZTEC_X, drawn at its close. */
export function raffleInput(now: Date, overrides: Partial<RaffleInput> = {}): RaffleInput {
  const at = now.getTime();
  return {
    tournamentRef: 'spring-raffle',
    startDateUtc: new Date(at).toISOString(),
    endDateUtc: new Date(at + HOUR).toISOString(),
    raffleDrawDate: new Date(at + HOUR).toISOString(),
    wagerPerEntry: 100,
    prizes: [200, 500],
    gameCodes: ['WNF_AZTEC_X'],
    translations: [
      { languageCode: 'ja', title: '春のラッフル', description: '説明', termsAndConditions: '規約' },
      { languageCode: 'en', title: 'Spring raffle', description: 'About', termsAndConditions: 'Terms' },
    ],
    bannerFileName: 'spring.svg',
    ...overrides,
  };
}
