/**
 * npm run rtp -- <gameCode>|--all [--spins N] [--seed S] [--markdown] [--jobs J]
 *
 * One line per game code: exact RTP of the reference bet, simulated RTP over N rounds (default 10^6),
 * its 95 % confidence interval (mean ± 1.96·σ/√N; σ is the exact one, marked *, where the game's return
 * distribution is walked exactly, else the sample's — src/rtp-interval.ts), hit frequency, volatility σ (per unit staked) and
 * the chi-square of the outcome stream against the designed probabilities (all channels summed).
 * Exit code 1 if the exact value falls outside the simultaneous 95 % interval of the games run, an
 * exact RTP exceeds 100 %, or a chi-square p < 0.001.
 *
 * Why simultaneous: with 29 games, each plain 95 % interval misses its true value one time in twenty,
 * so a run of --all would miss about 1.5 of them by chance alone and "every interval contains the
 * exact value" would fail on a correct engine. The check therefore uses Šidák's correction — each
 * game's interval is widened to z = Φ⁻¹(1 − (1 − 0.95^(1/k))/2), so that all k intervals together
 * hold with 95 % confidence (k = 1: the plain 1.96). The printed CI column stays the plain 95 % one,
 * and a game outside it is marked `(outside 95%)` without failing the run.
 * Slot titles: the RTP column is the title's exact RTP where its mechanics have a closed form, or for a
 * cascade title its stated simulated RTP ± its 95 % half-width (marked `sim`, from the long run of
 * scripts/tune-slots.ts; then the check allows for both runs' errors). Every slot title must lie
 * within 94–97 % (`RANGE` fails the run); table games keep their natural house edge.
 * Progressive jackpot (issue 30): the titles of DEFAULT_JACKPOT (src/jackpot-terms.ts, the pool the
 * server seeds) also pay `jackpotRtp(terms)` = share × (mustDropBy + seed) / (mustDropBy − seed) of
 * every stake (exact; the operator funds the seed). Their `jackpot` column shows that share and the
 * title's RTP including it; the 94–97 % RANGE check applies to that total. The simulation and its
 * CI check are of the title's own maths (the jackpot's draw is a separate block of the round).
 * A sample too small to judge says so instead of failing: when the line/way pays it expects to see fewer
 * than RARE_HITS times carry more of the exact RTP than its interval's half-width (heavy-tailed titles at
 * small N; only a mean too HIGH then fails, as missing rare pays can only lower it).
 * The simulation seed is fixed per game (`rtp:<gameCode>`, or `<S>:<gameCode>`), so runs are reproducible.
 * --all runs the games in J parallel worker processes (default: number of CPUs).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_JACKPOT,
  RTP_RANGE,
  STUDIO_GAMES,
  exactRtp,
  jackpotRtp,
  simulate,
  slot,
  type SimulationResult,
} from '../src/index.ts';
import { exactReturns } from '../src/exact-returns.ts';
import { payEvents } from '../src/games/slot-exact.ts';
import { judge, RARE_HITS } from '../src/rtp-interval.ts';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const spins = Number(opt('--spins') ?? 1_000_000);
const seed = opt('--seed');
const markdown = args.includes('--markdown');
const jobs = Number(opt('--jobs') ?? availableParallelism());
const worker = args.includes('--worker');
const positional = args.filter(
  (a, i) => !a.startsWith('--') && !['--spins', '--seed', '--jobs'].includes(args[i - 1] ?? ''),
);

const codes = args.includes('--all') ? Object.keys(STUDIO_GAMES).sort() : positional;
if (codes.length === 0) {
  console.error('usage: npm run rtp -- <gameCode>|--all [--spins N] [--seed S] [--markdown] [--jobs J]');
  process.exit(2);
}
for (const c of codes) if (!STUDIO_GAMES[c]) throw new Error(`unknown game code ${c}`);

const run = (code: string): SimulationResult => simulate(code, spins, seed ? `${seed}:${code}` : undefined);

if (worker) {
  for (const code of codes) process.stdout.write(JSON.stringify(run(code)) + '\n');
  process.exit(0);
}

async function runAll(): Promise<SimulationResult[]> {
  if (jobs <= 1 || codes.length === 1) return codes.map(run);
  const buckets: string[][] = Array.from({ length: jobs }, () => []);
  // Slots are the slow ones: deal games round-robin so the work is balanced.
  codes.forEach((c, i) => buckets[i % jobs]!.push(c));
  const script = fileURLToPath(import.meta.url);
  const parts = await Promise.all(
    buckets
      .filter((b) => b.length > 0)
      .map(
        (bucket) =>
          new Promise<SimulationResult[]>((resolve, reject) => {
            const extra = ['--spins', String(spins), ...(seed ? ['--seed', seed] : [])];
            const child = spawn(
              process.execPath,
              [...process.execArgv, script, '--worker', ...extra, ...bucket],
              {
                stdio: ['ignore', 'pipe', 'inherit'],
              },
            );
            let out = '';
            child.stdout.on('data', (d: Buffer) => (out += d.toString()));
            child.on('exit', (code) =>
              code === 0
                ? resolve(
                    out
                      .trim()
                      .split('\n')
                      .map((l) => JSON.parse(l) as SimulationResult),
                  )
                : reject(new Error(`worker exited ${code}`)),
            );
          }),
      ),
  );
  const byCode = new Map(parts.flat().map((r) => [r.gameCode, r]));
  return codes.map((c) => byCode.get(c)!);
}

const pct = (x: number, d = 3) => (x * 100).toFixed(d) + '%';

/** Φ⁻¹(p), the standard normal quantile (Acklam's rational approximation, |error| < 1.2e-9). */
function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const q0 = 0.02425;
  const tail = (q: number) =>
    (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
    ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  if (p < q0) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - q0) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}
