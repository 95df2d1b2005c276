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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
