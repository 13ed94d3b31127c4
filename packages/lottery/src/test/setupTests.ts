/**
 * Vitest setup: story annotations for portable stories (an msw/node loader in place of the
 * browser worker, the lottery's providers decorator) and the api client pointed at the test
 * page's origin.
 */
import { setProjectAnnotations } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configureClient } from '@gamehall/api-client';
import { mockClientConfig } from '@gamehall/api-client/mocks';
import { withLotteryProviders } from './storyProviders';

configureClient(mockClientConfig());

// msw/node's server, started by the first story that loads; stories set their handlers in
// `parameters.msw` as in Storybook, and handlers are reset before each story.
const nodeMswLoader = mswLoader(async () => {
  const { setupServer } = await import('msw/node');
  const server = setupServer();
  server.listen({ onUnhandledFrame: 'bypass' });
  return server as unknown as SetupWorker;
});

setProjectAnnotations([{ loaders: [nodeMswLoader], decorators: [withLotteryProviders] }]);

// jsdom does not scroll.
window.scrollTo = () => undefined;
