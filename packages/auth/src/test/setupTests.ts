/**
 * Vitest setup: story annotations for portable stories (an msw/node loader in place of the
 * browser worker, the auth providers decorator) and the api client pointed at the test page's
 * origin.
 */
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach } from 'vitest';
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configureClient } from '@gamehall/api-client';
import { mockClientConfig } from '@gamehall/api-client/mocks';
import { withAuthProviders } from './storyProviders';

configureClient(mockClientConfig());

// msw/node's server, started by the first story that loads; stories call `msw.use(...)` in
// `beforeEach` as in Storybook, and handlers are reset before each story.
const nodeMswLoader = mswLoader(async () => {
  const { setupServer } = await import('msw/node');
  const server = setupServer();
  server.listen({ onUnhandledFrame: 'bypass' });
  return server as unknown as SetupWorker;
});

setProjectAnnotations([{ loaders: [nodeMswLoader], decorators: [withAuthProviders] }]);

// Cookies (the remembered user name) do not leak from one test into the next.
afterEach(() => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
