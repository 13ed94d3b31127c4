/**
 * Vitest setup: the shared story annotations with the msw/node loader and shell's
 * `withAppProviders` (so every story also runs as a test), the api client pointed at the test
 * page's origin, and no cookie or session storage kept from one test to the next.
 */
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach } from 'vitest';
import { configureClient } from '@gamehall/api-client';
import { mockClientConfig } from '@gamehall/api-client/mocks';
import { withAppProviders } from '@gamehall/shell/testing';
import { nodeMswLoader, sharedAnnotations } from '@gamehall/storybook-config/annotations';

configureClient(mockClientConfig());
setProjectAnnotations([{ ...sharedAnnotations, loaders: [nodeMswLoader()], decorators: [withAppProviders] }]);

// The remembered user name (a cookie) and the session token do not leak into the next test.
afterEach(() => {
  sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
