import type { Preview } from '@storybook/react-vite';
import { configureClient } from '@gamehall/api-client';
import { mockClientConfig } from '@gamehall/api-client/mocks';
import { sharedPreview } from '@gamehall/storybook-config/preview';
import { withLotteryProviders } from '../src/test/storyProviders';

// Requests go to the page's own origin, where MSW's worker answers (parameters per story).
configureClient(mockClientConfig());

const preview: Preview = { ...sharedPreview, decorators: [withLotteryProviders] };
export default preview;
