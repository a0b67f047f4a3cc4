/**
 * Generates src/games/slot-titles.ts: the reel strips, paytables and mechanics of every slot title.
 *
 * Each title declares its themed symbols, mode (10/20 lines or 243 ways) and volatility profile
 * (slot-specs.ts) and the mechanics it composes (slot-mechanics.ts); slot-layout.ts lays out the
 * strips (seeded shuffles). Then:
 * - hold-and-win titles: the number of coin blocks per reel is chosen so the feature returns about a
 *   third of the RTP;
 * - one pay-scale factor for the regular symbols is searched so that the RTP is close to TARGET:
 *   by the EXACT closed form (slotExact) where there is one; for cascade titles by simulation of the
 *   production engine with common random numbers (the wins' structure does not depend on the pay
 *   values, so the RTP is linear in the scale up to rounding: a secant step converges), then a long
 *   final simulation gives the title's stated `rtpEstimate` (RTP ± 95 % half-width).
 * The output is plain data: the game is defined by the generated file, not by this script.
 *
 *   npx tsx packages/studio/scripts/tune-slots.ts [--rounds N]            (all titles, then the file)
 *   npx tsx packages/studio/scripts/tune-slots.ts --only CODE,CODE [--rounds N]   (in parallel processes)
 *   npx tsx packages/studio/scripts/tune-slots.ts --assemble               (the file from the tuned titles)
 *   npx prettier --write packages/studio/src/games/slot-titles.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Xoshiro128 } from '../src/rng.ts';
import { playSlot, slotExact, type SlotConfig } from '../src/games/slot.ts';
import { build, strips } from './slot-layout.ts';
import { MECHANICS, type TitleMechanics } from './slot-mechanics.ts';
import { TITLES, type TitleSpec } from './slot-specs.ts';

const TARGET = 0.958;
const args = process.argv.slice(2);
const FINAL_ROUNDS = Number(args[args.indexOf('--rounds') + 1] || 0) || 4_000_000;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1]!.split(',') : undefined;
const assemble = args.includes('--assemble');

/** Mean return and its 95 % half-width over `rounds` paid spins (the pick: always position 0). */
export function simulateTitle(cfg: SlotConfig, rounds: number, seed: string): { rtp: number; half: number } {
  const rng = new Xoshiro128(seed);
  let s = 0;
  let s2 = 0;
  for (let i = 0; i < rounds; i++) {
    const r = playSlot(cfg, rng, cfg.credits, { choices: [0] }).totalWin / cfg.credits;
    s += r;
    s2 += r * r;
  }
  const mean = s / rounds;
  return { rtp: mean, half: (1.96 * Math.sqrt(s2 / rounds - mean * mean)) / Math.sqrt(rounds) };
}

function coinBlocks(t: TitleSpec, m: TitleMechanics): number {
  if (!m.coin) return 0;
  let best = 1;
  let bestGap = Infinity;
  for (let b = 1; b <= 6; b++) {
    const share = slotExact(build(t, m, 1, strips(t, m, b))).holdAndWin;
    const gap = Math.abs(share - TARGET / 3);
    if (gap < bestGap) [best, bestGap] = [b, gap];
  }
  return best;
}

function tuneExact(t: TitleSpec, m: TitleMechanics, reels: string[][]): SlotConfig {
  const rtp = (s: number) => slotExact(build(t, m, s, reels)).total;
  let lo = 0.001;
  let hi = 100;
  for (let i = 0; i < 60; i++) {
    const mid = Math.sqrt(lo * hi);
    if (rtp(mid) < TARGET) lo = mid;
    else hi = mid;
  }
  let best = lo;
  for (let k = -300; k <= 300; k++) {
    const s = lo * (1 + k / 1000);
    if (Math.abs(rtp(s) - TARGET) < Math.abs(rtp(best) - TARGET)) best = s;
  }
  return build(t, m, best, reels);
}

