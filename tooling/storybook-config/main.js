// @ts-check
/**
 * Shared Storybook `main` settings: a package's `.storybook/main.ts` uses `storybookMain()`.
 * Stories sit beside their components (`src/**\/*.stories.tsx`). Every package's Storybook
 * serves MSW's worker script from `packages/api-client/public/` and loads the design tokens
 * (`@gamehall/ui-kit/tokens.css`, imported by preview.tsx) from ui-kit's source. Both are
 * located through the repository layout rather than as dependencies, because ui-kit and
 * api-client themselves use this config (a dependency would be a cycle in the package graph).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const mswWorkerDir = join(repoRoot, 'packages/api-client/public');
const tokensCss = join(repoRoot, 'packages/ui-kit/src/tokens.css');

/**
 * @param {{ stories?: string[] }} [options] override the story globs (relative to `.storybook/`)
 * @returns {import('@storybook/react-vite').StorybookConfig}
 */
export function storybookMain(options = {}) {
  return {
    stories: options.stories ?? ['../src/**/*.stories.@(ts|tsx)'],
    framework: { name: '@storybook/react-vite', options: {} },
    staticDirs: existsSync(join(mswWorkerDir, 'mockServiceWorker.js')) ? [mswWorkerDir] : [],
    core: { disableTelemetry: true, disableWhatsNewNotifications: true },
    async viteFinal(config) {
      const alias = { find: '@gamehall/ui-kit/tokens.css', replacement: tokensCss };
      const existing = config.resolve?.alias;
      const aliases = Array.isArray(existing)
        ? existing
        : Object.entries(existing ?? {}).map(([find, replacement]) => ({ find, replacement: String(replacement) }));
      return { ...config, resolve: { ...config.resolve, alias: [alias, ...aliases] } };
    },
  };
}
