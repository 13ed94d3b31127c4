import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import { memberStoryParameters, pending } from '../test/cashierFixtures';
import { transferSetup } from '../test/transferFixtures';
import { TransferFundPage } from './TransferFundPage';

const meta = {
  title: 'MemberCentre/TransferFundPage',
  component: TransferFundPage,
  parameters: { ...memberStoryParameters, route: '/member/transferFund', msw: { handlers: transferSetup().handlers } },
} satisfies Meta<typeof TransferFundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the wallets load: skeletons. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending('/wps/v2/wallets/balance'), ...transferSetup().handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('transfer-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The wallets could not load: the error and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [http.get('*/wps/relay/GCS_merchantWallet', () => HttpResponse.error()), ...transferSetup().handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** A transfer-wallet merchant: main and every vendor wallet, the form and "Recall all". */
export const TransferWallets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('wallet-PG')).toHaveTextContent('₱250.00'));
    await expect(canvas.getByRole('button', { name: 'Recall all to main wallet' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Transfer now' })).toBeInTheDocument();
  },
};

/** Nothing in any vendor wallet: "Recall all" has nothing to do. */
export const EmptyVendorWallets: Story = {
  parameters: { msw: { handlers: transferSetup({ vendorWallets: {} }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('wallet-PG')).toHaveTextContent('₱0.00'));
    await expect(canvas.getByRole('button', { name: 'Recall all to main wallet' })).toBeDisabled();
  },
};

/** A single-wallet merchant: the note that no transfer is needed, no form. */
export const SingleWallet: Story = {
  parameters: { msw: { handlers: transferSetup({ single: true, vendorWallets: {} }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/no transfer is needed/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Transfer now' })).not.toBeInTheDocument();
  },
};

/** A single-wallet merchant with money left in a vendor wallet from transfer mode: it can be recalled. */
export const SingleWalletWithVendorMoney: Story = {
  parameters: { msw: { handlers: transferSetup({ single: true }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Recall all to main wallet' })).toBeEnabled();
    // The currency symbol comes with the site settings, which may answer after the page.
    await waitFor(() => expect(canvas.getByTestId('wallet-PG')).toHaveTextContent('₱250.00'));
  },
};

/** An amount with three decimals: the error under the field. */
export const InvalidAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '1.234');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer now' }));
    await expect(await canvas.findByText('Enter an amount with at most 2 decimals')).toBeInTheDocument();
  },
};

/** While the transfer is sent: the button is busy. */
export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/wps/relay/GCS_walletTransfer', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...transferSetup().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer now' }));
    await expect(await canvas.findByRole('button', { name: 'Transferring…' })).toBeDisabled();
  },
};

/** A transfer went through: the status line and the new balances. */
export const Transferred: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The status is written when the transfer answers, with the site's currency symbol: wait for it.
    await waitFor(() => expect(canvas.getByTestId('wallet-MAIN')).toHaveTextContent('₱'));
    await userEvent.type(await canvas.findByLabelText('Amount'), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer now' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('₱100.00 moved from Main wallet to');
    await waitFor(() => expect(canvas.getByTestId('wallet-MAIN')).toHaveTextContent('₱900.00'));
  },
};
