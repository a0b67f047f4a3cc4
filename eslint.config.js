import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/*
 * The architecture, held by lint (ARCHITECTURE.md "Layout"; docs/decisions/010-lint-boundaries.md).
 * Every rule is written by PATTERN — every feature, every engine, every server module — so a folder
 * added tomorrow (modules/raffles, features/tournaments…) is held by the same rules without an edit.
 *
 * How a part exposes its public API:
 * - A server module `apps/server/src/modules/<m>/` is used by other modules through its service:
 *   `<m>.service.ts` (the `create<M>Service` factory and its interface), plus any helper file that is
 *   neither a table, a repository nor a route file (errors, observers, policies, tokens). Its
 *   `<m>.table.ts` (rows), `<m>.repository.ts` (SQL) and `<m>.routes.ts` (HTTP) are private: another
 *   module that needs a row's data asks the owner's service for an API object instead. Only the
 *   composition root (app.ts, wiring/ — including wiring/database-schema.ts, which merges every
 *   module's tables into db/'s Database type) and tests see them all.
 * - The server's `db/` (connection, dialect, migrations, the Database type) imports no module and no
 *   wiring: imports run one way, modules -> db.
 * - A web feature `apps/web/src/features/<f>/` is imported by `src/app/` (routes, popups) only; it
 *   never imports another feature. What two features share moves down to `src/components`,
 *   `src/lib`, `src/hooks` or `src/config` (shared code, which never imports a feature or the app).
 *   The same holds for the game clients' engines `apps/games/src/engines/<engine>/`: one engine never
 *   imports another; what they share lives in `engines/shared/`, which imports no engine.
 * - The game clients `apps/games/src/` are split like the site, in one direction: `app/` composes
 *   `shell/` (the table every game shares) → `fairness/` (the panel and the verify page, which draw
 *   engine outcomes) → `engines/` → the shared layer (`shared/` UI pieces, `lib/`, `api/`, `locales/`,
 *   `styles/`), which imports none of them. `test/` (set-up, the engine harness) may use anything.
 *
 * scripts/lint-boundaries.test.ts lints fixture imports that break each rule and asserts it fires,
 * so these rules cannot silently stop matching.
 */

const SERVER_MODULE = 'apps/server/src/modules/*';
const WEB_SRC = 'apps/web/src';
const GAMES_SRC = 'apps/games/src';
const GAMES_ENGINES = `${GAMES_SRC}/engines`;

const boundaryElements = [
  // Server: one element per module; its private files are a file category (boundaryFiles).
  { type: 'server-module', pattern: SERVER_MODULE, capture: ['module'] },
  // Server: the database layer (connection, dialect, migrations, the Database type) and the wiring
  // (composition root: services, routes, seeds, the schema that merges module tables into Database).
  { type: 'server-db', pattern: 'apps/server/src/db' },
  { type: 'server-wiring', pattern: 'apps/server/src/wiring' },
  // Web site: features, the app that composes them, and shared code.
  { type: 'web-feature', pattern: `${WEB_SRC}/features/*`, capture: ['feature'] },
  { type: 'web-app', pattern: `${WEB_SRC}/app` },
  { type: 'web-shared', pattern: `${WEB_SRC}/{components,lib,hooks,config,locales,styles}` },
  // Game clients: the app, the shell, fairness, one folder per engine, what engines share, shared code.
  { type: 'games-app', pattern: `${GAMES_SRC}/app` },
  { type: 'games-shell', pattern: `${GAMES_SRC}/shell` },
  { type: 'games-fairness', pattern: `${GAMES_SRC}/fairness` },
  { type: 'games-shared', pattern: `${GAMES_SRC}/{shared,lib,api,locales,styles}` },
  { type: 'games-engine-shared', pattern: `${GAMES_ENGINES}/shared` },
  { type: 'games-engine', pattern: `${GAMES_ENGINES}/*`, capture: ['engine'] },
];

const boundaryFiles = [
  // A module's rows, SQL and HTTP routes: private to the module (see above).
  { category: 'module-private', pattern: '**/*.{table,repository,routes}.ts' },
];

