import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellCatalogue, shellHandlers } from '../../test/fixtures';
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

/** A catalogue whose first two slot vendors have bingo games (the seed files them as a class of the slot vendors). */
function bingoHandlers() {
  const db = shellCatalogue();
  const rng = db.menus.find((menu) => menu.gameType === 'RNG');
  const vendors = rng ? rng.cards.slice(0, 2).map((card) => card.vassalage) : [];
  rng?.gameClassify.push({ key: 'BINGO', displayName: 'Bingo', vendors });
  return { handlers: shellHandlers({}, db), vendors };
}
const bingo = bingoHandlers();

/**
 * Bingo (spec §9 "bingo BG with TY"): offered with Tagalog when the slot vendors have bingo
 * games, after the server's categories; it leads to the slot list of the bingo class, is the
 * current item there (Slots is not), and its drop-down lists the vendors with bingo games.
 */
export const Bingo: Story = {
  parameters: { route: '/rng?classify=BINGO', msw: { handlers: bingo.handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Bingo' });
    await expect(canvas.getAllByRole('link').map((a) => a.textContent).slice(-2)).toEqual(['Lottery', 'Bingo']);
    await expect(link).toHaveAttribute('href', '/rng?classify=BINGO');
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Slots' })).not.toHaveAttribute('aria-current');
    await userEvent.hover(link);
    const list = await canvas.findByRole('list', { name: 'Bingo – Providers' });
    const hrefs = within(list).getAllByRole('link').map((a) => a.getAttribute('href'));
    await expect(hrefs).toEqual(bingo.vendors.map((code) => `/rng?vassalage=${code}&classify=BINGO`));
  },
};
