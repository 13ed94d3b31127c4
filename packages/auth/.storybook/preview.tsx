import type { Preview } from '@storybook/react-vite';
import { configureClient } from '@gamehall/api-client';
import { mockClientConfig } from '@gamehall/api-client/mocks';
import { sharedPreview } from '@gamehall/storybook-config/preview';
import { withAppProviders } from '@gamehall/shell/storybook';

// Requests go to the page's own origin, where MSW's worker answers (handlers per story).
configureClient(mockClientConfig());

const preview: Preview = { ...sharedPreview, decorators: [withAppProviders] };
export default preview;
