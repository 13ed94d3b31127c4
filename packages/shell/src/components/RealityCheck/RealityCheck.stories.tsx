import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { envelope } from '@gamehall/api-client/mocks';
import type { ResponsibleGamingValue } from '@gamehall/api-client';
import { loggedInSession, shellHandlers } from '../../test/fixtures';
import { RealityCheck } from './RealityCheck';

/** 26 Nov 2026 12:00 UTC. */
const NOW = Date.UTC(2026, 10, 26, 12);
const settings = (realityCheckMinutes: ResponsibleGamingValue['realityCheckMinutes']) =>
  http.get('*/wps/v2/responsible-gaming', () => envelope({ limits: [], realityCheckMinutes }));
const history = [{ id: 'member.transactionHistory', area: 'avatar' as const, labelKey: 'transaction_history', to: '/member/transactionHistory', order: 110, requiresLogin: true }];

const meta = {
  title: 'Accounts/RealityCheck',
  component: RealityCheck,
  args: { now: () => NOW },
  parameters: { preloadedState: { session: loggedInSession() }, menuEntries: history, msw: { handlers: [settings(60), ...shellHandlers()] } },
} satisfies Meta<typeof RealityCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The interval has passed since login: the time played, "Continue", "Log out" and the link to the transaction history. */
export const Reminder: Story = {
  args: { loggedInAt: NOW - 75 * 60_000 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Reality check' });
    await expect(within(dialog).getByTestId('reality-check-played')).toHaveTextContent('You have been logged in for 1 h 15 min.');
    await expect(within(dialog).getByRole('link', { name: 'View transaction history' })).toHaveAttribute('href', '/member/transactionHistory');
    await expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Continue' }).at(-1)!);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    sessionStorage.clear();
  },
};

/** The setting is off: nothing shows, however long the member has played. */
export const Off: Story = {
  args: { loggedInAt: NOW - 300 * 60_000 },
  parameters: { msw: { handlers: [settings(null), ...shellHandlers()] } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
    sessionStorage.clear();
  },
};
