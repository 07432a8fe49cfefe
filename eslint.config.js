// One lint config for the repository: strict TypeScript rules plus the import boundaries of
// DESIGN.md §2 (core <- api, core <- web; routes -> services -> repositories; no cycles).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';
const webFeatures = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// In the web app: ui/lib/config/data -> features -> app; features never import each other.
const webZones = [
  ...['components', 'lib', 'config', 'data', 'locales'].map((layer) => ({
    target: `${WEB}/${layer}`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Lower layers never import features or the app.',
  })),
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: [`${WEB}/features`, `${WEB}/app`],
    except: [`./${feature}`],
    message: 'Features never import each other or the app; compose them in app/routes.',
  })),
];

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'reports/**',
      '**/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-default-export': 'off',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Failures the spec says are "only logged" go to console.warn or console.error.
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: restrict([
      {
        group: ['@jobtrack/api', '@jobtrack/web', '**/apps/**'],
        message: 'core depends on nothing of ours.',
      },
      {
        group: ['node:*', 'fastify', 'fastify-*', '@fastify/*', 'react', 'react-*'],
        message: 'core is pure TypeScript.',
      },
    ]),
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: restrict([
      { group: ['@jobtrack/web', '**/web/**'], message: 'The API never imports the web app.' },
      {
        group: ['../*/*.repository.ts', '../*/*.routes.ts'],
        message: 'Reach another module through its service.',
      },
    ]),
  },
  {
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: restrict([
      { group: ['**/*.repository.ts'], message: 'Routes call services, never repositories.' },
      { group: ['../*/*.routes.ts'], message: 'Reach another module through its service.' },
      { group: ['@jobtrack/web', '**/web/**'], message: 'The API never imports the web app.' },
    ]),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
      ...restrict([
        {
          group: ['@jobtrack/api', '**/apps/api/**'],
          message: 'The web app never imports the API.',
        },
      ]),
    },
  },
  {
    files: [
      '**/*.test.ts',
      'apps/api/test/**/*.ts',
      'apps/api/bench/**/*.mts',
      'scripts/**/*.mjs',
      'apps/web/e2e/**/*.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
