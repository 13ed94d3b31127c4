import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CashierMockState } from '@gamehall/api-client/mocks';
import { memberHandlers, memberStoryParameters, stateWithDeposit } from '../test/cashierFixtures';
import { DepositStatusPanel } from './DepositStatusPanel';

const meta = {
  title: 'MemberCentre/DepositStatusPanel',
  component: DepositStatusPanel,
  args: { depositId: 'D20261126001', onNew: fn() },
  parameters: { ...memberStoryParameters, msw: { handlers: memberHandlers(stateWithDeposit().state) } },
} satisfies Meta<typeof DepositStatusPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the provider, still PENDING: read again every 3 s. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Waiting for the payment to be confirmed…')).toBeInTheDocument();
    await expect(canvas.getByText('Pending')).toBeInTheDocument();
    await expect(canvas.getByText('GH4T7W2Z')).toBeInTheDocument();
  },
};

/** Credited. */
export const Credited: Story = {
  parameters: { msw: { handlers: memberHandlers(stateWithDeposit({ status: 'CREDITED', settledAt: new Date().toISOString() }).state) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('₱500.00 has been added to your balance.')).toBeInTheDocument();
    await expect(canvas.getByText('Credited')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Make another deposit' })).toBeInTheDocument();
  },
};

/** Failed at the provider. */
export const Failed: Story = {
  parameters: { msw: { handlers: memberHandlers(stateWithDeposit({ status: 'FAILED', settledAt: new Date().toISOString() }).state) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The payment was not completed. You can try again.')).toBeInTheDocument();
    await expect(canvas.getByText('Failed')).toBeInTheDocument();
  },
};

/** An unknown deposit id: the server's message with retry. */
export const NotFound: Story = {
  args: { depositId: 'D00000000000' },
  parameters: { msw: { handlers: memberHandlers(new CashierMockState()) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not found')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
