import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './QrCode';

const meta = {
  title: 'Content/QrCode',
  component: QrCode,
  args: { value: 'https://gamehall.example/download', label: 'Scan to download the app' },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img', { name: 'Scan to download the app' });
    await expect(code).toHaveAttribute('width', '107');
    await expect(code.querySelectorAll('path').length).toBeGreaterThan(0);
  },
};

export const Large: Story = {
  args: { size: 200 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('width', '200');
  },
};
