import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessRestrictedPage } from './AccessRestrictedPage';

const meta = {
  title: 'System/AccessRestrictedPage',
  component: AccessRestrictedPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AccessRestrictedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without a known IP. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    await expect(canvas.queryByText('Your IP')).not.toBeInTheDocument();
  },
};

/** With the client IP. */
export const WithIp: Story = {
  args: { ip: '203.0.113.9' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('203.0.113.9')).toBeInTheDocument();
  },
};