const boundaryPolicies = [
  {
    // A module never reaches into another module's rows, SQL or routes; it calls its service.
    from: { element: { type: 'server-module' } },
    disallow: {
      to: {
        element: { type: 'server-module', captured: { module: '!{{ from.element.captured.module }}' } },
        file: { categories: 'module-private' },
      },
    },
    message:
      'A module uses another module through its service, never its *.table/*.repository/*.routes file.',
  },
  {
    // db/ sits below every module: modules import db/, never the reverse. Module tables reach the
    // Database type through wiring/database-schema.ts; seeds that call services live in wiring/.
    from: { element: { type: 'server-db' } },
    disallow: { to: { element: { types: { anyOf: ['server-module', 'server-wiring'] } } } },
    message:
      'db/ imports no module and no wiring: a module adds its tables in wiring/database-schema.ts, seeds live in wiring/.',
  },
  {
    from: { element: { type: 'web-feature' } },
    disallow: {
      to: { element: { type: 'web-feature', captured: { feature: '!{{ from.element.captured.feature }}' } } },
    },
    message: 'A feature never imports another feature: move what both need to src/components, lib or hooks.',
  },
  {
    from: { element: { type: 'web-feature' } },
    disallow: { to: { element: { type: 'web-app' } } },
    message: 'Features are composed by src/app; a feature never imports the app.',
  },
  {
    from: { element: { type: 'web-shared' } },
    disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-app'] } } } },
    message: 'Shared code (components, lib, hooks, config) never imports a feature or the app.',
  },
  {
    from: { element: { type: 'games-engine' } },
    disallow: {
      to: { element: { type: 'games-engine', captured: { engine: '!{{ from.element.captured.engine }}' } } },
    },
    message: 'An engine never imports another engine: move what both need to engines/shared.',
  },
  {
    from: { element: { type: 'games-engine-shared' } },
    disallow: { to: { element: { type: 'games-engine' } } },
    message: 'engines/shared never imports an engine.',
  },
  {
    from: { element: { type: 'games-shell' } },
    disallow: { to: { element: { type: 'games-app' } } },
    message: 'The shell is composed by app/; it never imports the app.',
  },
  {
    from: { element: { type: 'games-fairness' } },
    disallow: { to: { element: { types: { anyOf: ['games-app', 'games-shell'] } } } },
    message: 'Fairness sits below the shell: move what both need to shared/.',
  },
  {
    from: { element: { types: { anyOf: ['games-engine', 'games-engine-shared'] } } },
    disallow: { to: { element: { types: { anyOf: ['games-app', 'games-shell', 'games-fairness'] } } } },
    message: 'Engines sit below the shell and fairness: move what they need to shared/ (or engines/shared).',
  },
  {
    from: { element: { type: 'games-shared' } },
    disallow: {
      to: {
        element: {
          types: {
            anyOf: ['games-app', 'games-shell', 'games-fairness', 'games-engine', 'games-engine-shared'],
          },
        },
      },
    },
    message:
      'Shared code (shared, lib, api, locales, styles) never imports the app, the shell, fairness or an engine.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      // Fixtures of scripts/lint-boundaries.test.ts break the rules on purpose.
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error (and, on the server, may outlive the
    // request or the transaction it belongs to).
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'packages/contract/vitest.config.ts', 'scripts/*.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Import graph: no cycles anywhere, and the boundaries above.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, boundaries },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': boundaryElements,
      'boundaries/files': boundaryFiles,
      'boundaries/include': ['apps/*/src/**/*'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies }],
    },
  },
  {
    files: [
      'apps/web/**/*.{ts,tsx}',
      'apps/games/**/*.{ts,tsx}',
      'apps/backoffice/**/*.{ts,tsx}',
      'packages/client/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // config.ts is the only reader of process.env on the server (ARCHITECTURE.md).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from src/config.ts only.' },
      ],
    },
  },
  {
    // Browser tests wait on what the player waits for (a response, a visible element, a data-state
    // attribute), never on the network going quiet; and a test passes on its first run or fails.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='networkidle']",
          message: "Wait for a response, a visible element or a data-state attribute, not 'networkidle'.",
        },
        {
          selector: "Property[key.name='retries'][value.value!=0]",
          message: 'No retries: a flaky test is fixed, not run again.',
        },
      ],
    },
  },
  {
    // Size limits (issue 11): a file over 450 lines or a function over 120 is split by
    // responsibility before anything is added to it. Tests, generated art and data tables (slot
    // titles, paytables, locale messages) are exempt: their length is content, not logic.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      'e2e/**',
      'apps/server/resilience/**/*.spec.ts',
      'packages/studio/src/tables.ts',
      'packages/studio/src/games/slot-titles*.ts',
      'apps/games/src/engines/slot/art/**',
      'apps/web/scripts/game-art/motifs/**',
      '**/locales/**',
      '**/i18n/**',
    ],
    rules: {
      'max-lines': ['error', { max: 450, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': [
        'error',
        { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
);
