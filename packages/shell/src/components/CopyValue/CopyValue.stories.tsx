import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyValue } from './CopyValue';

/** A labelled value with its copy button, in a `dl`. */
const meta = {
  title: 'Shell/CopyValue',
  component: CopyValue,
  args: { label: 'Invitation code', value: 'AG1001' },
  decorators: [(Story) => <dl>{Story()}</dl>],
} satisfies Meta<typeof CopyValue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The label, the value and the button named "Copy <label>". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('AG1001')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Copy Invitation code' })).toBeInTheDocument();
  },
};

/** A copy puts the value on the clipboard and says copy_success. */
export const Copied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const writeText = fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Invitation code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('AG1001'));
    await expect(await canvas.findByText('Copied')).toBeInTheDocument();
  },
};
