// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = new URL('./apps/web/src/features/', import.meta.url);
const webFeatures = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// Server table ownership (docs/decisions/021-database-code-and-table-ownership.md): a module's
// code imports only its own `<domain>.table.ts`. Table files may import other tables for foreign
// keys. The identity tables (`user`, `players`) sit on the ground floor,
// platform/identity/identity.table.ts (decision 037): any module may read them, and only their
// writers write them (auth the account; users the player row, with points and leaderboard
// keeping their column groups of it).
const IDENTITY_WRITERS = { user: ['auth'], players: ['users', 'points', 'leaderboard'] };

/** @type {import('eslint').Rule.RuleModule} */
const tableOwnership = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const own = /\/apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
    if (!own || file.endsWith('.table.ts')) return {};
    /** local name -> { table, writers } of an identity table this file may only read */
    const readOnly = new Map();
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        const identity = /\/platform\/identity\/identity\.table\.ts$/.test(source);
        const m = /^\.\.\/([^/]+)\/[^/]+\.table\.ts$/.exec(source);
        if (!identity && (!m || m[1] === own)) return;
        for (const spec of node.specifiers) {
          if (node.importKind === 'type' || spec.importKind === 'type') continue;
          const name =
            spec.type === 'ImportSpecifier'
              ? String(spec.imported.name ?? spec.imported.value)
              : '*';
          if (!identity) {
            context.report({
              node: spec,
              message: `'${name}' belongs to the ${m?.[1]} module: call its exported functions instead of reading its table (decision 021)`,
            });
            continue;
          }
          const writers = IDENTITY_WRITERS[name];
          if (writers && !writers.includes(own))
            readOnly.set(spec.local.name, { table: name, writers });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!['insert', 'update', 'delete'].includes(callee.property.name)) return;
        const arg = node.arguments[0];
        const found = arg?.type === 'Identifier' ? readOnly.get(arg.name) : undefined;
        if (found) {
          context.report({
            node,
            message: `only ${found.writers.join(', ')} write '${found.table}': call the owner's exported function (decision 021)`,
          });
        }
      },
    };
  },
};

/** A module calls another module's service, never its routes (one pattern, two file sets). */
const notTheRoutes = { group: ['**/*.routes.ts'], message: 'call the service, not the routes' };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '.toolchain/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // House rule 1: packages/shared is pure — no apps, no I/O frameworks.
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@boldcall/server*', '@boldcall/web*'],
              message: 'shared must not import apps',
            },
            {
              group: ['fastify*', 'react*', 'drizzle-orm*', 'node:*'],
              message: 'shared holds pure code only',
            },
          ],
        },
      ],
    },
  },
  // Server floors (docs/architecture.md, decision 037): config, the database core (db/), the
  // ground floor (platform/) and plugins/ never import a floor above them; none of them imports
  // a module. Seed data (seed/) and app.ts sit above the modules and may import them.
  ...[
    { floor: 'config', above: ['db', 'platform', 'plugins'] },
    { floor: 'db', above: ['platform', 'plugins'] },
    { floor: 'platform', above: ['plugins'] },
    { floor: 'plugins', above: [] },
  ].map(({ floor, above }) => ({
    files: [`apps/server/src/${floor}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/seed/**', '**/app.ts', '**/serve.ts'],
              message: `${floor}/ is below the modules: move the code down, or have app.ts hand it in (decision 037)`,
            },
            ...(above.length > 0
              ? [
                  {
                    group: above.map((f) => `**/${f}/**`),
                    message: `${floor}/ is below ${above.map((f) => `${f}/`).join(', ')} (decision 037)`,
                  },
                ]
              : []),
          ],
        },
      ],
    },
  })),
  // Server: a module may call another module's service, never its routes; its code never imports
  // the seed or the test helpers above it (helpers that need them live in src/test/).
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [notTheRoutes] }] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            notTheRoutes,
            {
              group: ['**/seed/**', '**/test/**'],
              message: 'seed/ and test/ sit above the modules: put the helper in src/test/',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-helpers.ts'],
    plugins: { boldcall: { rules: { 'table-ownership': tableOwnership } } },
    rules: { 'boldcall/table-ownership': 'error' },
  },
  // Web: shared folders -> features -> app, no feature imports another feature.
  {
    files: ['apps/web/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'],
              message: 'shared folders must not import features or app',
            },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '**/app/**'], message: 'features must not import the app layer' },
            {
              group: [
                '@/features/*',
                `!@/features/${feature}`,
                '**/features/**',
                `!**/features/${feature}/**`,
              ],
              message:
                'a feature must not import another feature; move shared code to components/ or lib/',
            },
          ],
        },
      ],
    },
  })),
  // Files are cut at their seams (docs/architecture.md, rule 5): no source file over 400 lines,
  // but for the three that are one thing each (the embedded server's life cycle, the predictions
  // queries, the NFL teams' data).
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'apps/server/src/db/embedded-postgres.ts',
      'apps/server/src/modules/predictions/predictions.repository.ts',
      'packages/shared/src/nfl-teams.ts',
    ],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
);
