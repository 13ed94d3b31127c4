import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { memberStoryParameters, pending } from '../test/cashierFixtures';
import { everyLimitState, rgHandlers } from '../test/responsibleGamingFixtures';
import { ResponsibleGamingPage } from './ResponsibleGamingPage';

const meta = {
  title: 'MemberCentre/ResponsibleGamingPage',
  component: ResponsibleGamingPage,
  parameters: { ...memberStoryParameters, route: '/member/responsibleGaming', msw: { handlers: rgHandlers().handlers } },
} satisfies Meta<typeof ResponsibleGamingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No limits yet, reality check off: each period says "No limit". */
export const NoLimits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const daily = await canvas.findByTestId('limit-daily');
    await expect(within(daily).getByText('No limit')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Remind me every')).toHaveValue('off');
    await expect(canvas.queryByRole('button', { name: 'Remove limit' })).not.toBeInTheDocument();
  },
};

/** A daily limit in force, a weekly raise waiting 24 h, a monthly limit being removed, a 30-minute reality check. */
export const WithLimits: Story = {
  parameters: { msw: { handlers: rgHandlers(everyLimitState).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const daily = await canvas.findByTestId('limit-daily');
    // The limit in force and, nothing deposited yet, what is left (with the currency symbol once
    // the site settings have arrived, which may be after the limits).
    await expect(await within(daily).findAllByText('₱1,000.00')).toHaveLength(2);
    await expect(canvas.getByTestId('limit-weekly-pending')).toHaveTextContent('Rises to ₱5,000.00 on');
    await expect(canvas.getByTestId('limit-monthly-pending')).toHaveTextContent('Removed on');
    await expect(canvas.getByLabelText('Remind me every')).toHaveValue('30');
  },
};

/** Waiting for the settings: skeletons. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending('/wps/v2/responsible-gaming'), ...rgHandlers().handlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('rg-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The settings failed: the error and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: rgHandlers(undefined, { failures: { responsibleGaming: { errorCode: 'system.error', message: 'Something went wrong' } } }).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Something went wrong')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** An amount with three decimals: the form says so and sends nothing. */
export const InvalidAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const daily = await canvas.findByTestId('limit-daily');
    await userEvent.type(within(daily).getByLabelText('New Daily limit'), '12.345');
    await userEvent.click(within(daily).getByRole('button', { name: 'Save limit' }));
    await expect(await within(daily).findByRole('alert')).toHaveTextContent('Enter an amount above 0 with at most 2 decimals');
  },
};

/** Saving a first limit: it applies at once. */
export const Submitting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const daily = await canvas.findByTestId('limit-daily');
    await userEvent.type(within(daily).getByLabelText('New Daily limit'), '500');
    await userEvent.click(within(daily).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(within(daily).getByRole('status')).toHaveTextContent('Your limit applies now.'));
    // The saved limit shows once the refetched limits land, which can be a render after the status.
    await waitFor(() => expect(within(daily).getAllByText('₱500.00')).toHaveLength(2));
  },
};

/** The break's confirmation: it logs out and cannot be undone. */
export const ConfirmBreak: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start Cool-off' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('This logs you out now and cannot be undone.');
    await expect(within(dialog).getByRole('button', { name: 'Yes, log me out' })).toBeInTheDocument();
  },
};
