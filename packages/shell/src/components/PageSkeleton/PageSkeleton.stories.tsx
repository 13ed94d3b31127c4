import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageSkeleton } from './PageSkeleton';

const meta = {
  title: 'System/PageSkeleton',
  component: PageSkeleton,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The lobby's shape with the "Loading" text, announced as a status (the status gate's, once the dictionary is in). */
export const WithLabel: Story = {
  args: { label: 'Loading…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.getByTestId('page-skeleton')).toHaveAttribute('aria-busy', 'true');
  },
};
