// @ts-check
/**
 * Shared Storybook `main` settings: a package's `.storybook/main.ts` spreads `storybookMain()`.
 * Stories sit beside their components (`src/**\/*.stories.tsx`); MSW's worker is served from
 * `@gamehall/api-client`'s `public/` folder so every package's Storybook runs on MSW data.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * @returns {import('@storybook/react-vite').StorybookConfig}
 */
export function storybookMain() {
  const apiClientDir = dirname(require.resolve('@gamehall/api-client/package.json', { paths: [process.cwd()] }));
  return {
    stories: ['../src/**/*.stories.@(ts|tsx)'],
    framework: { name: '@storybook/react-vite', options: {} },
    staticDirs: [join(apiClientDir, 'public')],
    core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  };
}
