import { abusePart } from './abuse.ts';
import { crashes } from './crash.ts';
import { dataPart } from './data.ts';
import { fuzzRoutes } from './fuzz.ts';
import { hostileHttp } from './hostile-http.ts';
import { injectionPart } from './injection.ts';
import { processesPart } from './processes.ts';
import { sessionsPart } from './sessions.ts';
import { ON_POSTGRES } from './env.ts';
import { stats } from './stats.ts';

/**
 * `npm run test:resilience`: the parts below one after another, then a summary. Exit code 1 when a
 * part failed, a 5xx was seen or an invariant was violated. RESILIENCE_ONLY=name,name runs a subset.
 */
interface Part {
  name: string;
  run: () => Promise<string>;
}

const PARTS: Part[] = [
  { name: 'fuzz', run: fuzzRoutes },
  { name: 'hostile-http', run: hostileHttp },
  { name: 'sessions', run: sessionsPart },
  { name: 'abuse', run: abusePart },
  { name: 'injection', run: injectionPart },
  { name: 'crash', run: crashes },
  { name: 'processes', run: processesPart },
  { name: 'data', run: dataPart },
];

/** The error's message and its causes' (fast-check puts the failing check in `cause`), long lines cut. */
function describe(error: unknown): string {
  const lines: string[] = [];
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    lines.push(e instanceof Error ? e.message : String(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return lines
    .join('\ncaused by: ')
    .split('\n')
    .map((l) => (l.length > 300 ? `${l.slice(0, 300)}…` : l))
    .join('\n');
}

async function main() {
  const only = process.env.RESILIENCE_ONLY?.split(',').filter(Boolean);
  const started = Date.now();
  const results: { name: string; ok: boolean; seconds: number; note: string }[] = [];
  console.log(`resilience suite on ${ON_POSTGRES ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}`);
  for (const part of PARTS) {
    if (only && !only.includes(part.name)) continue;
    const t0 = Date.now();
    process.stdout.write(`- ${part.name} … `);
    try {
      const note = await part.run();
      results.push({ name: part.name, ok: true, seconds: (Date.now() - t0) / 1000, note });
      console.log(`ok (${((Date.now() - t0) / 1000).toFixed(1)} s) ${note}`);
    } catch (error) {
      const message = describe(error);
      results.push({ name: part.name, ok: false, seconds: (Date.now() - t0) / 1000, note: message });
      console.log(
        `FAILED (${((Date.now() - t0) / 1000).toFixed(1)} s)\n${message.split('\n').slice(-12).join('\n')}`,
      );
    }
  }
  const failed = results.filter((r) => !r.ok);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log('\n== resilience summary');
  console.log(`engine                  ${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'}`);
  console.log(`parts passed            ${results.length - failed.length}/${results.length}`);
  console.log(`requests fuzzed         ${stats.requestsFuzzed}`);
  console.log(`5xx seen                ${stats.fiveHundreds} (must be 0)`);
  console.log(`crashes injected        ${stats.crashesInjected}`);
  console.log(`invariant violations    ${stats.invariantViolations} (must be 0)`);
  console.log(`limits verified         ${stats.limitsVerified}`);
  console.log(`checks                  ${stats.checks}`);
  console.log(`runtime                 ${seconds} s`);
  const ok = failed.length === 0 && stats.fiveHundreds === 0 && stats.invariantViolations === 0;
  console.log(
    ok ? 'RESILIENCE OK' : `RESILIENCE FAILED: ${failed.map((f) => f.name).join(', ') || 'counters'}`,
  );
  process.exit(ok ? 0 : 1);
}

// Node exits with code 0 when nothing is left to wait on — a part awaiting a promise that can never
// settle (once: an endless stream answer) would pass silently. Reaching here without the summary fails.
let finished = false;
process.on('beforeExit', () => {
  if (finished) return;
  console.log(
    '\nRESILIENCE FAILED: the suite stopped before its summary (a part awaited something that never settles)',
  );
  process.exit(1);
});
void main().finally(() => {
  finished = true;
});
