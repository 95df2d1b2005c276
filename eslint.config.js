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
// keys; the identity read model (auth `user`, users `players`) may be read by any module, and
// written only by its owner and the modules that own a column group of the player row.
const IDENTITY_READ_MODEL = { auth: ['user'], users: ['players'] };
const PLAYER_COLUMN_GROUP_WRITERS = { players: ['points', 'leaderboard'] };

/** @type {import('eslint').Rule.RuleModule} */
const tableOwnership = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const own = /\/apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
    if (!own || file.endsWith('.table.ts')) return {};
    /** local name -> { table, owner } of a foreign identity table this file reads */
    const readOnly = new Map();
    return {
      ImportDeclaration(node) {
        const m = /^\.\.\/([^/]+)\/[^/]+\.table\.ts$/.exec(String(node.source.value));
        if (!m || m[1] === own) return;
        const owner = m[1];
        const allowed = IDENTITY_READ_MODEL[owner] ?? [];
        for (const spec of node.specifiers) {
          const name =
            spec.type === 'ImportSpecifier'
              ? String(spec.imported.name ?? spec.imported.value)
              : '*';
          if (node.importKind === 'type' || spec.importKind === 'type') continue;
          if (!allowed.includes(name)) {
            context.report({
              node: spec,
              message: `'${name}' belongs to the ${owner} module: call its exported functions instead of reading its table (decision 021)`,
            });
          } else if (!(PLAYER_COLUMN_GROUP_WRITERS[name] ?? []).includes(own)) {
            readOnly.set(spec.local.name, { table: name, owner });
          }
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
            message: `only the ${found.owner} module writes '${found.table}': call its exported function (decision 021)`,
          });
        }
      },
    };
  },
};

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
  // Server: a module may call another module's service, never its routes.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/*.routes.ts'], message: 'call the service, not the routes' }] },
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
);
