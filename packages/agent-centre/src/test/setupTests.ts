/**
 * Vitest setup: the shared story annotations with the msw/node loader and shell's
 * `withAppProviders` (so every story also runs as a test), and the api client pointed at the
 * test page's origin.
 */
import { setProjectAnnotations } from '@storybook/react-vite';
import { configureClient } from '@gamehall/api-client';
import { mockClientConfig } from '@gamehall/api-client/mocks';
import { withAppProviders } from '@gamehall/shell/testing';
import { nodeMswLoader, sharedAnnotations } from '@gamehall/storybook-config/annotations';

configureClient(mockClientConfig());
setProjectAnnotations([{ ...sharedAnnotations, loaders: [nodeMswLoader()], decorators: [withAppProviders] }]);

// jsdom does not scroll.
window.scrollTo = () => undefined;
