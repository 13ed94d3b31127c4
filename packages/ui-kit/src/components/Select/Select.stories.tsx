import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Controls/Select',
  component: Select,
  args: {
    label: 'Language',
    value: 'EN',
    onChange: fn(),
    options: [
      { value: 'EN', label: 'English' },
      { value: 'TY', label: 'Tagalog' },
    ],
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 240 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('EN');
    await userEvent.selectOptions(select, 'TY');
    await expect(args.onChange).toHaveBeenCalledWith('TY');
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Language' })).toBeDisabled();
  },
};
