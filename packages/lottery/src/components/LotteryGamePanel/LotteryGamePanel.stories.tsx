import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { GAME_MESSAGE_SOURCE } from '@gamehall/api-client';
import { gameSessionRequested } from '@gamehall/play';
import { useAppDispatch } from '@gamehall/shell';
import { Button } from '@gamehall/ui-kit';
import { MOCK_GAME_ORIGIN, launchRequests, loggedInSession, lotteryHandlers, postGameMessage } from '../../test/lotteryFixtures';
import { lotteryStoryParameters, storyNavigations } from '../../test/storyParameters';
import { LotteryGamePanel, type LotteryGamePanelProps, type LottoView } from './LotteryGamePanel';

const request = { vassalage: 'GW', lottoArea: 'PH', lottoPrizeMode: 'LOTT', lottoGameCode: 'GW_642', lottoView: 'betting' } as const;

/** Every story runs play's game session saga over the lottery mock platform (`player1` logged in). */
const meta = {
  title: 'Lottery/LotteryGamePanel',
  component: LotteryGamePanel,
  args: { title: 'Lotto 6/42', request },
  parameters: { ...lotteryStoryParameters, msw: { handlers: lotteryHandlers() } },
} satisfies Meta<typeof LotteryGamePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

function frameOf(canvasElement: HTMLElement) {
  return canvasElement.querySelector('iframe');
}

/** The money is made ready and the launch asked for: a spinner, no frame yet. */
export const Launching: Story = {
  parameters: { msw: { handlers: lotteryHandlers({ launch: 'pending' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading game…' })).toBeInTheDocument();
    await waitFor(() => expect(launchRequests.at(-1)).toMatchObject({ launchMode: 'LOTT', lottoGameCode: 'GW_642', lottoArea: 'PH', lottoPrizeMode: 'LOTT', lottoView: 'betting', vassalage: 'GW' }));
    await expect(frameOf(canvasElement)).toBeNull();
  },
};

/** Launched: the frame loads the launch URL under the spinner until the game says it is ready. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(frameOf(canvasElement)).not.toBeNull());
    const frame = frameOf(canvasElement)!;
    await expect(frame.getAttribute('src')).toMatch(new RegExp(`^${MOCK_GAME_ORIGIN}/play/\\?token=launch-\\d+&game=GW_642&view=betting$`));
    await expect(frame).toHaveAttribute('title', 'Lotto 6/42');
    await expect(canvas.getByRole('status', { name: 'Loading game…' })).toBeInTheDocument();
    const body = launchRequests.at(-1)!;
    await expect(body.device).toMatch(/^(WEB|H5)$/);
    // play's gameBackUrl: the page the game was started from, without query or hash.
    await expect(body.backUrl).toBe(window.location.origin + window.location.pathname);
    await expect(body.language).toBe('EN');
    postGameMessage(canvasElement, { source: GAME_MESSAGE_SOURCE, type: 'ready', balance: '1000.00' });
    await waitFor(() => expect(canvas.queryByRole('status', { name: 'Loading game…' })).not.toBeInTheDocument());
  },
};

/** A message from another origin is ignored: the game stays "loading". */
export const ForeignMessageIgnored: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(frameOf(canvasElement)).not.toBeNull());
    postGameMessage(canvasElement, { source: GAME_MESSAGE_SOURCE, type: 'ready', balance: '1000.00' }, 'https://evil.example');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.getByRole('status', { name: 'Loading game…' })).toBeInTheDocument();
  },
};

/** The launch failed: our text for the platform's code, and a retry that launches again. */
export const LaunchError: Story = {
  parameters: { msw: { handlers: lotteryHandlers({ launch: { message: 'Game not found', errorCode: 'game.not.found' } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This game is not available right now.');
    const before = launchRequests.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(launchRequests.length).toBe(before + 1));
  },
};

/** The page loaded but the game never said it was ready (frames blocked): open in a new tab or retry. */
export const Blocked: Story = {
  args: { readyTimeoutMs: 30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(frameOf(canvasElement)).not.toBeNull());
    frameOf(canvasElement)!.dispatchEvent(new Event('load'));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The game did not start here.');
    await expect(within(alert).getByRole('button', { name: 'Open in a new tab' })).toBeInTheDocument();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** The game reported an error (a used launch token): our text, and retry launches again. */
export const GameError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(frameOf(canvasElement)).not.toBeNull());
    postGameMessage(canvasElement, { source: GAME_MESSAGE_SOURCE, type: 'error', errorCode: 'game.launch.token.invalid' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The game link has expired. Please start the game again.');
    const before = launchRequests.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(launchRequests.length).toBe(before + 1));
    await waitFor(() => expect(frameOf(canvasElement)).not.toBeNull());
  },
};

/** The game's own close: the session ends (the money moves back) and the player goes home. */
export const GameClosed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(frameOf(canvasElement)).not.toBeNull());
    const navigations = storyNavigations.length;
    postGameMessage(canvasElement, { source: GAME_MESSAGE_SOURCE, type: 'close' });
    await waitFor(() => expect(storyNavigations.slice(navigations)).toEqual(['/']));
    await expect(frameOf(canvasElement)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Play here instead' })).toBeInTheDocument();
  },
};

