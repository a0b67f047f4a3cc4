import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The architecture's lint rules (eslint.config.js) are only worth something while they match: a
 * renamed folder or a plugin upgrade could make them silently pass everything. Each case lints a
 * small text AS IF it stood at a path of the repository (the file need not exist; the import
 * target does) and asserts the rule fires, or stays quiet for the allowed import beside it.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
/** The repository's config as it is. */
let eslint: ESLint;
/**
 * The same config without type information: the type-aware parser only reads files that exist on
 * disk, and the probes below stand at paths that do not. Only the type-aware rules are turned off.
 */
let untyped: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
  untyped = new ESLint({
    cwd: root,
    overrideConfig: {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: false, project: null } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
        '@typescript-eslint/await-thenable': 'off',
      },
    },
  });
});

async function ruleIds(filePath: string, code: string, linter = untyped): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

/** A path inside a module / feature / engine that does not exist (so no real file is shadowed). */
const probe = {
  module: 'apps/server/src/modules/lint-probe/lint-probe.service.ts',
  moduleRoutes: 'apps/server/src/modules/lint-probe/lint-probe.routes.ts',
  feature: 'apps/web/src/features/lint-probe/components/probe.tsx',
  shared: 'apps/web/src/components/ui/lint-probe.tsx',
  engine: 'apps/games/src/engines/lint-probe/probe-view.tsx',
  engineShared: 'apps/games/src/engines/shared/lint-probe.ts',
  gamesShell: 'apps/games/src/shell/lint-probe.tsx',
  gamesFairness: 'apps/games/src/fairness/lint-probe.tsx',
  gamesShared: 'apps/games/src/shared/lint-probe.tsx',
  e2eSpec: 'e2e/tests/lint-probe.spec.ts',
};

const use = (source: string, name = 'x') =>
  `import { ${name} } from '${source}';\nexport const y = ${name};\n`;

describe('module boundaries (server)', () => {
  it.each(['../auth/auth.table.ts', '../wallet/ledger/ledger.repository.ts', '../auth/auth.routes.ts'])(
    'a module importing another module’s private %s fails',
    async (source) => {
      expect(await ruleIds(probe.module, use(source))).toContain('boundaries/dependencies');
      expect(await ruleIds(probe.moduleRoutes, use(source))).toContain('boundaries/dependencies');
    },
  );

  it('a module using another module’s service passes', async () => {
    expect(await ruleIds(probe.module, use('../wallet/wallet.service.ts', 'createWalletService'))).toEqual(
      [],
    );
  });

  it('a module’s own table, repository and routes are its own business', async () => {
    const own = 'apps/server/src/modules/wallet/wallet.lint-probe.ts';
    expect(await ruleIds(own, use('./ledger/ledger.repository.ts', 'lockWallet'))).toEqual([]);
  });
});

describe('db/ below the modules (server)', () => {
  const dbProbe = 'apps/server/src/db/lint-probe.ts';

  it.each([
    ['a module’s table', '../modules/wallet/wallet.table.ts', 'WalletTable'],
    ['a module’s service', '../modules/wallet/wallet.service.ts', 'createWalletService'],
    ['the wiring', '../wiring/seed.ts', 'seed'],
  ])('db/ importing %s fails', async (_what, source, name) => {
    expect(await ruleIds(dbProbe, use(source, name))).toContain('boundaries/dependencies');
  });

  it('db/ importing db/ passes, and a module importing db/ passes', async () => {
    expect(await ruleIds(dbProbe, use('./int8.ts', 'parseInt8'))).toEqual([]);
    expect(await ruleIds(probe.module, use('../../db/int8.ts', 'parseInt8'))).toEqual([]);
  });
});

describe('feature boundaries (web)', () => {
  it('a feature importing another feature fails', async () => {
    const ids = await ruleIds(probe.feature, use('../../auth/signup-draft.ts'));
    expect(ids).toContain('boundaries/dependencies');
  });

  it('a feature importing the app fails', async () => {
    expect(await ruleIds(probe.feature, use('../../../app/providers.tsx'))).toContain(
      'boundaries/dependencies',
    );
  });

  it('shared code importing a feature fails', async () => {
    expect(await ruleIds(probe.shared, use('../../features/auth/signup-draft.ts'))).toContain(
      'boundaries/dependencies',
    );
  });

  it('a feature importing shared code passes', async () => {
    expect(await ruleIds(probe.feature, use('../../../components/ui/spinner.tsx', 'Spinner'))).toEqual([]);
  });
});

describe('engine boundaries (games)', () => {
  it('an engine importing another engine fails', async () => {
    expect(await ruleIds(probe.engine, use('../dice/outcome.ts'))).toContain('boundaries/dependencies');
  });

  it('engines/shared importing an engine fails', async () => {
    expect(await ruleIds(probe.engineShared, use('../slot/outcome.ts'))).toContain('boundaries/dependencies');
  });
});

describe('one-way layers (games)', () => {
  it('an engine importing the shell fails', async () => {
    expect(await ruleIds(probe.engine, use('../../shell/game-table.tsx', 'GameTable'))).toContain(
      'boundaries/dependencies',
    );
  });

  it('an engine importing fairness fails', async () => {
    expect(await ruleIds(probe.engine, use('../../fairness/verify.ts'))).toContain('boundaries/dependencies');
  });

  it('fairness importing the shell fails', async () => {
    expect(await ruleIds(probe.gamesFairness, use('../shell/use-round.ts', 'useRound'))).toContain(
      'boundaries/dependencies',
    );
  });

  it('the shell importing the app fails', async () => {
    expect(await ruleIds(probe.gamesShell, use('../app/app.tsx', 'App'))).toContain(
      'boundaries/dependencies',
    );
  });

  it('shared code importing the shell, fairness or an engine fails', async () => {
    for (const source of ['../shell/use-round.ts', '../fairness/verify.ts', '../engines/dice/outcome.ts'])
      expect(await ruleIds(probe.gamesShared, use(source))).toContain('boundaries/dependencies');
  });

  it('downward imports pass: shell → fairness, fairness → engine, engine → shared', async () => {
    expect(await ruleIds(probe.gamesShell, use('../fairness/commitments.ts', 'commitmentScope'))).toEqual([]);
    expect(await ruleIds(probe.gamesFairness, use('../engines/dice/outcome.ts'))).toEqual([]);
    expect(await ruleIds(probe.engine, use('../../shared/dialog.tsx', 'Dialog'))).toEqual([]);
  });
});

describe('browser tests (e2e)', () => {
  it("waiting on 'networkidle' and retrying fail", async () => {
    const code =
      "import { test, type Page } from '@playwright/test';\n" +
      "export const settle = (page: Page) => page.waitForLoadState('networkidle');\n" +
      'test.describe.configure({ retries: 1 });\n';
    expect(await ruleIds(probe.e2eSpec, code)).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });
});

describe('promises', () => {
  it('a floating promise fails', async () => {
    // scripts/*.ts get a default TypeScript project (eslint.config.js), so a path there needs no file.
    const code = 'async function later() {}\nexport function now() {\n  later();\n}\n';
    expect(await ruleIds('scripts/lint-probe.ts', code, eslint)).toEqual([
      '@typescript-eslint/no-floating-promises',
    ]);
  });
});
