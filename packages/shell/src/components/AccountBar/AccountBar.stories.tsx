import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { balanceHandler, loggedInSession, shellHandlers } from '../../test/fixtures';
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

/** A member: the balance with 2 decimals and the currency symbol; the avatar menu has only logout (no other page exists yet). */
export const MemberBalanceShown: Story = {
  parameters: { preloadedState: { session: loggedInSession() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('balance')).toHaveTextContent('₱1,234.50'));
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await expect(canvas.getByTestId('avatar-nickname')).toHaveTextContent('Lucky Juan');
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
