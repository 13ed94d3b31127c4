// @ts-check
/**
 * Gamehall base ESLint flat config.
 *
 * `base({ name })` returns the config array for one workspace. `name` is the workspace's
 * package name without the `@gamehall/` scope (`lobby`, `ui-kit`, `player-web`, ...); it decides
 * which imports are refused, so that dependencies point the way docs/architecture.md draws them:
 *
 *   apps -> feature packages -> play -> shell -> api-client, i18n, ui-kit
 *
 * - a feature package never imports another feature package or an app;
 * - a layer package (`play`, shared by features) imports no feature; shell and the foundation
 *   packages import no layer package;
 * - nobody deep-imports another package's `src/` (only its public entry points);
 * - `ui-kit` imports no Redux, router, api-client or shell;
 * - `api-client` and `i18n` import no UI package;
 * - `fetch` is used only inside `api-client` (front-end workspaces);
 * - the raw react-redux hooks are banned outside `shell` (use the typed hooks);
 * - no import cycle inside a package (`import-x/no-cycle`, resolved the way TypeScript does);
 * - a workspace imports only what its `package.json` declares, and shipped code only its
 *   `dependencies` and `peerDependencies` (`import-x/no-extraneous-dependencies`).
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** Feature packages: they may not import one another. */
export const FEATURES = ['auth', 'lobby', 'lottery', 'member-centre', 'agent-centre'];
/** Apps: nothing but other apps' tests may import them. */
export const APPS = ['player-web', 'agent-web', 'platform-server'];
/** Layer packages: shared by the features, below them and above shell. */
export const LAYERS = ['play'];
const FOUNDATION = ['api-client', 'i18n', 'ui-kit'];
/**
 * Files that never ship: they may import `devDependencies` too. File-name patterns start with
 * two stars; folder patterns are relative to the workspace (import-x also matches patterns
 * against the absolute path, so a two-star `test` folder pattern would match every file of a
 * checkout that sits under a folder named `test`).
 */
export const DEV_ONLY_FILES = [
  '**/*.test.{ts,tsx,js,mjs}',
  '**/*.stories.tsx',
  '**/*.config.{ts,js,mjs}',
  '**/*.d.ts',
  '**/*{Mocks,StoryData,Fixtures,fixtures}.{ts,tsx}',
  'src/test/**',
  'src/**/test/**',
  'test/**',
  'src/mocks/**',
  'src/testing.{ts,tsx}',
  'src/testing/**',
  'src/storybook.{ts,tsx}',
  'e2e/**',
  'bench/**',
  'scripts/**',
  '.storybook/**',
];

/**
 * @param {string} name workspace name without scope
 * @returns {{ patterns: { group: string[], message: string }[], paths: { name: string, importNames?: string[], message: string }[] }}
 */
export function restrictionsFor(name) {
  /** @type {{ group: string[], message: string }[]} */
  const patterns = [
    {
      group: ['@gamehall/*/src', '@gamehall/*/src/**'],
      message: 'Import another package only through its public entry point (docs/architecture.md).',
    },
    {
      group: APPS.filter((a) => a !== name).map((a) => `@gamehall/${a}`),
      message: 'Apps compose packages; nothing imports an app.',
    },
  ];
  /** @type {{ name: string, importNames?: string[], message: string }[]} */
  const paths = [];
  const banPackages = (/** @type {string[]} */ list, /** @type {string} */ message) => {
    const others = list.filter((p) => p !== name);
    if (others.length > 0) patterns.push({ group: others.flatMap((p) => [`@gamehall/${p}`, `@gamehall/${p}/*`]), message });
  };
  if (FEATURES.includes(name)) {
    banPackages(FEATURES, 'A feature package never imports another feature package: dispatch a shared action from shell or take a callback prop.');
  }
  if (LAYERS.includes(name)) {
    banPackages(FEATURES, `${name} sits below the feature packages (it serves them) and cannot import them.`);
  }
  if (name === 'shell') {
    banPackages([...FEATURES, ...LAYERS], 'shell sits below the feature and layer packages and cannot import them.');
  }
  if (FOUNDATION.includes(name)) {
    banPackages([...FEATURES, ...LAYERS, 'shell'], `${name} sits below shell and the features and cannot import them.`);
  }
  if (name === 'api-client' || name === 'i18n') {
    banPackages(['ui-kit'], `${name} is not a UI package and cannot import ui-kit.`);
  }
  if (name === 'i18n') banPackages(['api-client'], 'i18n does not talk to the platform.');
  if (name === 'ui-kit') {
    patterns.push({
      group: ['@reduxjs/*', 'react-redux', 'redux', 'redux-saga', 'redux-saga/*', 'react-router', 'react-router-dom', '@gamehall/api-client', '@gamehall/api-client/*'],
      message: 'ui-kit is presentational: props in, events out (no Redux, router or api-client).',
    });
  }
  if (name !== 'shell') {
    paths.push({
      name: 'react-redux',
      importNames: ['useDispatch', 'useSelector', 'useStore'],
      message: 'Use the typed hooks from @gamehall/shell (useAppDispatch, useAppSelector).',
    });
  }
  return { patterns, paths };
}

