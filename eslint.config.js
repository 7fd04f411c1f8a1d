// Lint for every package: typescript-eslint with type information, the rules of hooks for the web app, and
// the floors of the code as import boundaries (docs/architecture.md): a lower floor of the server never
// imports a higher one, and a feature of the web app never imports another feature.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';

/** The server's floors, highest first: a file may import its own floor and those below, never above. */
const SERVER_FLOORS = [
  ['main.ts', 'app.ts', 'background.ts', 'seed', 'backup', 'jobs'],
  ['routes', 'plugins'],
  ['commands', 'timesheets'],
  ['queries', 'events'],
  ['policies', 'presenters', 'schemas'],
  ['auth', 'changelog', 'notifications', 'mail', 'time'],
  ['db', 'errors.ts', 'config.ts', 'logger.ts'],
];
const serverPath = (name) => `./${SERVER}/${name}`;
const serverZones = SERVER_FLOORS.slice(1).flatMap((floor, index) =>
  floor.map((name) => ({
    target: serverPath(name),
    from: SERVER_FLOORS.slice(0, index + 1).flat().map(serverPath),
    message: 'A lower floor of the server never imports a higher one (docs/architecture.md).',
  })),
);
// Beside the floors: plugins are wired by the app and never reach into routes; timesheets only read; background
// work shares the entry points' floor but knows nothing of HTTP.
serverZones.push(
  { target: serverPath('plugins'), from: [serverPath('routes')], message: 'Plugins never import routes.' },
  { target: serverPath('timesheets'), from: [serverPath('commands')], message: 'A timesheet reads; it never writes.' },
  {
    target: [serverPath('jobs'), serverPath('background.ts')],
    from: [serverPath('routes'), serverPath('plugins')],
    message: 'Background work never imports routes or plugins: it runs outside any request.',
  },
);
/**
 * The floors below HTTP, and the background work: none of them knows Fastify. What a request carries reaches
 * them as plain values (a command's arguments, the few fields a subject loader reads), so that they run the
 * same from a route, a job or a test.
 */
const BELOW_HTTP = [...SERVER_FLOORS.slice(2).flat(), 'jobs', 'background.ts'].map((name) =>
  name.endsWith('.ts') ? `${SERVER}/${name}` : `${SERVER}/${name}/**/*.ts`,
);

// Thin routes (docs/architecture.md#rules-between-floors): a route never reaches the database itself (reads are
// queries, writes commands), and no route area imports another; what two areas share lives on a floor below.
// The registrars (routes/index.ts, routes/time-recording.ts) mount the areas and may import them all.
const ROUTES = `${SERVER}/routes`;
const ROUTE_REGISTRARS = ['index.ts', 'time-recording.ts'];
const routeAreas = readdirSync(ROUTES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() || (!ROUTE_REGISTRARS.includes(entry.name) && !entry.name.endsWith('.test.ts')))
  .map((entry) => entry.name);
const routeZones = [
  {
    target: `./${ROUTES}`,
    from: serverPath('db'),
    message: 'Routes run no SQL: a read is a query (queries/), a write a command (commands/).',
  },
  ...routeAreas.map((area) => ({
    target: `./${ROUTES}/${area}`,
    from: `./${ROUTES}`,
    except: [`./${area}`],
    message: 'A route area never imports another: share through schemas/, presenters/, commands/, queries/ or plugins/.',
  })),
];

const features = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...features.map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [`./${feature}`],
    message: 'Features never import each other: share through components/ or lib/.',
  })),
  {
    target: [`./${WEB}/components`, `./${WEB}/lib`],
    from: [`./${WEB}/features`, `./${WEB}/app`],
    message: 'Shared components and lib never import features or the app shell.',
  },
  {
    target: `./${WEB}/features`,
    from: `./${WEB}/app`,
    message: 'Features never import the app shell.',
  },
];
const packageZones = [
  {
    target: './packages/client/src',
    from: ['./apps', './packages/cli'],
    message: 'The client package stands alone: it never imports the apps or the command line.',
  },
  {
    target: './packages/cli/src',
    from: ['./apps'],
    message: 'The command line speaks to the service through the client package only.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'bench/results/**',
      'packages/client/src/generated/**',
      'apps/web/e2e/screenshots/**',
      'apps/web/src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'vitest.config.ts', 'scripts/*.mjs', 'scripts/*.d.mts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'bench/tsconfig.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...serverZones, ...routeZones, ...webZones] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // React and Mantine accept an event handler that returns a promise; elsewhere a promise where nothing
      // waits for it is still an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      // TypeScript itself reports undefined names, with the right globals per package.
      'no-undef': 'off',
    },
  },
  {
    files: BELOW_HTTP,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify/*', 'fastify-plugin', '@fastify/*'],
              message: 'Fastify stays in the HTTP floor (routes/, plugins/, app.ts): below it, pass plain values (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests build the whole service and read answers as the JSON they are: the floors and the strict
    // typing of values do not apply to them; promises must still be awaited.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/src/test/**', 'apps/web/e2e/**', 'apps/web/test/**'],
    rules: {
      'import-x/no-restricted-paths': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    files: ['packages/**/*.ts'],
    ignores: ['packages/*/src/**/*.test.ts', 'packages/*/src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: packageZones }] },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Query keys come from the one table (lib/query-keys.ts): a key written in place may collide with
      // another read of the same resource with other parameters, or miss an invalidation.
      'no-restricted-syntax': [
        'error',
        ...['ArrayExpression.value', 'TSAsExpression.value > ArrayExpression'].map((value) => ({
          selector: `Property[key.name=/^(queryKey|mutationKey)$/] > ${value}`,
          message: 'Build query keys with lib/query-keys.ts, never as an array written in place.',
        })),
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: globals.node },
    rules: { 'no-undef': 'error' },
  },
);
