import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoaderOverlay } from './LoaderOverlay';

const meta = {
  title: 'Overlays/LoaderOverlay',
  component: LoaderOverlay,
  args: { visible: true, label: 'Loading…' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoaderOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
    await expect(within(canvasElement).getByTestId('loader-overlay')).toBeInTheDocument();
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('loader-overlay')).toBeNull();
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
