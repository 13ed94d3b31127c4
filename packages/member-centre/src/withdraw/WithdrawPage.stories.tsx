import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_CODES } from '@gamehall/api-client';
import { answering, memberHandlers, memberStoryParameters, pending } from '../test/cashierFixtures';
import { everyWithdrawalStatus, withdrawState } from '../test/withdrawFixtures';
import { WithdrawPage } from './WithdrawPage';

const meta = {
  title: 'MemberCentre/WithdrawPage',
  component: WithdrawPage,
  parameters: { ...memberStoryParameters, route: '/member/withdraw', msw: { handlers: memberHandlers(withdrawState('ready')) } },
} satisfies Meta<typeof WithdrawPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the summary and the accounts load: skeletons. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending('/wps/v2/withdraw/info'), ...memberHandlers(withdrawState('ready'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('withdraw-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The summary could not load: the error and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: memberHandlers(withdrawState('ready', { failures: { withdrawInfo: 'network' } })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** No payment password yet: the summary, then "Set a payment password" first. */
export const NoPaymentPassword: Story = {
  parameters: { msw: { handlers: memberHandlers(withdrawState('noPassword')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Set a payment password' })).toBeInTheDocument();
    // The currency symbol comes with the header balance, which may answer after the page.
    await waitFor(() => expect(canvas.getByTestId('withdraw-available')).toHaveTextContent('₱1,000.00'));
    await expect(canvas.getByLabelText('Payment password')).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByLabelText('Payment password')).toHaveAttribute('autocomplete', 'off');
  },
};

/** The two payment passwords differ. */
export const PaymentPasswordMismatch: Story = {
  parameters: { msw: { handlers: memberHandlers(withdrawState('noPassword')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Payment password'), '123456');
    await userEvent.type(canvas.getByLabelText('Enter it again'), '123457');
    await userEvent.click(canvas.getByRole('button', { name: 'Save payment password' }));
    await expect(await canvas.findByText('The two payment passwords are not the same')).toBeInTheDocument();
  },
};

/** A payment password but no payout account: "Add a payout account". */
export const NoPayoutAccount: Story = {
  parameters: { msw: { handlers: memberHandlers(withdrawState('noAccount')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Add a payout account' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Bank or e-wallet' })).toHaveValue('BDO');
  },
};

/** An account number that does not fit the method's format. */
export const AccountNumberPatternError: Story = {
  parameters: { msw: { handlers: memberHandlers(withdrawState('noAccount')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Bank or e-wallet' }), 'GCASH');
    await userEvent.type(canvas.getByLabelText('Account number'), '12345678');
    await userEvent.tab();
    await expect(await canvas.findByText('This is not a valid GCash account number')).toBeInTheDocument();
  },
};

/** The server refuses the account holder's name (the operator's real-name rule): its error under the field. */
export const AccountNameRefused: Story = {
  parameters: { msw: { handlers: memberHandlers(withdrawState('noAccount')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Bank or e-wallet' }), 'GCASH');
    await userEvent.type(canvas.getByLabelText("Account holder's name"), '12 Juan');
    await userEvent.type(canvas.getByLabelText('Account number'), '09171112222');
    await userEvent.type(canvas.getByLabelText('Payment password'), '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(await canvas.findByText("This name is not accepted. Enter the account holder's real name as the account shows it.")).toBeInTheDocument();
  },
};

/** Ready: the withdraw form (the account with its masked number), filled in. */
export const FilledForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Send to' })).toHaveDisplayValue('GCash •••••••4567 (Player One)');
    await userEvent.type(canvas.getByLabelText('Amount'), '250.50');
    await userEvent.type(canvas.getByLabelText('Payment password'), '135790');
    await expect(canvas.getByLabelText('Payment password')).toHaveAttribute('type', 'password');
    // The currency symbol comes with the site settings, which may answer after the page's data.
    await waitFor(() => expect(canvas.getByText('From ₱100.00 to ₱50,000.00; you can withdraw up to ₱1,000.00 now')).toBeInTheDocument());
  },
};

/** More than is available: the amount's error names what can be withdrawn. */
export const AmountOverAvailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '1000.01');
    await userEvent.tab();
    await expect(await canvas.findByText('You can withdraw up to ₱1,000.00 now')).toBeInTheDocument();
  },
};

/** A wrong payment password: the server's refusal under the field, in the player's language. */
export const WrongPaymentPassword: Story = {
  parameters: { msw: { handlers: memberHandlers(withdrawState('ready')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '200');
    await userEvent.type(canvas.getByLabelText('Payment password'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw now' }));
    await expect(await canvas.findByText('The payment password is incorrect')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Payment password')).toHaveValue('');
  },
};

/** The server finds the balance too low (it moved meanwhile): the error under the amount. */
export const InsufficientFunds: Story = {
  parameters: {
    msw: { handlers: memberHandlers(withdrawState('ready', { failures: { withdraw: { errorCode: ERROR_CODES.insufficientFunds, message: 'Insufficient balance' } } })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '200');
    await userEvent.type(canvas.getByLabelText('Payment password'), '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw now' }));
    await expect(await canvas.findByText('Your balance is not enough for this amount')).toBeInTheDocument();
  },
};

/** No answer from the server: the form's alert (a retry reuses the same request id). */
export const NetworkError: Story = {
  parameters: { msw: { handlers: memberHandlers(withdrawState('ready', { failures: { withdraw: 'network' } })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '200');
    await userEvent.type(canvas.getByLabelText('Payment password'), '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw now' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/network/i);
  },
};

/** Money in game wallets: the note that it must be transferred back first. */
export const VendorWalletNote: Story = {
  parameters: {
    msw: {
      handlers: [
        answering('/wps/v2/withdraw/info', { minAmount: '100.00', maxAmount: '50000.00', balance: '1000.00', available: '1000.00', vendorBalance: '350.00', hasPaymentPassword: true, confirmMinutes: 30 }),
        ...memberHandlers(withdrawState('ready')),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('₱350.00 is still in game wallets. Transfer it back to your main wallet before you can withdraw it.')).toBeInTheDocument();
  },
};

/** The withdrawals list with every state: reason, amount received, the PAID one's deadline and answers. */
export const ListEveryStatus: Story = {
  parameters: { msw: { handlers: memberHandlers(everyWithdrawalStatus().state) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Withdrawal history' });
    for (const name of ['Paid out', 'Pending', 'Rejected', 'Partly received', 'Not received', 'Counted as received', 'Received']) {
      await waitFor(() => expect(within(list).getAllByText(name, { selector: '[data-status]' }).length).toBeGreaterThan(0));
    }
    await expect(within(list).getByText('Reason: Account name does not match')).toBeInTheDocument();
    // Amounts carry the currency symbol of the site settings, which may answer after the list.
    await waitFor(() => expect(within(list).getByText('₱600.00 of ₱1,000.00 received')).toBeInTheDocument());
    await expect(within(list).getByText(/Please answer by .+ \(2\d:\d\d left\)/)).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByRole('group', { name: 'Did ₱400.00 arrive?' })).toBeInTheDocument());
  },
};

/** "Received" on a PAID withdrawal asks to confirm first. */
export const ConfirmReceivedDialog: Story = {
  parameters: { msw: { handlers: memberHandlers(everyWithdrawalStatus().state) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const answers = await canvas.findByRole('group', { name: 'Did ₱400.00 arrive?' });
    await userEvent.click(within(answers).getByRole('button', { name: 'Received' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Did you receive ₱400.00?' });
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  },
};

/** "Partly received": the amount that arrived, more than 0 and less than the withdrawal. */
export const ConfirmPartlyDialog: Story = {
  parameters: { msw: { handlers: memberHandlers(everyWithdrawalStatus().state) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const answers = await canvas.findByRole('group', { name: 'Did ₱400.00 arrive?' });
    await userEvent.click(within(answers).getByRole('button', { name: 'Partly received' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'How much of ₱400.00 arrived?' });
    await userEvent.type(within(dialog).getByLabelText('Amount received'), '400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(dialog).findByText('More than 0 and less than ₱400.00', { selector: '[role="alert"]' })).toBeInTheDocument();
  },
};

/** "Not received": the report needs proof images (the picker in the dialog); Confirm without one asks for it. */
export const ConfirmNotReceivedDialog: Story = {
  parameters: { msw: { handlers: memberHandlers(everyWithdrawalStatus().state) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const answers = await canvas.findByRole('group', { name: 'Did ₱400.00 arrive?' });
    await userEvent.click(within(answers).getByRole('button', { name: 'Not received' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Report that ₱400.00 did not arrive?' });
    await expect(within(dialog).getByRole('group', { name: 'Proof that it did not arrive' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(dialog).findByText('Add at least one image as proof.')).toBeInTheDocument();
  },
};

/** No withdrawal yet: in_no_data under the form. */
export const EmptyList: Story = {
  parameters: { msw: { handlers: [answering('/wps/v2/withdraw/list', { list: [], pageNo: 1, pageSize: 10, totalPages: 0, total: 0 }), ...memberHandlers(withdrawState('ready'))] } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('region', { name: 'Withdrawal history' });
    await expect(await within(list).findByText('No data')).toBeInTheDocument();
  },
};
