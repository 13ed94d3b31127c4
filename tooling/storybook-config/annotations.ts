/**
 * Story annotations shared by Storybook (preview.tsx) and by Vitest's portable stories
 * (vitest-setup.ts). Nothing here touches the browser-only MSW worker or CSS, so it also runs
 * under happy-dom.
 */
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { SetupWorker } from 'msw/browser';

export const sharedAnnotations: Preview = {
  parameters: {
    layout: 'padded',
    // The page is dark by itself (tokens.css sets the body background).
    backgrounds: { disabled: true },
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet 820×1180', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

/**
 * An MSW loader for Vitest (happy-dom has no service worker): msw/node's `setupServer`, started
 * lazily by the first story that loads. Stories use it the same way as in Storybook:
 * `beforeEach({ msw }) { msw.use(...handlers) }`; handlers are reset before each story.
 */
export function nodeMswLoader() {
  return mswLoader(async () => {
    const { setupServer } = await import('msw/node');
    const server = setupServer();
    server.listen({ onUnhandledFrame: 'bypass' });
    // SetupServer has the part of SetupWorker's API that stories use (use, resetHandlers, ...).
    return server as unknown as SetupWorker;
  });
}
