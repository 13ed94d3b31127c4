import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    ariaLabel: 'Game types',
    value: 'HOME',
    onChange: fn(),
    items: [
      { key: 'HOME', label: 'Home' },
      { key: 'HOT', label: 'Hot' },
      { key: 'RNG', label: 'Slots' },
      { key: 'LIVE', label: 'Live casino' },
      { key: 'FISH', label: 'Fishing' },
      { key: 'PVP', label: 'Card games' },
      { key: 'SPORTS', label: 'Sports' },
      { key: 'LOTT', label: 'Lottery' },
    ],
  },
  render: function Render(args) {
    const [, updateArgs] = useArgs();
    return (
      <Tabs
        {...args}
        onChange={(key) => {
          args.onChange(key);
          updateArgs({ value: key });
        }}
      />
    );
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pill: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('tablist', { name: 'Game types' });
    await expect(within(list).getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(list).getByRole('tab', { name: 'Slots' }));
    await expect(args.onChange).toHaveBeenCalledWith('RNG');
  },
};

export const Underline: Story = {
  args: { variant: 'underline', value: 'LIVE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithBadges: Story = {
  args: {
    variant: 'underline',
    value: 'inbox',
    items: [
      { key: 'inbox', label: 'Messages', badge: 3 },
      { key: 'notices', label: 'Notices', badge: 120 },
      { key: 'read', label: 'Read', badge: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: /^Messages/ })).toHaveTextContent('Messages3');
    await expect(within(canvasElement).getByRole('tab', { name: /^Notices/ })).toHaveTextContent('Notices99+');
    await expect(within(canvasElement).getByRole('tab', { name: 'Read' })).toHaveTextContent(/^Read$/);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('tab', { name: 'Home' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('HOT');
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith('LOTT');
  },
};
