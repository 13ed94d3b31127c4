import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CashierMockState } from '@gamehall/api-client/mocks';
import { answering, memberHandlers, memberStoryParameters, pending } from '../test/cashierFixtures';
import { DepositForm } from './DepositForm';

const meta = {
  title: 'MemberCentre/DepositForm',
  component: DepositForm,
  args: { onBankDeposit: fn() },
  parameters: { ...memberStoryParameters, msw: { handlers: memberHandlers() } },
} satisfies Meta<typeof DepositForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The merchant's channels as cards (name, kind, limits), the first picked, its preset amounts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gcash = await canvas.findByRole('radio', { name: /GCash/ });
    await expect(gcash).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /BDO bank transfer/ })).toBeInTheDocument();
    // The currency symbol comes with the site settings, which may answer after the channels.
    await waitFor(() => expect(canvas.getAllByText('From ₱100.00 to ₱50,000.00').length).toBeGreaterThan(0));
    await expect(canvas.getByText('Bank transfer')).toBeInTheDocument();
    await expect(within(canvas.getByRole('group', { name: 'Quick amounts' })).getAllByRole('button')).toHaveLength(6);
  },
};

/** A preset chip fills the amount and shows pressed. */
export const PresetPicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '₱500.00' }));
    await expect(canvas.getByLabelText('Amount')).toHaveValue('500.00');
    await expect(canvas.getByRole('button', { name: '₱500.00' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Under the channel's minimum: the message names it in pesos. */
export const AmountTooSmall: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The message is written when the form is checked, with the site's currency symbol: wait for it.
    await waitFor(() => expect(canvas.getAllByText('From ₱100.00 to ₱50,000.00').length).toBeGreaterThan(0));
    await userEvent.type(canvas.getByLabelText('Amount'), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit now' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The smallest deposit with this method is ₱100.00');
  },
};

/** Over the picked channel's maximum (the bank's 200,000.00). */
export const AmountTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /BDO bank transfer/ }));
    // The message is written when the form is checked, with the site's currency symbol: wait for it.
    await waitFor(() => expect(canvas.getAllByText(/^From ₱/).length).toBeGreaterThan(0));
    await userEvent.type(canvas.getByLabelText('Amount'), '200000.01');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit now' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The largest deposit with this method is ₱200,000.00');
  },
};

/** More than two decimals. */
export const TooManyDecimals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '150.555');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit now' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter an amount with at most 2 decimals');
  },
};

/** Nothing typed. */
export const AmountMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Deposit now' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter an amount');
  },
};

/** A BANK deposit is sent; the page is told (it shows the bank details). */
export const BankSubmitted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /BDO bank transfer/ }));
    await userEvent.click(canvas.getByRole('button', { name: '₱1,000.00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(args.onBankDeposit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'BANK', amount: '1000.00', status: 'PENDING' })));
  },
};

/** The deposit call is on its way: the button is busy. */
export const Submitting: Story = {
  parameters: { msw: { handlers: memberHandlers(new CashierMockState({ delays: { deposit: 1_000_000 } })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /BDO bank transfer/ }));
    await userEvent.type(canvas.getByLabelText('Amount'), '600');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit now' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

/** The platform refuses the deposit: its message in a dialog (spec §8). */
export const Refused: Story = {
  parameters: {
    msw: { handlers: memberHandlers(new CashierMockState({ failures: { deposit: { message: 'You have 5 deposits waiting: finish or wait for one of them first', errorCode: 'cashier.state.invalid' } } })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '600');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit now' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'You have 5 deposits waiting: finish or wait for one of them first' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Waiting for the channels: skeleton cards. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending('/wps/v2/deposit/channels'), ...memberHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('channels-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

/** No channel is open. */
export const NoChannels: Story = {
  parameters: { msw: { handlers: [answering('/wps/v2/deposit/channels', { channels: [] }), ...memberHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No payment method is available right now.')).toBeInTheDocument();
  },
};

/** The channels cannot be read: the error with retry. */
export const ChannelsError: Story = {
  parameters: { msw: { handlers: memberHandlers(new CashierMockState({ failures: { depositChannels: 'network' } })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await expect(canvas.getByText('Network link is abnormal, please try again')).toBeInTheDocument();
  },
};
