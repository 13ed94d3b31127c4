/**
 * Shared Storybook preview: design tokens (dark page), MSW through msw-storybook-addon's CSF3
 * loader, viewports. A package's `.storybook/preview.tsx` spreads `sharedPreview` and may add
 * decorators. Stories set their network in `beforeEach({ msw }) { msw.use(...handlers) }`.
 */
import '@gamehall/ui-kit/tokens.css';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { sharedAnnotations } from './annotations';

export const sharedPreview: Preview = {
  ...sharedAnnotations,
  // Starts the service worker (served from @gamehall/api-client's public/) once, then resets
  // handlers before every story and applies `parameters.msw`, if any.
  loaders: [mswLoader()],
};
