import autocannon from 'autocannon';
import { LAUNCH_PATHS, WALLET_PATHS } from '@casino/contract';
import { asPlayers, inTurn, startBenchApp, studioRoundRequests } from './players.ts';

export interface CurveRow {
  players: number;
  roundRps: number;
  roundP50: number;
  roundP99: number;
  balanceRps: number;
  balanceP50: number;
  balanceP99: number;
  errors: number;
}

/**
 * How the embedded default (in-memory PGlite) holds up as players are added (issue 31): for each
 * count, that many players each send studio rounds back to back on one connection of their own
 * (a busier player than any real one), then balance polls likewise; p50/p99 of each. One load
 * generator in the same process shares the cores, as in the API part.
 */
export async function benchPlayerCurve(counts: readonly number[], duration: number): Promise<CurveRow[]> {
  const bench = await startBenchApp(undefined, Math.max(...counts));
  const address = await bench.app.listen({ port: 0, host: '127.0.0.1' });
  const rows: CurveRow[] = [];
  try {
    for (const count of counts) {
      const next = inTurn(bench.players.slice(0, count));
      const load = (url: string, options: Partial<autocannon.Options>) => {
        process.stderr.write(`PGlite, ${count} players: ${url}, ${duration}s…\n`);
        return autocannon({
          url: `${address}${bench.api(url)}`,
          connections: count,
          duration,
          headers: bench.channel,
          ...options,
        });
      };
      const round = await load(LAUNCH_PATHS.studioRound, {
        method: 'POST',
        requests: studioRoundRequests(next, `curve${count}`),
      });
      const balance = await load(WALLET_PATHS.balance, { requests: asPlayers(next) });
      rows.push({
        players: count,
        roundRps: round.requests.average,
        roundP50: round.latency.p50,
        roundP99: round.latency.p99,
        balanceRps: balance.requests.average,
        balanceP50: balance.latency.p50,
        balanceP99: balance.latency.p99,
        errors: round.errors + round.non2xx + balance.errors + balance.non2xx,
      });
    }
  } finally {
    await bench.app.close();
    await bench.db.destroy();
  }
  return rows;
}