const started = Date.now();
const results = await runAll();
let failed = 0;
const zFamily = normalQuantile(1 - (1 - 0.95 ** (1 / results.length)) / 2);
const rows = results.map((r) => {
  const def = STUDIO_GAMES[r.gameCode]!;
  const exact = exactRtp(r.gameCode).reference;
  const stated = def.engine === 'slot' ? slot.slotExact(def.config) : null;
  // The exact σ where the return distribution is walked exactly (table games with a small draw tree);
  // the line/way pays of exact slot titles, to tell a sample too small to have seen them.
  const exactSigma = def.engine === 'slot' ? undefined : exactReturns(r.gameCode)?.variance;
  const pays =
    stated?.method === 'exact' ? payEvents(slot.compileSlot(def.config as slot.SlotConfig)) : undefined;
  const truth = {
    rtp: exact,
    sigma: exactSigma === undefined ? undefined : Math.sqrt(exactSigma),
    // A stated simulated RTP carries its own error: its 95 % half-width is 1.96 of its σ.
    statedSigma: (stated?.halfWidth ?? 0) / 1.96,
    pays,
  };
  const sample = { mean: r.rtp, sigma: r.sigma, rounds: r.rounds };
  const plain = judge(sample, truth, 1.96);
  const family = judge(sample, truth, zFamily);
  const inCi = plain.verdict !== 'miss';
  const tooFew = family.verdict === 'too-few';
  const ci: [number, number] = [r.rtp - 1.96 * plain.sd, r.rtp + 1.96 * plain.sd];
  const half = stated?.halfWidth ?? 0;
  // A participating title's published RTP includes the jackpot's share (exact): the range is checked on it.
  const jackpotShare = (DEFAULT_JACKPOT.gameCodes as readonly string[]).includes(r.gameCode)
    ? jackpotRtp(DEFAULT_JACKPOT)
    : 0;
  const total = exact + jackpotShare;
  const outOfRange = stated !== null && (total - half < RTP_RANGE.min || total + half > RTP_RANGE.max);
  const jackpotLabel = jackpotShare > 0 ? `+${pct(jackpotShare)} = ${pct(total)}` : '—';
  const problems = [
    family.verdict === 'miss' && 'CI-MISS',
    exact > 1 && 'RTP>100%',
    outOfRange && 'RANGE',
    r.chi.p < 0.001 && 'CHI2',
  ].filter(Boolean);
  if (problems.length) failed++;
  const label =
    stated?.method === 'simulated'
      ? `${pct(exact, 2)}±${(half * 100).toFixed(2)} sim`
      : `${pct(exact)} exact`;
  return { r, def, exact, inCi, tooFew, problems, label, jackpotLabel, ci, sigmaFrom: plain.sigmaFrom };
});

