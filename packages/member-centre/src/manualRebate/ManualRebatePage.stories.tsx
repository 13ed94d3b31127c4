import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CashierMockState, RewardsMockState } from '@gamehall/api-client/mocks';
import { memberHandlers, memberStoryParameters, pending } from '../test/cashierFixtures';
import { loadErrorStory } from '../test/listStories';
import { ManualRebatePage } from './ManualRebatePage';

/** player1's seeded bets (none claimed yet). */
const seeded = () => new RewardsMockState();
/** The rebate of `state` as the page shows it (`₱9.75`). */
const shown = (state: RewardsMockState) => `₱${state.quote('player1').total}`;
/** One small slot bet: 10.00 × 0.8 % = 0.08, below the 1.00 minimum. */
function belowMinimum(): RewardsMockState {
  const state = new RewardsMockState({ seedPlayer1: false });
  state.addBet('player1', 'RNG', '10.00', '0.00');
  return state;
}

const defaultState = seeded();
const claimState = seeded();

const meta = {
  title: 'MemberCentre/ManualRebatePage',
  component: ManualRebatePage,
  parameters: { ...memberStoryParameters, route: '/member/manualRebate', msw: { handlers: memberHandlers(undefined, { rewards: defaultState }) } },
} satisfies Meta<typeof ManualRebatePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A rebate to claim: the total, the minimum, the table per category with rates, Claim enabled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Rebate by game category' });
    // The currency symbol comes with the site settings, which may answer after the rebate.
    await expect((await canvas.findAllByText(shown(defaultState))).length).toBeGreaterThan(0);
    await expect(within(table).getByRole('row', { name: /^Slots/ })).toHaveTextContent('0.8%');
    await expect(canvas.getByText('Minimum claim: ₱1.00')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Claim rebate' })).toBeEnabled();
  },
};

/** Claimed: the amount credited is announced, nothing is left to claim. */
export const Claimed: Story = {
  parameters: { msw: { handlers: memberHandlers(undefined, { rewards: claimState }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = shown(claimState);
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim rebate' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`${amount} has been added to your wallet.`));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Claim rebate' })).toBeDisabled());
    await expect(canvas.getByText('No rebate yet: play to earn one.')).toBeInTheDocument();
  },
};

/** While the claim is sent. */
export const Claiming: Story = {
  parameters: { msw: { handlers: memberHandlers(undefined, { rewards: new RewardsMockState({ delays: { rebateClaim: 600_000 } }) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim rebate' }));
    await expect(await canvas.findByRole('button', { name: 'Claiming…' })).toBeDisabled();
  },
};

/** Nothing to claim: Claim disabled with the reason. */
export const Nothing: Story = {
  parameters: { msw: { handlers: memberHandlers(undefined, { rewards: new RewardsMockState({ seedPlayer1: false }) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No rebate yet: play to earn one.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  },
};

/** Below the minimum: Claim disabled, the minimum named. */
export const BelowMinimum: Story = {
  parameters: { msw: { handlers: memberHandlers(undefined, { rewards: belowMinimum() }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You can claim once the rebate reaches ₱1.00.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  },
};

/** The claim is refused: the server's reason in an alert. */
export const ClaimRefused: Story = {
  parameters: {
    msw: { handlers: memberHandlers(new CashierMockState(), { rewards: new RewardsMockState({ failures: { rebateClaim: { message: 'There is no rebate to claim yet', errorCode: 'cashier.rebate.nothing' } } }) }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim rebate' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There is no rebate to claim yet');
  },
};

/** Waiting for the figures. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending('/wps/v2/rebate'), ...memberHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('rebate-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The figures cannot be read: the error and retry. */
export const Error: Story = loadErrorStory(memberHandlers(undefined, { rewards: new RewardsMockState({ failures: { rebateInfo: 'network' } }) }));

/** In Tagalog. */
export const Tagalog: Story = {
  parameters: { language: 'TY' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Kunin ang ibinalik na taya' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Ibinalik na taya ayon sa uri ng laro' })).toBeInTheDocument();
  },
};
