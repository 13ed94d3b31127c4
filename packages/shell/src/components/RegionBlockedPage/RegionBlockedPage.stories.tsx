import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RegionBlockedPage } from './RegionBlockedPage';

const meta = {
  title: 'System/RegionBlockedPage',
  component: RegionBlockedPage,
  args: { ip: '203.0.113.7' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RegionBlockedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** blockip, info_ip_block and the IP shown prominently. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    await expect(canvas.getByText(/Access restricted by location or IP/)).toBeInTheDocument();
    await expect(canvas.getByTestId('client-ip')).toHaveTextContent('203.0.113.7');
  },
};

/** A long IPv6 address wraps instead of overflowing. */
export const Ipv6: Story = {
  args: { ip: '2001:db8:85a3:0000:0000:8a2e:0370:7334' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('client-ip')).toHaveTextContent('2001:db8:85a3');
  },
};