/** "Open in a new tab": the game plays in the tab opened in the click; the panel offers to play here again. */
export const OpenedInNewTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = { opener: {} as unknown, closed: false, location: { replace: (url: string) => void url }, close: () => undefined };
    const replace = spyOn(tab.location, 'replace');
    const open = spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    try {
      await waitFor(() => expect(frameOf(canvasElement)).not.toBeNull());
      await userEvent.click(canvas.getByRole('button', { name: 'Open in a new tab' }));
      await expect(await canvas.findByText('The game is open in a new tab.')).toBeInTheDocument();
      await expect(open).toHaveBeenCalledWith('about:blank', '_blank');
      await expect(tab.opener).toBeNull();
      await expect(replace).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^${MOCK_GAME_ORIGIN}/play/`)));
      await expect(frameOf(canvasElement)).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Play here instead' }));
      await waitFor(() => expect(frameOf(canvasElement)).not.toBeNull());
    } finally {
      open.mockRestore();
    }
  },
};

/** The browser blocked the new tab: a link opens the game in a new tab (the site itself stays). */
export const NewTabBlocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = spyOn(window, 'open').mockReturnValue(null);
    const before = window.location.href;
    try {
      await waitFor(() => expect(frameOf(canvasElement)).not.toBeNull());
      await userEvent.click(canvas.getByRole('button', { name: 'Open in a new tab' }));
      const status = await canvas.findByText(/Your browser blocked the new tab/);
      await expect(status).toBeInTheDocument();
      const link = canvas.getByRole('link', { name: 'Open in a new tab' });
      await expect(link.getAttribute('href')).toMatch(new RegExp(`^${MOCK_GAME_ORIGIN}/play/`));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
      await expect(window.location.href).toBe(before);
    } finally {
      open.mockRestore();
    }
  },
};

/** A trial account: in_need_true_account and no launch. */
export const TrialAccount: Story = {
  args: { refused: true },
  parameters: { session: loggedInSession('trial01', 4) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = launchRequests.length;
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please use a real account for this action');
    await expect(canvas.getByRole('button', { name: 'Reload the game' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Open in a new tab' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(launchRequests.length).toBe(before);
    await expect(frameOf(canvasElement)).toBeNull();
  },
};

function WithViewSwitch(args: LotteryGamePanelProps) {
  const [view, setView] = useState<LottoView>('betting');
  return <LotteryGamePanel {...args} request={args.request ? { ...args.request, lottoView: view } : null} onViewChange={setView} />;
}

/** The betting / lobby switch relaunches the game in the other view. */
export const ViewSwitch: Story = {
  render: (args) => <WithViewSwitch {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const views = canvas.getByRole('group', { name: 'Game view' });
    await expect(within(views).getByRole('button', { name: 'Betting' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(frameOf(canvasElement)?.getAttribute('src')).toContain('view=betting'));
    await userEvent.click(within(views).getByRole('button', { name: 'Lobby' }));
    await expect(within(views).getByRole('button', { name: 'Lobby' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(frameOf(canvasElement)?.getAttribute('src')).toContain('view=lobby'));
    await expect(launchRequests.at(-1)).toMatchObject({ lottoView: 'lobby' });
  },
};

/** A button standing for the lobby starting a game in its popup over the lottery page. */
function PopupGameButton() {
  const dispatch = useAppDispatch();
  const popupGame = { vassalage: 'TCG_LOTTO_VN', lottoArea: 'VN', lottoPrizeMode: 'LOTT', lottoGameCode: 'VN_NORTH', lottoView: 'betting' } as const;
  return (
    <Button
      variant="secondary"
      onClick={() => dispatch(gameSessionRequested({ title: 'North Vietnam Lotto', vassalage: popupGame.vassalage, launch: { endpoint: 'launchGame', body: { launchMode: 'LOTT', ...popupGame } }, surface: 'popup' }))}
    >
      Start a popup game
    </Button>
  );
}

/**
 * A game started in the lobby's popup over the page replaces the panel's session: the panel
 * shows no frame and offers to play here again, which launches its own game.
 */
export const PopupTookOver: Story = {
  render: (args) => (
    <>
      <PopupGameButton />
      <LotteryGamePanel {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(frameOf(canvasElement)).not.toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Start a popup game' }));
    await waitFor(() => expect(frameOf(canvasElement)).toBeNull());
    const panelLaunches = () => launchRequests.filter((body) => body.lottoGameCode === 'GW_642').length;
    const before = panelLaunches();
    await userEvent.click(canvas.getByRole('button', { name: 'Play here instead' }));
    await waitFor(() => expect(frameOf(canvasElement)?.getAttribute('src')).toContain('game=GW_642'));
    await expect(panelLaunches()).toBe(before + 1);
  },
};
