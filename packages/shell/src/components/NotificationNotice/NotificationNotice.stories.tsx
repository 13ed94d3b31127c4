import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { NotificationEvent } from '@gamehall/api-client';
import { balanceHandler, loggedInSession, shellHandlers } from '../../test/fixtures';
import { NotificationNotice } from './NotificationNotice';

const event = (overrides: Partial<NotificationEvent>): NotificationEvent => ({
  memberId: 7,
  messageId: 31,
  kind: 'DEPOSIT_CREDITED',
  amount: '500.00',
  reference: 'D20261126001',
  balance: '1734.50',
  ...overrides,
});
const withNotification = (latest: NotificationEvent | null) => ({
  preloadedState: { session: loggedInSession(), notifications: { status: 'live', latest, received: latest ? 1 : 0 } },
  menuEntries: [{ id: 'member.messages', area: 'avatar', labelKey: 'platform_messages', to: '/member/messageV2', order: 30, requiresLogin: true, badge: 'unreadMessages' }],
});

const meta = {
  title: 'Accounts/NotificationNotice',
  component: NotificationNotice,
  args: { durationMs: 600_000 },
  parameters: { msw: { handlers: [balanceHandler(), ...shellHandlers()] } },
} satisfies Meta<typeof NotificationNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A deposit credited: the amount with the currency symbol, a link to the platform messages. */
export const DepositCredited: Story = {
  parameters: withNotification(event({})),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Deposit of ₱500.00 credited'));
    await expect(canvas.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/member/messageV2');
  },
};

/** A withdrawal paid out: asks the player to confirm when it arrives. */
export const WithdrawalApproved: Story = {
  parameters: withNotification(event({ kind: 'WITHDRAWAL_APPROVED', amount: '200.00', reference: 'W20261126002', balance: undefined })),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Withdrawal of ₱200.00 paid out: please confirm when it arrives'));
  },
};

/** A withdrawal rejected (the danger accent): the money is back. */
export const WithdrawalRejected: Story = {
  parameters: withNotification(event({ kind: 'WITHDRAWAL_REJECTED', amount: '200.00' })),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('the money is back in your wallet'));
  },
};

/** A deposit declined at the provider. */
export const DepositFailed: Story = {
  parameters: withNotification(event({ kind: 'DEPOSIT_FAILED', amount: '300.00' })),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Deposit of ₱300.00 failed'));
  },
};

/** Closed with its button: nothing is shown. */
export const Closed: Story = {
  parameters: withNotification(event({})),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Close notification' }));
    await expect(canvas.queryByTestId('notification-notice')).not.toBeInTheDocument();
  },
};

/** Gone by itself after its time (here 50 ms). */
export const TimedOut: Story = {
  args: { durationMs: 50 },
  parameters: withNotification(event({})),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByTestId('notification-notice')).not.toBeInTheDocument());
  },
};
