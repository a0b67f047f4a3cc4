import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `from '…'`, `import '…'` and `export … from '…'`: the static imports of a module (not `import()`). */
const STATIC_IMPORT =
  /(?:^|[;\s])(?:import|export)\s[^'"()]*?from\s*['"]([^'"]+)['"]|(?:^|[;\s])import\s*['"]([^'"]+)['"]/g;
const TYPE_ONLY = /^[;\s]*(?:import|export)\s+type\s/;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * A chunk group's `test`: true for a package's own modules and for every source module of the app that
 * imports it, directly or through other modules of the app (relative imports, followed). Such a group
 * keeps a library that only lazy screens use (react-hook-form: the forms in popups) out of the chunk the
 * first page loads, together with the app's modules built on it: one of those left behind in that chunk
 * would import the library's chunk at start after all.
 */
export function needsPackage(packages: readonly string[]): (id: string) => boolean {
  const inPackage = new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages.map(escape).join('|')})[\\\\/]`);
  // Each file's imports are read once: `true` is the package itself, else the app files it imports.
  const importsOf = new Map<string, true | string[]>();
  const read = (file: string): true | string[] => {
    let known = importsOf.get(file);
    if (known !== undefined) return known;
    let source = '';
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      // not a file on disk (a virtual module): it imports nothing of ours
    }
    const files: string[] = [];
    known = files;
    for (const match of source.matchAll(STATIC_IMPORT)) {
      if (TYPE_ONLY.test(match[0])) continue; // erased in the build
      const specifier = match[1] ?? match[2] ?? '';
      if (packages.some((name) => specifier === name || specifier.startsWith(`${name}/`))) {
        known = true;
        break;
      }
      const resolved = specifier.startsWith('.') ? resolveRelative(file, specifier) : undefined;
      if (resolved) files.push(resolved);
    }
    importsOf.set(file, known);
    return known;
  };
  // Reaching the package is for good once found; a file that does not is asked again (its answer inside
  // an import cycle may depend on where the walk began).
  const reaches = new Set<string>();
  const needs = (root: string): boolean => {
    const seen = new Set<string>();
    const walk = (file: string): boolean => {
      if (reaches.has(file)) return true;
      if (seen.has(file)) return false;
      seen.add(file);
      const imports = read(file);
      if (imports === true || imports.some(walk)) {
        reaches.add(file);
        return true;
      }
      return false;
    };
    return walk(root);
  };

  return (id) => {
    if (inPackage.test(id)) return true;
    const file = id.split('?')[0] ?? '';
    return !file.includes('node_modules') && /\.tsx?$/.test(file) && needs(file);
  };
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return EXTENSIONS.map((ext) => base + ext).find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

function escape(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
