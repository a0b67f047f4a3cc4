import { hash } from 'node:crypto';
import pg from 'pg';

/** The captcha's alphabet and length (apps/server/src/modules/captcha/captcha.image.ts). */
const ALPHABET = 'ACDEFHJKLMNPRTUVWXY347';
const LENGTH = 5;

/**
 * The newcomer walk runs against the production server, which has no captcha test answer. The test
 * reads the challenge's stored hash (sha256 of `challengeId:ANSWER`) from the database, as only someone
 * with database access can, and tries the 22^5 ≈ 5.2 million answers: a few seconds. Nothing in the
 * server is weakened for it.
 */
export async function solveCaptcha(databaseUrl: string, challengeId: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let stored: string | undefined;
  try {
    const result = await client.query<{ answer_hash: string }>(
      'select answer_hash from captcha_challenges where challenge_id = $1',
      [challengeId],
    );
    stored = result.rows[0]?.answer_hash;
  } finally {
    await client.end();
  }
  if (!stored) throw new Error(`no captcha challenge ${challengeId}`);
  const chars = [...ALPHABET];
  const index = new Array<number>(LENGTH).fill(0);
  for (;;) {
    const answer = index.map((i) => chars[i]).join('');
    if (hash('sha256', `${challengeId}:${answer}`) === stored) return answer;
    let position = LENGTH - 1;
    while (position >= 0 && ++index[position]! === chars.length) index[position--] = 0;
    if (position < 0) throw new Error('no answer matched the stored hash');
  }
}
