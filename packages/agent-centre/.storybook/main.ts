import type { StorybookConfig } from '@storybook/react-vite';
import { storybookMain } from '@gamehall/storybook-config/main';

const config: StorybookConfig = storybookMain();
export default config;
