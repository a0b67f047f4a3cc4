import { performance } from 'node:perf_hooks';
import { outboxResponseSchema } from '@casino/contract';
import { manualClock, suiteApp, type App } from './env.ts';
import { PASSWORD, signUp, uniqueUser } from './players.ts';
import { check, checkEqual, stats } from './stats.ts';

/**
 * Abuse limits (issue 17), with the real limits (RATE_LIMIT_MULTIPLIER 1; each check from its own
 * address through X-Forwarded-For): credential stuffing, OTP and reset-code brute force, SMS and
 * e-mail spam, and user enumeration by answer and by timing.
 */
let ipCounter = 1;
const newIp = () => `203.0.113.${ipCounter++}`;

function post(app: App, url: string, payload: unknown, ip: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { channel: 'WEB', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });
}

/** How many calls pass before the first 429 (at most `limit`). */
async function allowedBefore429(call: (i: number) => Promise<{ statusCode: number }>, limit = 100) {
  for (let i = 0; i < limit; i++) if ((await call(i)).statusCode === 429) return i;
  return limit;
}

function limit(actual: number, expected: number, what: string) {
  checkEqual(actual, expected, what);
  stats.limitsVerified += 1;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type Victim = Awaited<ReturnType<typeof signUp>>;

/** Credential stuffing from one address, one account from many addresses, and reset-code guessing. */
async function credentialAttacks(app: App, victims: Victim[]) {
  // Credential stuffing: one address, many accounts → 30 tries per 15 minutes.
  const stuffer = newIp();
  limit(
    await allowedBefore429((i) =>
      post(app, '/auth/signin', { email: `${i}${victims[i % 6]!.email}`, password: 'guess' }, stuffer),
    ),
    30,
    'sign-in tries from one address across accounts',
  );
  // One account from many addresses → locked after 5 failures (the right password no longer works).
  const target = victims[0]!;
  for (let i = 0; i < 5; i++)
    await post(app, '/auth/signin', { email: target.email, password: `wrong-${i}` }, newIp());
  const locked = await post(app, '/auth/signin', { email: target.email, password: PASSWORD }, newIp());
  checkEqual(
    locked.json().error?.code,
    'USER_LOCKED_OUT',
    'the right password after 5 failures from 5 addresses',
  );
  stats.limitsVerified += 1;
  // Reset codes: 10 tries per address per 15 minutes (tokens are 256-bit anyway).
  const resetter = newIp();
  limit(
    await allowedBefore429((i) =>
      post(
        app,
        '/auth/reset-password',
        {
          email: target.email,
          token: `t${i}`.padEnd(43, 'x'),
          password: 'new-pass-1',
          confirmPassword: 'new-pass-1',
        },
        resetter,
      ),
    ),
    10,
    'reset-password tries per address',
  );
}

/** OTP brute force: 5 wrong codes kill the code; 20 verifications an hour per account. */
async function otpAttacks(app: App, otpPlayer: Victim) {
  const cookie = await otpPlayer.cookie();
  const phoneNumber = '+8190' + String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const ip = newIp();
  checkEqual(
    (await post(app, '/auth/RequestOtpSms', { phoneNumber, messageText: 'x {code}' }, ip, cookie)).statusCode,
    200,
    'an OTP request',
  );
  const outbox = await app.inject({
    url: `/api/dev/outbox?to=${encodeURIComponent(phoneNumber)}`,
    headers: { channel: 'WEB' },
  });
  const code = /\d{6}/.exec(outboxResponseSchema.parse(outbox.json())[0]?.text ?? '')?.[0] ?? '';
  check(code.length === 6, 'the OTP reached the outbox');
  for (let i = 0; i < 5; i++) {
    const wrong = String((Number(code) + 1 + i) % 1e6).padStart(6, '0');
    await post(app, '/auth/VerifyOTP', { phoneNumber, token: wrong }, ip, cookie);
  }
  const late = await post(app, '/auth/VerifyOTP', { phoneNumber, token: code }, ip, cookie);
  checkEqual(late.statusCode, 400, 'the right OTP after 5 wrong ones');
  stats.limitsVerified += 1;
  limit(
    await allowedBefore429(() => post(app, '/auth/VerifyOTP', { phoneNumber, token: '000000' }, ip, cookie)),
    20 - 6,
    'OTP verifications per account an hour (20, 6 used)',
  );
}

/** Mail and SMS spam to one address or number, whoever asks. */
async function messageSpam(app: App, victims: Victim[]) {
  // Mail spam: 3 reset mails per address an hour, whoever asks; SMS: 3 per number an hour.
  const mailTarget = victims[2]!.email;
  limit(
    await allowedBefore429(() =>
      post(app, '/auth/forgot-password', { email: mailTarget, languageCode: 'ja' }, newIp()),
    ),
    3,
    'reset mails to one address an hour',
  );
  const smsTarget = '+8180' + String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  let smsSent = 0;
  for (const v of victims.slice(2, 6)) {
    const r = await post(
      app,
      '/auth/RequestOtpSms',
      { phoneNumber: smsTarget, messageText: 'x {code}' },
      newIp(),
      await v.cookie(),
    );
    if (r.statusCode === 200) smsSent += 1;
  }
  limit(smsSent, 3, 'SMS to one number from 4 accounts on 4 addresses');
}

/** Enumeration by answer and by timing; returns the timing medians for the summary. */
async function enumeration(app: App, victims: Victim[], clock: ReturnType<typeof manualClock>) {
  // Enumeration by answer: the same status and body for a known and an unknown address.
  const unknown = uniqueUser().email;
  const known = victims[3]!.email;
  const [fk, fu] = [
    await post(app, '/auth/forgot-password', { email: known, languageCode: 'ja' }, newIp()),
    await post(app, '/auth/forgot-password', { email: unknown, languageCode: 'ja' }, newIp()),
  ];
  checkEqual(
    [fk.statusCode, fk.body],
    [fu.statusCode, fu.body],
    'forgot-password for a known and an unknown address',
  );
  const [sk, su] = [
    await post(app, '/auth/signin', { email: known, password: 'wrong-pass' }, newIp()),
    await post(app, '/auth/signin', { email: unknown, password: 'wrong-pass' }, newIp()),
  ];
  checkEqual(
    [sk.statusCode, sk.body],
    [su.statusCode, su.body],
    'sign-in with a wrong password and with an unknown address',
  );
  // …and by timing: medians within 10 % (interleaved, each from a fresh address, 25 each).
  const times = { known: [] as number[], unknown: [] as number[] };
  const timingVictim = await signUp(app, { 'x-forwarded-for': newIp() });
  for (let i = 0; i < 25; i++) {
    for (const kind of ['known', 'unknown'] as const) {
      const email = kind === 'known' ? timingVictim.email : `${i}${unknown}`;
      const t0 = performance.now();
      await post(app, '/auth/signin', { email, password: `wrong-${i % 4}` }, newIp());
      times[kind].push(performance.now() - t0);
    }
    if (i % 4 === 3) clock.advance(16 * 60_000); // the 5-failure lockout must not answer instead
  }
  const [mk, mu] = [median(times.known), median(times.unknown)];
  check(
    Math.abs(mk - mu) / Math.max(mk, mu) < 0.1,
    `sign-in timing: known ${mk.toFixed(1)} ms vs unknown ${mu.toFixed(1)} ms (more than 10 % apart)`,
  );
  // IsEmailUsernameUnique must answer (SPEC), and is rate-limited: 20 per address per 10 minutes.
  const asker = newIp();
  limit(
    await allowedBefore429((i) =>
      post(app, '/auth/IsEmailUsernameUnique', { email: `${i}${unknown}`, displayName: `u${i}x` }, asker),
    ),
    20,
    'IsEmailUsernameUnique per address',
  );
  return `sign-in timing known ${mk.toFixed(1)} ms / unknown ${mu.toFixed(1)} ms`;
}

export async function abusePart(): Promise<string> {
  const clock = manualClock();
  const suite = await suiteApp({ TRUST_PROXY: 'true', RATE_LIMIT_MULTIPLIER: '1' }, { clock });
  try {
    const { app } = suite;
    // Accounts to attack, each signed up from its own address (sign-up: 10 per address an hour).
    const victims: Victim[] = [];
    for (let i = 0; i < 6; i++) victims.push(await signUp(app, { 'x-forwarded-for': newIp() }));
    await credentialAttacks(app, victims);
    await otpAttacks(app, victims[1]!);
    await messageSpam(app, victims);
    const timing = await enumeration(app, victims, clock);
    return `${stats.limitsVerified} limits; ${timing}`;
  } finally {
    await suite.close();
  }
}
