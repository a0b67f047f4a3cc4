import type { Plugin } from 'vite';

/**
 * A cycle of static imports between chunks, as file names from one chunk back to it, or null. Chunks
 * that import each other run in an order the modules inside them did not choose: a module that uses
 * an import while it is evaluated (`Object.keys(STUDIO_GAMES)` at the top of the verify page) then
 * reads it before it exists. Code-splitting groups can make such cycles without a warning.
 */
export function findChunkCycle(imports: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string): string[] | null => {
    if (onPath.has(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file)) return null;
    path.push(file);
    onPath.add(file);
    for (const next of imports.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
    return null;
  };
  for (const file of imports.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

/** Fails the build when its chunks import each other in a cycle (findChunkCycle). */
export function noChunkCycles(): Plugin {
  return {
    name: 'casino:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const [file, item] of Object.entries(bundle)) {
        if (item.type === 'chunk') imports.set(file, item.imports);
      }
      const cycle = findChunkCycle(imports);
      if (cycle) this.error(`chunks import each other in a cycle: ${cycle.join(' -> ')}`);
    },
  };
}
