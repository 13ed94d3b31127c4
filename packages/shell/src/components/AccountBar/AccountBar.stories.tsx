import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MenuEntry } from '../../menu/MenuRegistry';
import { balanceHandler, fakeClipboard, loggedInSession, shellHandlers, unreadCountHandler } from '../../test/fixtures';
import { AccountBar } from './AccountBar';

const meta = {
  title: 'Accounts/AccountBar',
  component: AccountBar,
  args: { agentUrl: 'http://127.0.0.1:8081/agentHome' },
  parameters: { msw: { handlers: [balanceHandler(), ...shellHandlers()] } },
} satisfies Meta<typeof AccountBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: Log in and Register. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeInTheDocument();
    await expect(canvas.queryByTestId('balance')).not.toBeInTheDocument();
  },
};

/** A visitor on a wide screen: Log in opens the popover with the app's header login form, beside Register. */
export const VisitorWithLoginForm: Story = {
  args: {
    loginForm: (
      <form aria-label="Header login">
        <input aria-label="Username" />
      </form>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const login = canvas.getByRole('button', { name: 'Log in' });
    await expect(canvas.queryByRole('form', { name: 'Header login' })).not.toBeInTheDocument();
    await userEvent.click(login);
    const popover = await canvas.findByRole('dialog', { name: 'Log in' });
    await expect(within(popover).getByRole('form', { name: 'Header login' })).toBeInTheDocument();
    await expect(login).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  },
};

/** A member: the balance with 2 decimals and the currency symbol; the avatar menu has customer service (the operator's contact) and logout, and no agent entry. */
export const MemberBalanceShown: Story = {
  parameters: { preloadedState: { session: loggedInSession() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('balance')).toHaveTextContent('₱1,234.50'));
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await expect(canvas.getByTestId('avatar-nickname')).toHaveTextContent('Lucky Juan');
    await expect(await canvas.findByRole('link', { name: 'Customer service' })).toHaveAttribute('href', expect.stringMatching(/^(https?:|mailto:|tel:)/));
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Agent centre' })).not.toBeInTheDocument();
  },
};

/** The balance hidden with the eye toggle. */
export const MemberBalanceHidden: Story = {
  parameters: { preloadedState: { session: loggedInSession() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('balance')).toHaveTextContent('₱1,234.50'));
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(canvas.getByTestId('balance')).toHaveTextContent('****');
    await expect(canvas.getByRole('button', { name: 'Show balance' })).toBeInTheDocument();
  },
};

