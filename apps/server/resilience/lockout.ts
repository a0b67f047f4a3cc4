import { createDatabase } from '../src/db/create-database.ts';
import { PASSWORD, uniqueUser } from './players.ts';
import { check, checkEqual, noServerError } from './stats.ts';

/**
 * The sign-in lockout over three processes on one PostgreSQL (issue 24, holes 1 and 2), for players and
 * operators: 100 concurrent wrong guesses for one e-mail from 100 addresses get at most 5 judged (the
 * rest answer USER_LOCKED_OUT); the right password at position 25 of 30 concurrent tries is refused in
 * 20 of 20 bursts; 5 × 30 concurrent sign-ins mixing right and wrong passwords answer no 5xx.
 */
export const LOCKOUT_OPERATOR = { email: 'lockout.admin@casino.test', password: 'lockout-admin-password' };
const SIGNIN = { player: '/api/auth/signin', operator: '/api/operator/auth/signin' } as const;
type Kind = keyof typeof SIGNIN;
const BURSTS = 20;
const MAX_JUDGED = 5;

let burstNo = 0;

/** Concurrent sign-ins for one e-mail, round-robin over the processes, each from its own address. */
async function burst(bases: string[], kind: Kind, email: string, passwords: string[]) {
  burstNo += 1;
  const answers = await Promise.all(
    passwords.map(async (password, i) => {
      const res = await fetch(`${bases[i % bases.length]}${SIGNIN[kind]}`, {
        method: 'POST',
        headers: {
          channel: 'WEB',
          'content-type': 'application/json',
          'x-forwarded-for': `10.${burstNo % 250}.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        },
        body: JSON.stringify({ email, password }),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      noServerError(res.status, `a concurrent ${kind} sign-in`);
      if (res.status === 200) return 'OK';
      return (JSON.parse(text) as { error?: { code?: string } }).error?.code ?? String(res.status);
    }),
  );
  return answers;
}

const wrong = (n: number) => Array.from({ length: n }, (_, i) => `wrong-guess-${i}`);
const judgedOf = (answers: string[]) => answers.filter((a) => a !== 'USER_LOCKED_OUT').length;

export async function lockoutAcrossProcesses(bases: string[], databaseUrl: string, playerEmail: string) {
  const db = createDatabase({ kind: 'postgres', url: databaseUrl });
  // Between bursts the lock is lifted as an operator's unlock or the end of the lock would.
  const unlock = () => db.deleteFrom('login_throttles').execute();
  const accounts: Record<Kind, { email: string; password: string }> = {
    player: { email: playerEmail, password: PASSWORD },
    operator: LOCKOUT_OPERATOR,
  };
  const notes: string[] = [];
  const started = Date.now();
  try {
    for (const kind of ['player', 'operator'] as const) {
      const { email, password } = accounts[kind];
      for (const target of [email, uniqueUser().email]) {
        await unlock();
        const answers = await burst(bases, kind, target, wrong(100));
        const judged = judgedOf(answers);
        check(
          judged <= MAX_JUDGED &&
            answers.every((a) => a === 'USER_LOCKED_OUT' || a === 'INVALID_USER_OR_EMAIL'),
          `${kind}: 100 concurrent wrong guesses over 3 processes: ${judged} judged (at most ${MAX_JUDGED})`,
        );
        notes.push(`${kind}${target === email ? '' : ' (unknown address)'} 100 guesses → ${judged} judged`);
      }
      let refused = 0;
      let maxJudged = 0;
      for (let b = 0; b < BURSTS; b++) {
        await unlock();
        const tries = wrong(30);
        tries[24] = password;
        const answers = await burst(bases, kind, email, tries);
        if (answers[24] === 'USER_LOCKED_OUT') refused += 1;
        maxJudged = Math.max(maxJudged, judgedOf(answers));
      }
      checkEqual(refused, BURSTS, `${kind}: bursts in which the right password at 25 of 30 was refused`);
      check(maxJudged <= MAX_JUDGED, `${kind}: ${maxJudged} guesses judged in one burst of 30`);
      let mixed = 0;
      for (let b = 0; b < 5; b++) {
        await unlock();
        const tries = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? password : `wrong-${i}`));
        mixed += (await burst(bases, kind, email, tries)).length;
      }
      notes.push(
        `${kind} right password refused in ${refused}/${BURSTS} bursts, ${mixed} mixed sign-ins 0 × 5xx`,
      );
    }
    await unlock();
  } finally {
    await db.destroy();
  }
  return `${notes.join('; ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`;
}
