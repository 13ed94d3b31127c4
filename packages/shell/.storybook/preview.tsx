import type { Preview } from '@storybook/react-vite';
import { configureClient } from '@gamehall/api-client';
import { mockClientConfig } from '@gamehall/api-client/mocks';
import { sharedPreview } from '@gamehall/storybook-config/preview';
import { withShellProviders } from '../src/test/storyProviders';

configureClient(mockClientConfig());

const preview: Preview = { ...sharedPreview, decorators: [withShellProviders] };
export default preview;