/** An agent (type 1): the avatar menu has the agent centre entry. */
export const Agent: Story = {
  parameters: { preloadedState: { session: loggedInSession({ type: 1, nickname: 'Agent Ana', account: 'agent1' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    await expect(canvas.getByRole('link', { name: 'Agent centre' })).toHaveAttribute('href', 'http://127.0.0.1:8081/agentHome');
  },
};

/** The app's after-login module (a stand-in for agent-centre's contract popup). */
const afterLoginModule = () => Promise.resolve({ default: () => <p>After-login module</p> });

/** A real member with the app's `afterLogin`: the logged-in bar loads and shows it. */
export const WithAfterLogin: Story = {
  args: { afterLogin: afterLoginModule },
  parameters: { preloadedState: { session: loggedInSession() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('After-login module')).toBeInTheDocument();
  },
};

/** A trial account with the app's `afterLogin`: not loaded (offers and the like are for real accounts). */
export const TrialWithoutAfterLogin: Story = {
  args: { afterLogin: afterLoginModule },
  parameters: { preloadedState: { session: loggedInSession({ type: 4, nickname: 'Guest 42', account: 'trial42' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Trial account')).toBeInTheDocument();
    await expect(canvas.queryByText('After-login module')).not.toBeInTheDocument();
  },
};

/** The after-login chunk fails to load: nothing shows, the bar works. */
export const AfterLoginFailed: Story = {
  args: { afterLogin: () => Promise.reject(new Error('chunk failed')) },
  parameters: { preloadedState: { session: loggedInSession() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('balance')).toHaveTextContent('₱1,234.50'));
    await expect(canvas.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  },
};

/** A trial account (type 4): a trial badge beside its play-money balance. */
export const Trial: Story = {
  parameters: { preloadedState: { session: loggedInSession({ type: 4, nickname: 'Guest 42', account: 'trial42' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Trial account')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByTestId('balance')).toHaveTextContent('₱1,234.50'));
  },
};

/** The balance while it loads. */
export const LoadingBalance: Story = {
  parameters: { preloadedState: { session: loggedInSession() }, msw: { handlers: [balanceHandler('pending'), ...shellHandlers()] } },
  play: async ({ canvasElement }) => {
    const balance = await within(canvasElement).findByTestId('balance');
    await expect(balance).toHaveTextContent('Loading…');
    await expect(balance).toHaveAttribute('aria-busy', 'true');
  },
};

/** The balance call failed: "Balance unavailable" and the refresh button to try again. */
export const BalanceError: Story = {
  parameters: { preloadedState: { session: loggedInSession() }, msw: { handlers: [balanceHandler('error'), ...shellHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('balance')).toHaveTextContent('Balance unavailable'), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).toBeEnabled();
  },
};

/** The platform messages entry the member centre registers in the avatar menu (with its badge). */
const messagesEntry: MenuEntry = { id: 'member.messageV2', area: 'avatar', labelKey: 'platform_messages', to: '/member/messageV2', order: 120, requiresLogin: true, badge: 'unreadMessages' };

/** No unread message: no badge on the avatar nor on the platform messages entry. */
export const UnreadNone: Story = {
  parameters: { preloadedState: { session: loggedInSession() }, menuEntries: [messagesEntry], msw: { handlers: [unreadCountHandler(0), balanceHandler(), ...shellHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('balance')).toHaveTextContent('₱1,234.50'));
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await expect(canvas.getByRole('link', { name: 'Platform messages' })).toHaveAttribute('href', '/member/messageV2');
    await expect(canvas.queryByTestId('unread-badge')).not.toBeInTheDocument();
  },
};

/** Three unread messages (fetched on header load): a badge on the avatar and on the platform messages entry. */
export const UnreadThree: Story = {
  parameters: { preloadedState: { session: loggedInSession() }, menuEntries: [messagesEntry], msw: { handlers: [unreadCountHandler(3), balanceHandler(), ...shellHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(avatar).toHaveAccessibleDescription('3 unread messages'));
    await userEvent.click(avatar);
    await expect(canvas.getByRole('link', { name: 'Platform messages 3 unread messages' })).toHaveAttribute('href', '/member/messageV2');
  },
};

/** More than 99 unread: the pills show "99+", the text alternatives the exact count. */
export const UnreadNinetyNinePlus: Story = {
  parameters: { preloadedState: { session: loggedInSession() }, menuEntries: [messagesEntry], msw: { handlers: [unreadCountHandler(120), balanceHandler(), ...shellHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(avatar).toHaveAccessibleDescription('120 unread messages'));
    await expect(within(avatar).getByText('99+')).toBeInTheDocument();
    await userEvent.click(avatar);
    await expect(canvas.getByRole('link', { name: 'Platform messages 120 unread messages' })).toBeInTheDocument();
  },
};

let copied: string[] = [];

/** The member's id in the avatar menu, copied with its button: "Copied" shows under it for a few seconds. */
export const CopyUserIdSuccess: Story = {
  parameters: { preloadedState: { session: loggedInSession() } },
  beforeEach: () => {
    copied = [];
    return fakeClipboard(async (text) => {
      copied.push(text);
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    await expect(canvas.getByTestId('user-id')).toHaveTextContent('7');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy user ID' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Copied');
    await expect(copied).toEqual(['7']);
  },
};

/** The browser refuses the Clipboard API: the menu says so and how to copy the id by hand. */
export const CopyUserIdRefused: Story = {
  parameters: { preloadedState: { session: loggedInSession() } },
  beforeEach: () => fakeClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy user ID' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Could not copy. Select the ID and copy it yourself.'));
  },
};
