import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { memberHandlers, memberStoryParameters } from '../test/cashierFixtures';
import { BankTransferDetails } from './BankTransferDetails';

const meta = {
  title: 'MemberCentre/BankTransferDetails',
  component: BankTransferDetails,
  args: {
    onNew: fn(),
    deposit: {
      depositId: 'D20261126002',
      channelId: 'BANK_BDO',
      channelName: 'BDO bank transfer',
      kind: 'BANK',
      amount: '1000.00',
      status: 'PENDING',
      reference: 'GH126002',
      bank: { bankName: 'BDO Unibank', accountName: 'Gamehall Demo Merchant', accountNumber: '001234567890' },
      createdAt: '2026-11-26T04:42:07.000Z',
    },
  },
  parameters: { ...memberStoryParameters, msw: { handlers: memberHandlers() } },
} satisfies Meta<typeof BankTransferDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The bank, account, amount and reference with copy buttons; credited once the operator confirms. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Pay ₱1,000.00 by bank transfer' })).toBeInTheDocument();
    await expect(canvas.getByText('BDO Unibank')).toBeInTheDocument();
    await expect(canvas.getByText('001234567890')).toBeInTheDocument();
    await expect(canvas.getByText('GH126002')).toBeInTheDocument();
    await expect(canvas.getByText("We'll credit it once the operator confirms your transfer.")).toBeInTheDocument();
    await expect(canvas.getByText('Pending')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Make another deposit' }));
    await expect(args.onNew).toHaveBeenCalled();
  },
};

/** Copying the reference says so (copy_success). */
export const Copied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const writeText = fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Reference' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('GH126002'));
    await expect(await canvas.findByText('Copied')).toBeInTheDocument();
  },
};
