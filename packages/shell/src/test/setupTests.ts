/**
 * Vitest setup: story annotations for portable stories (an msw/node loader, since jsdom has no
 * service worker; the shell's providers decorator) and the api client pointed at the test
 * page's origin.
 *
 * (It does not import `@gamehall/storybook-config/annotations`: that file passes msw 2's
 * `onUnhandledRequest` to msw 3's `listen`, which fails this package's type check.)
 */
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configureClient } from '@gamehall/api-client';
import { mockClientConfig } from '@gamehall/api-client/mocks';
import { withShellProviders } from './storyProviders';

const nodeMswLoader = mswLoader(async () => {
  const { setupServer } = await import('msw/node');
  const server = setupServer();
  server.listen({ onUnhandledFrame: 'warn' });
  // SetupServer has the part of SetupWorker's API that stories use (use, resetHandlers).
  return server as unknown as SetupWorker;
});

configureClient(mockClientConfig());
setProjectAnnotations([{ loaders: [nodeMswLoader], decorators: [withShellProviders] }]);
