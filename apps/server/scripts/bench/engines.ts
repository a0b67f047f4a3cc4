import { STUDIO_GAMES, gameDefinition, computeOutcome } from '@casino/studio';

export interface EngineRow {
  engine: string;
  gameCode: string;
  roundsPerSecond: number;
}

/**
 * Each engine family's rounds per second in this process: `computeOutcome` with provably fair inputs (the
 * HMAC stream the server uses) on the game's reference bet, one nonce after another, for `ms` each.
 */
export function benchEngines(ms = 1000): EngineRow[] {
  const seen = new Set<string>();
  const rows: EngineRow[] = [];
  for (const [gameCode, definition] of Object.entries(STUDIO_GAMES)) {
    if (seen.has(definition.engine)) continue;
    seen.add(definition.engine);
    const bet = gameDefinition(gameCode).referenceBet;
    const fair = { serverSeed: 'b'.repeat(64), clientSeed: 'bench', nonce: 0 };
    for (let i = 0; i < 200; i++) computeOutcome(gameCode, { ...fair, nonce: i }, bet); // warm-up
    const start = performance.now();
    let rounds = 0;
    while (performance.now() - start < ms) {
      for (let i = 0; i < 100; i++) computeOutcome(gameCode, { ...fair, nonce: rounds++ }, bet);
    }
    rows.push({
      engine: definition.engine,
      gameCode,
      roundsPerSecond: rounds / ((performance.now() - start) / 1000),
    });
  }
  return rows;
}
