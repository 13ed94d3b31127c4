import type { Preview } from '@storybook/react-vite';
import { sharedPreview } from '@gamehall/storybook-config/preview';

const preview: Preview = { ...sharedPreview };
export default preview;
