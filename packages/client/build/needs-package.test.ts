// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsPackage } from './needs-package.ts';

/** A small app on disk: path → source. */
function app(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'needs-package-'));
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), source);
  }
  return root;
}

describe('needsPackage', () => {
  it("takes the package's modules and the app's modules that import it, directly or through others", () => {
    const root = app({
      'ui/form.tsx': "import { useForm } from 'react-hook-form';\nexport const Form = useForm;",
      'ui/field.tsx': "export { Form as Field } from './form';",
      'features/login.tsx': "import { Field } from '../ui/field.tsx';\nexport default Field;",
      'features/home.tsx': "import React from 'react';\nconst Lazy = () => import('./login.tsx');",
      'features/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = b;",
      'features/cycle-b.ts': "import { a } from './cycle-a';\nimport './side.ts';\nexport const b = a;",
      'features/side.ts':
        "import { zodResolver } from '@hookform/resolvers/zod';\nexport const r = zodResolver;",
      'features/types.ts':
        "import type { UseFormReturn } from 'react-hook-form';\nexport type F = UseFormReturn;",
      'features/plain.ts': "import { a } from './cycle-a';\nexport const c = a;",
    });
    const test = needsPackage(['react-hook-form', '@hookform/resolvers']);
    const at = (name: string) => path.join(root, name);

    expect(test('/repo/node_modules/react-hook-form/dist/index.esm.mjs')).toBe(true);
    expect(test('/repo/node_modules/@hookform/resolvers/zod/dist/zod.mjs')).toBe(true);
    expect(test('/repo/node_modules/react/index.js')).toBe(false);
    expect(test(at('ui/form.tsx'))).toBe(true);
    expect(test(at('ui/field.tsx'))).toBe(true); // re-exports it
    expect(test(at('features/login.tsx'))).toBe(true); // through ui/field.tsx, extension written
    expect(test(at('features/types.ts'))).toBe(false); // a type-only import is erased
    // A dynamic import() loads later, in its own chunk: not a reason to move the importer.
    expect(test(at('features/home.tsx'))).toBe(false);
    // Through an import cycle, to a subpath of the package.
    expect(test(at('features/plain.ts'))).toBe(true);
    expect(test(`${at('features/plain.ts')}?v=1`)).toBe(true);
    // Asked first from inside the cycle, then from its other side: both reach the package.
    const fresh = needsPackage(['react-hook-form', '@hookform/resolvers']);
    expect(fresh(at('features/cycle-b.ts'))).toBe(true);
    expect(fresh(at('features/cycle-a.ts'))).toBe(true);
  });
});