if (markdown) {
  console.log(
    '| game code | engine | reference bet | RTP (exact, or simulated ± 95 % half-width) | jackpot share = RTP with it | simulated RTP (95 % CI) | hit freq. | volatility σ |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { r, def, label, jackpotLabel, ci } of rows)
    console.log(
      `| ${r.gameCode} | ${def.engine}${def.engine === 'slot' ? ` (${def.config.mode === 'ways' ? '243 ways' : `${def.config.lines.length} lines`}, ${def.config.volatility})` : ''} | ${def.referenceLabel} | ${label} | ${jackpotLabel} | ${pct(r.rtp, 2)} (${pct(ci[0], 2)}–${pct(ci[1], 2)}) | ${pct(r.hitFrequency, 1)} | ${r.sigma.toFixed(2)} |`,
    );
  console.log(
    '\nSlot titles: mechanics, RTP and volatility (σ per unit staked, hit = share of paid spins that pay):\n',
  );
  console.log('| title | mechanics | RTP | hit | σ | volatility |');
  console.log('|---|---|---|---|---|---|');
  for (const { r, def, label } of rows)
    if (def.engine === 'slot')
      console.log(
        `| ${def.title.en} (${r.gameCode}) | ${slot.describeSlot(def.config)} | ${label} | ${pct(r.hitFrequency, 1)} | ${r.sigma.toFixed(2)} | ${def.config.volatility} |`,
      );
  console.log('\nExact RTP of every bet type / spot (multi-bet games):\n');
  for (const { r } of rows) {
    const per = exactRtp(r.gameCode).perBet;
    if (Object.keys(per).length > 1)
      console.log(
        `- ${r.gameCode}: ${Object.entries(per)
          .map(([k, v]) => `${k} ${pct(v)}`)
          .join(', ')}`,
      );
  }
} else {
  console.log(
    [
      'game code'.padEnd(38),
      'RTP'.padStart(17),
      'jackpot = with it'.padStart(19),
      'simulated'.padStart(9),
      '95% CI'.padStart(20),
      'hit'.padStart(7),
      'σ'.padStart(6),
      'χ²/dof'.padStart(15),
      'p'.padStart(6),
      ' ok',
    ].join(' '),
  );
  for (const { r, inCi, tooFew, problems, label, jackpotLabel, ci, sigmaFrom } of rows)
    console.log(
      [
        r.gameCode.padEnd(38),
        label.padStart(17),
        jackpotLabel.padStart(19),
        pct(r.rtp).padStart(9),
        `${pct(ci[0], 2)}–${pct(ci[1], 2)}${sigmaFrom === 'exact' ? '*' : ' '}`.padStart(20),
        pct(r.hitFrequency, 1).padStart(7),
        r.sigma.toFixed(2).padStart(6),
        `${r.chi.stat.toFixed(1)}/${r.chi.dof}`.padStart(15),
        r.chi.p.toFixed(3).padStart(6),
        (problems.length ? ` FAIL ${problems.join(',')}` : tooFew ? ' too few rounds to judge' : ' ok') +
          (inCi ? '' : ' (outside 95%)'),
      ].join(' '),
    );
  console.log(
    `${rows.length} games, ${spins.toLocaleString('en')} rounds each, ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `simultaneous 95 % check at z = ${zFamily.toFixed(2)}; ${rows.filter((x) => !x.inCi).length} outside their own 95 % CI; ` +
      `${rows.filter((x) => x.tooFew).length} too few rounds to judge (pays expected < ${RARE_HITS} times carry more than the half-width); ` +
      `${failed} failing; * = exact σ`,
  );
  console.log(
    `jackpot "${DEFAULT_JACKPOT.id}": ${DEFAULT_JACKPOT.shareBp} bp of every stake, seed ${DEFAULT_JACKPOT.seed / 1000} coins, ` +
      `must drop by ${DEFAULT_JACKPOT.mustDropBy / 1000} coins → jackpotRtp = ${pct(jackpotRtp(DEFAULT_JACKPOT))} ` +
      `(share × (mustDropBy + seed) / (mustDropBy − seed)); RANGE ${pct(RTP_RANGE.min, 0)}–${pct(RTP_RANGE.max, 0)} checked on the RTP with it`,
  );
}
process.exit(failed > 0 ? 1 : 0);
