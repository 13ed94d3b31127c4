import type { Preview } from '@storybook/react-vite';
import { configureClient } from '@gamehall/api-client';
import { mockClientConfig } from '@gamehall/api-client/mocks';
import { sharedPreview } from '@gamehall/storybook-config/preview';
import { withAuthProviders } from '../src/test/storyProviders';

// Requests go to the page's own origin, where MSW's worker answers (handlers per story).
configureClient(mockClientConfig());

const preview: Preview = { ...sharedPreview, decorators: [withAuthProviders] };
export default preview;