function tuneSimulated(t: TitleSpec, m: TitleMechanics, reels: string[][]): SlotConfig {
  const placeholder = { rtp: 0, halfWidth: 0, rounds: 0 };
  const at = (s: number) => ({ ...build(t, m, s, reels), rtpEstimate: placeholder });
  const sim = (s: number, rounds = 500_000) => simulateTitle(at(s), rounds, `tune:${t.code}`).rtp;
  let a = 0.2;
  let b = 1;
  let ra = sim(a);
  let rb = sim(b);
  for (let i = 0; i < 4 && Math.abs(rb - TARGET) > 0.002; i++) {
    const next = Math.max(0.01, b + ((TARGET - rb) * (b - a)) / (rb - ra));
    [a, ra] = [b, rb];
    b = next;
    rb = sim(b);
  }
  for (;;) {
    const cfg = at(b);
    const final = simulateTitle(cfg, FINAL_ROUNDS, `estimate:${t.code}`);
    if (Math.abs(final.rtp - TARGET) < 0.005)
      return { ...cfg, rtpEstimate: { rtp: final.rtp, halfWidth: final.half, rounds: FINAL_ROUNDS } };
    b *= TARGET / final.rtp; // the tuning run's own error: correct the scale and measure again
  }
}

function emit(t: TitleSpec, cfg: SlotConfig): string {
  const lines = t.mode === 'lines10' ? 'PAYLINES_10' : t.mode === 'lines20' ? 'PAYLINES_20' : '[]';
  return `  ${t.code}: {
    mode: '${cfg.mode}',
    credits: ${cfg.credits},
    lines: ${lines},
    volatility: '${cfg.volatility}',
    freeSpins: ${JSON.stringify(cfg.freeSpins)},
    features: ${JSON.stringify(cfg.features)},${cfg.rtpEstimate ? `\n    rtpEstimate: ${JSON.stringify(cfg.rtpEstimate)},` : ''}
    symbols: [
${cfg.symbols.map((s) => `      { id: '${s.id}', en: ${JSON.stringify(s.en)}, ja: '${s.ja}', kind: '${s.kind}', pays: [${s.pays.join(', ')}] },`).join('\n')}
    ],
    reels: [
${cfg.reels.map((s) => `      strip('${s.join(' ')}'),`).join('\n')}
    ],
  },`;
}

const target = new URL('../src/games/slot-titles.ts', import.meta.url);
// Each tuned title's block is cached so titles can be tuned in parallel processes (--only) and the
// file assembled afterwards (--assemble).
const cache = new URL('../../../node_modules/.cache/tune-slots/', import.meta.url);
mkdirSync(cache, { recursive: true });
const blockFile = (code: string) => new URL(`${code}.txt`, cache);

for (const t of TITLES) {
  const m = MECHANICS[t.code];
  if (!m) throw new Error(`${t.code} has no mechanics`);
  if (assemble || (only && !only.includes(t.code))) continue;
  const started = Date.now();
  const reels = strips(t, m, coinBlocks(t, m));
  const cfg = m.features.cascade ? tuneSimulated(t, m, reels) : tuneExact(t, m, reels);
  const e = slotExact(cfg);
  if (e.total - e.halfWidth < 0.94 || e.total + e.halfWidth > 0.97)
    throw new Error(`${t.code}: cannot tune (${e.total} ± ${e.halfWidth})`);
  console.log(
    t.code.padEnd(24),
    `${(e.total * 100).toFixed(3)}%`,
    e.method === 'exact' ? 'exact' : `± ${(e.halfWidth * 100).toFixed(3)} (simulated)`,
    `fs 1 in ${(1 / e.trigger).toFixed(0)}`,
    `hold ${(e.holdAndWin * 100).toFixed(1)}%`,
    `pick ${(e.pick * 100).toFixed(1)}%`,
    `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  writeFileSync(blockFile(t.code), emit(t, cfg));
}

if (!only) {
  const out = TITLES.map((t) => readFileSync(blockFile(t.code), 'utf8'));
  writeFileSync(
    target,
    `// GENERATED by scripts/tune-slots.ts — the reel strips, paytables and mechanics of every slot title.
// Regular pays: credits for 3/4/5 of a kind (per line, or per way); scatter pays: × total bet.
import { PAYLINES_10, PAYLINES_20, type SlotConfig } from './slot.ts';

const strip = (s: string): string[] => s.split(' ');

export const SLOT_TITLES: Record<string, SlotConfig> = {
${out.join('\n')}
};
`,
  );
}
