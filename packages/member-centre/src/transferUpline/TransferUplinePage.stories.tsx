import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import { memberStoryParameters, pending } from '../test/cashierFixtures';
import { uplineSetup } from '../test/transferFixtures';
import { TransferUplinePage } from './TransferUplinePage';

const meta = {
  title: 'MemberCentre/TransferUplinePage',
  component: TransferUplinePage,
  parameters: { ...memberStoryParameters, route: '/member/transferUpline', msw: { handlers: uplineSetup().handlers } },
} satisfies Meta<typeof TransferUplinePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the summary loads: a skeleton. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending('/wps/v2/transfer/upline'), ...uplineSetup().handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('upline-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The summary could not load: the error and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [http.get('*/wps/v2/transfer/upline', () => HttpResponse.error()), ...uplineSetup().handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** The upline, the main wallet and the form. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('upline-name')).toHaveTextContent('Agent Two (agent2)');
    await expect(canvas.getByLabelText('Payment password')).toHaveAttribute('inputmode', 'numeric');
  },
};

/** A member without an upline. */
export const NoUpline: Story = {
  parameters: { msw: { handlers: uplineSetup({ noUpline: true }).handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/no one to transfer to/)).toBeInTheDocument();
  },
};

/** No payment password yet: a link to set it. */
export const NoPaymentPassword: Story = {
  parameters: { msw: { handlers: uplineSetup({ noPassword: true }).handlers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Set a payment password' })).toBeInTheDocument();
  },
};

/** An amount below the minimum: the error under the field. */
export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '5');
    await userEvent.type(canvas.getByLabelText('Payment password'), '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Send now' }));
    await expect(await canvas.findByText(/The smallest transfer is/)).toBeInTheDocument();
  },
};

/** A wrong payment password: the error under its field. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '20');
    await userEvent.type(canvas.getByLabelText('Payment password'), '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Send now' }));
    await expect(await canvas.findByText('The payment password is incorrect')).toBeInTheDocument();
  },
};

/** While the transfer is sent: the button is busy. */
export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/wps/v2/transfer/upline', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...uplineSetup().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '20');
    await userEvent.type(canvas.getByLabelText('Payment password'), '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Send now' }));
    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

/** Sent: the result line with the new balance. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '20');
    await userEvent.type(canvas.getByLabelText('Payment password'), '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('sent to Agent Two'));
  },
};
