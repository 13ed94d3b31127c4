import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellHandlers } from '../../test/fixtures';
import { AppLayout } from './AppLayout';

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  args: { children: <h1>Home lobby</h1> },
  parameters: { layout: 'fullscreen', msw: { handlers: shellHandlers() } },
} satisfies Meta<typeof AppLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Header, side menu, main content and footer. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toHaveTextContent('Home lobby');
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    // Footer and side menu arrive with the first interaction.
    window.dispatchEvent(new Event('pointerdown'));
    await expect(await canvas.findByRole('contentinfo', undefined, { timeout: 10_000 })).toBeInTheDocument();
    await expect(await canvas.findByRole('navigation', { name: 'Menu' }, { timeout: 10_000 })).toBeInTheDocument();
    await expect(await within(canvas.getByRole('banner')).findByRole('link', { name: 'Slots' })).toBeInTheDocument();
  },
};

/** A game page: no side menu (spec §2) and no footer. */
export const GamePage: Story = {
  parameters: { route: '/seamless' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Even after the first interaction (which loads the footer elsewhere), /seamless has none.
    window.dispatchEvent(new Event('pointerdown'));
    await expect(await within(canvas.getByRole('banner')).findByRole('link', { name: 'Slots' })).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  },
};

/** A lottery page: a game page (no side menu) with the footer. */
export const LotteryGamePage: Story = {
  args: { children: <h1>Lottery</h1> },
  parameters: { route: '/lottery' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.dispatchEvent(new Event('pointerdown'));
    await expect(await canvas.findByRole('contentinfo', undefined, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  },
};
