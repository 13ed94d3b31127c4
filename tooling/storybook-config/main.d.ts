import type { StorybookConfig } from '@storybook/react-vite';
/** Shared Storybook `main` settings (see main.js). */
export declare function storybookMain(options?: { stories?: string[] }): StorybookConfig;
