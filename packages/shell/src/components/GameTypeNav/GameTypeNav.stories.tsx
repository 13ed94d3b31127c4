import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellHandlers } from '../../test/fixtures';
import { configureAppStore } from '../../store/store';
import { vendorLaunchRequested } from '../../store/playActions';
import { GameTypeNav } from './GameTypeNav';

/** Actions dispatched by the story with the recording store (reset before each story). */
const dispatched: UnknownAction[] = [];

/** A store whose dispatch records each action in {@link dispatched}. */
function RecordingStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => {
    const created = configureAppStore();
    const dispatch = created.dispatch;
    created.dispatch = ((action: UnknownAction) => {
      dispatched.push(action);
      return dispatch(action);
    }) as typeof created.dispatch;
    return created;
  });
  return <Provider store={store}>{children}</Provider>;
}

const meta = {
  title: 'Layout/GameTypeNav',
  component: GameTypeNav,
  parameters: { msw: { handlers: shellHandlers() } },
} satisfies Meta<typeof GameTypeNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** HOME plus the categories in the server's order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Slots' });
    const names = canvas.getAllByRole('link').map((a) => a.textContent);
    await expect(names).toEqual(['Home', 'Slots', 'Live Casino', 'Sports', 'Fishing', 'Poker / PVP', 'Lottery']);
  },
};

/**
 * A single-vendor category (here Live Casino, whose only vendor is EVO) launches that vendor
 * (`vendorLaunchRequested`, taken by the lobby's game-launch saga) instead of routing.
 */
export const SingleVendorLaunch: Story = {
  decorators: [
    (Story) => (
      <RecordingStore>
        <Story />
      </RecordingStore>
    ),
  ],
  beforeEach: () => {
    dispatched.length = 0;
  },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Live Casino' });
    await expect(link).toHaveAttribute('href', '/live');
    await userEvent.click(link);
    const launches = dispatched.filter((action) => vendorLaunchRequested.match(action));
    await expect(launches).toEqual([vendorLaunchRequested(expect.objectContaining({ vassalage: 'EVO' }) as never)]);
    await expect(link).not.toHaveAttribute('aria-current');
  },
};

/** Tagalog labels. */
export const Tagalog: Story = {
  parameters: { language: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Pangingisda' })).toBeInTheDocument();
  },
};

/**
 * Narrower than its links (a phone, or a desktop bar beside long Tagalog labels): the menu
 * scrolls sideways, the end that hides links fades out and, with a mouse, shows a scroll button.
 * Every link keeps its whole label.
 */
export const Overflowing: Story = {
  parameters: { language: 'TY' },
  decorators: [(Story) => <div style={{ inlineSize: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Pangingisda' });
    const nav = canvas.getByRole('navigation');
    await expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Slots', 'Live Casino', 'Sports', 'Pangingisda', 'Poker at PVP', 'Lotto']);
    const list = within(nav).getByRole('list');
    // Only a real browser lays the links out (the component tests run without layout).
    if (list.scrollWidth > list.clientWidth) {
      await waitFor(() => expect(nav).toHaveAttribute('data-hidden-end'));
      await expect(nav).not.toHaveAttribute('data-hidden-start');
    }
  },
};