/**
 * typescript-eslint's `strictTypeChecked` rules (type-aware: the workspace's tsconfig through
 * the project service) for a workspace's shipped sources. Opt in per workspace where the cost
 * (a slower lint) is acceptable: `react({ name, typeChecked: true })`.
 * @returns {import('typescript-eslint').ConfigArray}
 */
function typeCheckedRules() {
  return tseslint.config({
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: DEV_ONLY_FILES,
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: process.cwd() } },
    rules: {
      // Numbers in template literals are the house style for ids and counts.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  });
}

/**
 * The base flat config for a Gamehall workspace.
 * @param {{ name: string, browser?: boolean, typeChecked?: boolean }} options `typeChecked`: add
 *   typescript-eslint's strictTypeChecked rules for the shipped sources (slower lint)
 * @returns {import('typescript-eslint').ConfigArray}
 */
export function base({ name, browser = true, typeChecked = false }) {
  const { patterns, paths } = restrictionsFor(name);
  const frontEnd = name !== 'platform-server';
  return tseslint.config(
    { ignores: ['dist/**', 'storybook-static/**', 'reports/**', 'coverage/**', 'test-results/**', 'public/mockServiceWorker.js', '**/*.d.ts', 'drizzle/**'] },
    js.configs.recommended,
    ...tseslint.configs.strict,
    {
      plugins: { 'import-x': importX },
      languageOptions: {
        ecmaVersion: 2023,
        sourceType: 'module',
        globals: browser ? { ...globals.browser, ...globals.node } : globals.node,
      },
      settings: {
        // Resolves like TypeScript (the workspace's tsconfig.json, package `exports`, types).
        'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
        // How import-x reads the modules it follows (no-cycle parses the imported files).
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      },
      rules: {
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        'no-restricted-imports': ['error', { patterns, paths }],
        'import-x/no-self-import': 'error',
        'import-x/no-duplicates': 'error',
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-extraneous-dependencies': ['error', { devDependencies: DEV_ONLY_FILES, includeTypes: true }],
        'no-console': ['error', { allow: ['warn', 'error'] }],
        ...(frontEnd && name !== 'api-client'
          ? {
              'no-restricted-globals': ['error', { name: 'fetch', message: 'Every network call goes through @gamehall/api-client.' }],
              'no-restricted-properties': [
                'error',
                { object: 'window', property: 'fetch', message: 'Every network call goes through @gamehall/api-client.' },
                { object: 'globalThis', property: 'fetch', message: 'Every network call goes through @gamehall/api-client.' },
              ],
            }
          : {}),
      },
    },
    ...(typeChecked ? typeCheckedRules() : []),
    {
      files: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', 'e2e/**', '**/*.config.ts', '**/*.config.js', 'scripts/**', '.storybook/**', 'bench/**'],
      rules: {
        '@typescript-eslint/no-non-null-assertion': 'off',
        'no-console': 'off',
      },
    },
  );
}
