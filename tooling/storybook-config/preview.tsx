/**
 * Shared Storybook preview: MSW (msw-storybook-addon), design tokens and a dark page.
 * A package's `.storybook/preview.ts` re-exports it and may add decorators.
 */
import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';

initialize({ onUnhandledRequest: 'bypass', quiet: true });

export const sharedPreview: Preview = {
  loaders: [mswLoader],
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    controls: { expanded: true },
  },
};
