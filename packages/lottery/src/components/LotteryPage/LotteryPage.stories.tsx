import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  emptyMenuHandlers,
  failingMenuHandlers,
  launchRequests,
  loggedInSession,
  lotteryHandlers,
  pendingMenuHandlers,
} from '../../test/lotteryFixtures';
import { lottfav, lotteryStoryParameters } from '../../test/storyParameters';
import { LotteryPage } from './LotteryPage';

const meta = {
  title: 'Lottery/LotteryPage',
  component: LotteryPage,
  args: { kind: 'lottery' },
  parameters: { ...lotteryStoryParameters, layout: 'fullscreen', route: '/lottery', msw: { handlers: lotteryHandlers() } },
} satisfies Meta<typeof LotteryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const gameList = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Lottery games' });

/** `/lottery`: LOTT and ELOTT tabs, the LOTT games, the first one launched, its draw history. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();
    const tabs = canvas.getByRole('tablist', { name: 'Lottery types' });
    await expect(within(tabs).getByRole('tab', { name: 'Lottery' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(tabs).getByRole('tab', { name: 'E-Lottery' })).toBeInTheDocument();
    const list = await gameList(canvasElement);
    await expect(within(list).getByRole('button', { name: 'Lotto 6/42' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('region', { name: 'Lotto 6/42' })).toBeInTheDocument();
    await expect(await canvas.findByRole('table', { name: 'Lotto 6/42 results' })).toBeInTheDocument();
    await waitFor(() => expect(launchRequests.at(-1)).toMatchObject({ lottoGameCode: 'GW_642', lottoPrizeMode: 'LOTT', lottoArea: 'PH', launchMode: 'LOTT' }));
  },
};

/** Stored favourites (LOTTFAV): the first favourite is selected; the filter lists only favourites. */
export const WithFavourites: Story = {
  parameters: { prepare: lottfav(JSON.stringify({ player1: ['VN_MEGA645', 'GW_SWERTRES'], maria: ['GW_658'] })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await gameList(canvasElement);
    // List order decides "first favourite": Swertres comes before VN Mega 6/45 in the menu.
    await expect(within(list).getByRole('button', { name: 'Swertres' })).toHaveAttribute('aria-current', 'true');
    await expect(within(list).getByRole('button', { name: 'Favourite: VN Mega 6/45' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(list).getByRole('button', { name: 'Favourite: Ultra Lotto 6/58' })).toHaveAttribute('aria-pressed', 'false');
    const filters = canvas.getByRole('group', { name: 'Show' });
    await userEvent.click(within(filters).getByRole('button', { name: /Favourites/ }));
    const favourites = await gameList(canvasElement);
    await expect(within(favourites).getAllByRole('button', { name: /^Favourite:/ })).toHaveLength(2);
  },
};

/** `?gameCode=` of an ELOTT game opens the E-Lottery tab with that game. */
export const SelectedByGameCode: Story = {
  parameters: { route: '/lottery?gameCode=VR_FAST3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'E-Lottery' })).toHaveAttribute('aria-selected', 'true'));
    const list = await gameList(canvasElement);
    await expect(within(list).getByRole('button', { name: 'VR Fast 3' })).toHaveAttribute('aria-current', 'true');
    // The game shown is VR Fast 3's launch (a launch of the game shown while the E-Lottery menu
    // loaded may have been given up on the way, and reach the platform after it).
    await waitFor(() => expect(canvasElement.querySelector('iframe')?.getAttribute('src')).toContain('game=VR_FAST3'));
    await expect(launchRequests).toContainEqual(expect.objectContaining({ lottoGameCode: 'VR_FAST3', lottoPrizeMode: 'ELOTT', launchMode: 'LOTT' }));
  },
};

/** A `gameCode` the page does not have: the default game and a note. */
export const UnknownGameCode: Story = {
  parameters: { route: '/lottery?gameCode=NO_SUCH_GAME' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('That lottery game is not available here, so Lotto 6/42 is shown instead.')).toBeInTheDocument();
  },
};

/** `/vnLottery`: only the VN games, no tabs. */
export const VnLottery: Story = {
  args: { kind: 'vnLottery' },
  parameters: { route: '/vnLottery' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vietnam Lottery' })).toBeInTheDocument();
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    const list = await gameList(canvasElement);
    await expect(within(list).getAllByRole('timer')).toHaveLength(3);
    await expect(within(list).getByRole('button', { name: 'North Vietnam Lotto' })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(launchRequests.at(-1)).toMatchObject({ lottoArea: 'VN', lottoPrizeMode: 'LOTT', lottoGameCode: 'VN_NORTH' }));
  },
};

/** `/seaLottery`: the SEA games. */
export const SeaLottery: Story = {
  args: { kind: 'seaLottery' },
  parameters: { route: '/seaLottery' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'SEA Lottery' })).toBeInTheDocument();
    const list = await gameList(canvasElement);
    await expect(within(list).getAllByRole('timer')).toHaveLength(2);
    await waitFor(() => expect(launchRequests.at(-1)).toMatchObject({ lottoArea: 'SEA', lottoPrizeMode: 'SEA', lottoGameCode: 'SEA_5D' }));
  },
};

/** The favourites filter without favourites: how to add one. */
export const NoFavourites: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await gameList(canvasElement);
    await userEvent.click(within(canvas.getByRole('group', { name: 'Show' })).getByRole('button', { name: 'Favourites' }));
    await expect(await canvas.findByText('No favourite lottery games yet. Tap the star on a game to add it.')).toBeInTheDocument();
  },
};

/** The recent filter: the member's recently launched lottery games of this mode. */
export const Recent: Story = {
  parameters: { msw: { handlers: lotteryHandlers({ recent: ['VN_SOUTH', 'VR_FAST3', 'GW_658'] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await gameList(canvasElement);
    await userEvent.click(within(canvas.getByRole('group', { name: 'Show' })).getByRole('button', { name: 'Recent' }));
    await waitFor(async () => {
      const list = await gameList(canvasElement);
      await expect(within(list).getAllByRole('timer')).toHaveLength(2);
    });
    const list = await gameList(canvasElement);
    const names = within(list)
      .getAllByRole('button')
      .filter((button) => !button.hasAttribute('aria-pressed'))
      .map((button) => button.textContent);
    await expect(names).toEqual(['South Vietnam Lotto', 'Ultra Lotto 6/58']);
  },
};

/** Waiting for the lottery menu: placeholder cards. */
export const Loading: Story = {
  parameters: { msw: { handlers: pendingMenuHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list', { name: 'Lottery games' })).not.toBeInTheDocument();
  },
};

/** No lottery games in this mode. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyMenuHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data')).toBeInTheDocument();
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** The menu call failed: the message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: failingMenuHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** A trial account sees the games and the draws, but nothing is launched (in_need_true_account). */
export const TrialAccount: Story = {
  parameters: { session: loggedInSession('trial01', 4) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await gameList(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Lotto 6/42' });
    await expect(within(panel).getByRole('alert')).toHaveTextContent('Please use a real account for this action');
    await expect(panel.querySelector('iframe')).toBeNull();
  },
};

/** A phone (390 px): the games as a strip above the game. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const list = await gameList(canvasElement);
    await expect(within(list).getByRole('button', { name: 'Lotto 6/42' })).toHaveAttribute('aria-current', 'true');
  },
};
