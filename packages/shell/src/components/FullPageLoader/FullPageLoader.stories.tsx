import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullPageLoader } from './FullPageLoader';

const meta = {
  title: 'System/FullPageLoader',
  component: FullPageLoader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullPageLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page-filling spinner announced as loading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAccessibleName('Loading…');
  },
};
