import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { STUDIO_GAMES, mathsVersion } from '@casino/studio';
import {
  featuresOf,
  missingFeatures,
  type RoundRecord,
} from '../apps/server/scripts/verifier-corpus/features.ts';

/**
 * Issue 32: the reference verifier in Python (tools/verifier-py) over the committed sample of the
 * corpus (one round of each title per mechanic, recorded through the server by
 * apps/server/scripts/verifier-corpus.ts). The full ≥ 2,000-round corpus runs in CI (`npm run
 * verify:corpus`); this is the fast check that the verifier and the sample still agree, and that the
 * verifier fails a tampered round.
 */
const root = path.resolve(import.meta.dirname, '..');
const VERIFY = path.join(root, 'tools/verifier-py/verify.py');
const SAMPLE = path.join(root, 'tools/verifier-py/corpus/sample.json.gz');

interface Corpus {
  maths: { games: Record<string, { mathsVersion: string; document: unknown }> };
  rounds: (RoundRecord & { outcome: { details: Record<string, unknown> } })[];
}
const sample = (): Corpus => JSON.parse(gunzipSync(readFileSync(SAMPLE)).toString('utf8')) as Corpus;

function verify(corpus: Corpus) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'verifier-py-')), 'corpus.json');
  writeFileSync(file, JSON.stringify(corpus));
  return spawnSync('python3', [VERIFY, file], { encoding: 'utf8' });
}

describe('the Python reference verifier', () => {
  it('recomputes every round of the sample (every title) with 0 mismatches', () => {
    const out = execFileSync('python3', [VERIFY, SAMPLE], { encoding: 'utf8' });
    expect(out).toMatch(/ of 29 games .* 0 mismatches/);
  });

  it('fails (exit 1, the field named) when one field of one round is changed', () => {
    const corpus = sample();
    const round = corpus.rounds.find((r) => r.gameCode === 'EVO_LIVE_JAPANESE_ROULETTE')!;
    round.outcome.details.pocket = ((round.outcome.details.pocket as number) + 1) % 37;
    const res = verify(corpus);
    expect(res.status).toBe(1);
    expect(res.stdout).toContain('outcome.details.pocket');
  });

  it("the sample's maths is today's: each title's document is the one its current version names", () => {
    const games = sample().maths.games;
    // Stale after a maths change: regenerate it (tools/verifier-py/README.md) and the docs' examples.
    for (const code of Object.keys(STUDIO_GAMES))
      expect(games[code]?.mathsVersion, `${code}: regenerate the sample`).toBe(mathsVersion(code));
  });

  it('the sample covers every mechanic of every title; the corpus check names one that is missing', () => {
    const rounds = sample().rounds;
    const codes = Object.keys(STUDIO_GAMES);
    expect(missingFeatures(rounds, codes)).toEqual([]);
    const withoutGrand = rounds.filter(
      (r) => !(r.gameCode === 'WNF_DREAMS_OF_GOLD' && featuresOf(r).includes('grand')),
    );
    expect(missingFeatures(withoutGrand, codes)).toEqual(['WNF_DREAMS_OF_GOLD: grand']);
  });
});
