import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CONTRACT_ERROR_CODES } from '@gamehall/api-client';
import { CONTRACT_RELAY_PATHS } from '@gamehall/api-client/contract';
import { ContractsMockState } from '@gamehall/api-client/mocks';
import { agentHandlers, agentStoryParameters } from '../test/agentFixtures';
import { ContractDialog } from './ContractDialog';

const AGENT1 = { account: 'agent1', nickname: 'Agent One' };
const AGENT2 = { account: 'agent2', nickname: 'Agent Two' };

/**
 * `agent1` (a top agent: the merchant's caps, e.g. daily wages at most 2.00 %) on the mock
 * platform, the contract dialog of its direct downline `agent2`.
 */
const meta = {
  title: 'AgentCentre/ContractDialog',
  component: ContractDialog,
  args: { downline: { account: 'agent2' }, onClose: fn() },
  parameters: { ...agentStoryParameters, route: '/agentHome/downlineManagmentView', msw: { handlers: agentHandlers({ contracts: new ContractsMockState() }) } },
} satisfies Meta<typeof ContractDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is a portal on the body. */
async function openDialog() {
  return within(await within(document.body).findByRole('dialog', { name: 'Contracts with agent2' }, { timeout: 5000 }));
}

/** A type's section (a region named by its heading). */
async function section(dialog: ReturnType<typeof within>, name: string) {
  return within(await dialog.findByRole('region', { name }, { timeout: 5000 }));
}

/** No contract yet: a section per type with "No contract" and an offer form showing the cap. */
export const NoContract: Story = {
  play: async () => {
    const dialog = await openDialog();
    for (const name of ['Dividend', 'Daily wages', 'Hourly salary', 'Real-time salary']) await section(dialog, name);
    const daily = await section(dialog, 'Daily wages');
    await expect(await daily.findByText('No contract with agent2 yet')).toBeInTheDocument();
    await expect(daily.getByText('Rates: at most 2.00 %')).toBeInTheDocument();
    await expect(daily.getByLabelText('Valid bet from')).toBeInTheDocument();
    await expect(daily.getByLabelText('Active members from')).toBeInTheDocument();
    await expect(daily.getByLabelText('Rate (%)')).toBeInTheDocument();
    const dividend = await section(dialog, 'Dividend');
    await expect(await dividend.findByLabelText('Loss from')).toBeInTheDocument();
    await expect(dividend.getByLabelText('Settlement period')).toHaveValue('WEEKLY');
    const realtime = await section(dialog, 'Real-time salary');
    await expect(await realtime.findByLabelText('Rate (%)')).toBeInTheDocument();
    await expect(realtime.queryByRole('button', { name: 'Add tier' })).not.toBeInTheDocument();
  },
};

/** agent1 gave agent2 an active daily wages contract (up to 1.00 %) and offered a change (up to 1.50 %). */
function withContracts(): ContractsMockState {
  const state = new ContractsMockState();
  state.addContract({ type: 'DAILY_SALARY', status: 'ACTIVE', upline: AGENT1, member: AGENT2, tiers: [{ betAmount: '10000.00', activeMembers: 3, rate: '0.50' }, { betAmount: '100000.00', activeMembers: 10, rate: '1.00' }], offeredAt: '2026-10-01T00:00:00.000Z', respondedAt: '2026-10-01T01:00:00.000Z' });
  state.addContract({ type: 'DAILY_SALARY', status: 'OFFERED', upline: AGENT1, member: AGENT2, tiers: [{ betAmount: '10000.00', activeMembers: 3, rate: '1.50' }], offeredAt: '2026-11-20T08:00:00.000Z' });
  return state;
}

/** The active contract and the pending offer with their tiers; the form changes the offer (its tiers filled in). */
export const ActiveAndPending: Story = {
  parameters: { msw: { handlers: agentHandlers({ contracts: withContracts() }) } },
  play: async () => {
    const daily = await section(await openDialog(), 'Daily wages');
    const active = await daily.findByRole('article', { name: 'Active contract' }, { timeout: 5000 });
    await expect(within(active).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(active).getByText(/^Offered .*2026/)).toBeInTheDocument();
    await expect(within(active).getAllByRole('listitem')[1]).toHaveTextContent(/Tier 2Bet amount ≥ .*100,000\.00 · Active members ≥ 101\.00 %/);
    const pending = daily.getByRole('article', { name: 'Offer waiting for an answer' });
    await expect(within(pending).getByRole('listitem')).toHaveTextContent('1.50 %');
    await expect(within(pending).getByRole('button', { name: 'End contract' })).toBeInTheDocument();
    await expect(daily.getByRole('heading', { name: 'Change the contract' })).toBeInTheDocument();
    await expect(daily.getByLabelText('Rate (%)')).toHaveValue('1.50');
  },
};

/** On a 390 px phone (a bottom sheet): the same contracts and form; the tier fields wrap into one column. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { msw: { handlers: agentHandlers({ contracts: withContracts() }) } },
  play: async () => {
    const daily = await section(await openDialog(), 'Daily wages');
    await expect(await daily.findByRole('article', { name: 'Active contract' }, { timeout: 5000 })).toBeInTheDocument();
    const tier = within(daily.getByRole('group', { name: 'Tier 1' }));
    await expect(tier.getByLabelText('Valid bet from')).toHaveValue('10000.00');
    await expect(tier.getByLabelText('Active members from')).toHaveValue('3');
    await expect(daily.getByRole('button', { name: 'Send offer' })).toBeInTheDocument();
  },
};

const ending = withContracts();

/** End contract asks first ("End the daily wages contract with agent2?"); Yes ends it. */
export const EndContract: Story = {
  parameters: { msw: { handlers: agentHandlers({ contracts: ending }) } },
  play: async () => {
    const daily = await section(await openDialog(), 'Daily wages');
    const active = await daily.findByRole('article', { name: 'Active contract' }, { timeout: 5000 });
    await userEvent.click(within(active).getByRole('button', { name: 'End contract' }));
    const confirm = within(await within(document.body).findByRole('dialog', { name: 'End the daily wages contract with agent2?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Yes, end it' }));
    const dialog = await openDialog();
    await expect(await dialog.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('Daily wages contract with agent2 ended');
    await waitFor(() => expect(dialog.queryByRole('article', { name: 'Active contract' })).not.toBeInTheDocument());
    await expect(ending.contracts[0]?.status).toBe('TERMINATED');
  },
};

const sending = new ContractsMockState();

/** A daily wages offer with two tiers goes out: "Offer sent to agent2", then it shows as the pending offer. */
export const OfferSent: Story = {
  parameters: { msw: { handlers: agentHandlers({ contracts: sending }) } },
  play: async () => {
    const daily = await section(await openDialog(), 'Daily wages');
    await userEvent.type(await daily.findByLabelText('Valid bet from'), '1000');
    await userEvent.type(daily.getByLabelText('Active members from'), '3');
    await userEvent.type(daily.getByLabelText('Rate (%)'), '0.5');
    await userEvent.click(daily.getByRole('button', { name: 'Add tier' }));
    const second = within(daily.getByRole('group', { name: 'Tier 2' }));
    await userEvent.type(second.getByLabelText('Valid bet from'), '10000');
    await userEvent.type(second.getByLabelText('Active members from'), '10');
    await userEvent.type(second.getByLabelText('Rate (%)'), '1.2');
    await userEvent.click(daily.getByRole('button', { name: 'Send offer' }));
    await expect(await daily.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('Offer sent to agent2');
    await expect(await daily.findByRole('article', { name: 'Offer waiting for an answer' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(sending.contracts[0]).toMatchObject({ status: 'OFFERED', member: { account: 'agent2' }, maxRate: '1.20' });
  },
};

/** Checked before sending: a rate above the cap (named in the rate's description), an amount with 3 decimals, a tier that pays less than the one before (then removed). */
export const ValidationErrors: Story = {
  play: async () => {
    const daily = await section(await openDialog(), 'Daily wages');
    await userEvent.type(await daily.findByLabelText('Valid bet from'), '1000.125');
    await userEvent.type(daily.getByLabelText('Active members from'), '3');
    await userEvent.type(daily.getByLabelText('Rate (%)'), '2.5');
    await userEvent.click(daily.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(daily.getByText('The rate may be at most 2.00 %')).toBeInTheDocument());
    await expect(daily.getByText('Enter an amount with at most 2 decimals')).toBeInTheDocument();
    await expect(daily.getByLabelText('Rate (%)')).toHaveAccessibleDescription(/The rate may be at most 2\.00 %/);
    // Fixed, then a second tier paying less than the first: tiers must go up.
    await userEvent.clear(daily.getByLabelText('Valid bet from'));
    await userEvent.type(daily.getByLabelText('Valid bet from'), '1000');
    await userEvent.clear(daily.getByLabelText('Rate (%)'));
    await userEvent.type(daily.getByLabelText('Rate (%)'), '1');
    await userEvent.click(daily.getByRole('button', { name: 'Add tier' }));
    const second = within(daily.getByRole('group', { name: 'Tier 2' }));
    await userEvent.type(second.getByLabelText('Valid bet from'), '5000');
    await userEvent.type(second.getByLabelText('Active members from'), '5');
    await userEvent.type(second.getByLabelText('Rate (%)'), '0.5');
    await userEvent.click(daily.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(second.getByRole('alert')).toHaveTextContent('Each tier needs thresholds not below the tier before and a higher rate'));
    await expect(daily.queryByText('The rate may be at most 2.00 %')).not.toBeInTheDocument();
    await userEvent.click(second.getByRole('button', { name: 'Remove tier' }));
    await expect(daily.queryByRole('group', { name: 'Tier 2' })).not.toBeInTheDocument();
    await expect(daily.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** The platform refuses (its cap is lower than the form knew): its answer in the user's language. */
export const RefusedByPlatform: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${CONTRACT_RELAY_PATHS.DAILY_SALARY}`, () => HttpResponse.json({ success: false, value: { maxRate: '1.00' }, message: 'The rate may be at most 1.00 %', errorCode: CONTRACT_ERROR_CODES.rateTooHigh })),
        ...agentHandlers({ contracts: new ContractsMockState() }),
      ],
    },
  },
  play: async () => {
    const daily = await section(await openDialog(), 'Daily wages');
    await userEvent.type(await daily.findByLabelText('Valid bet from'), '1000');
    await userEvent.type(daily.getByLabelText('Active members from'), '3');
    await userEvent.type(daily.getByLabelText('Rate (%)'), '1.5');
    await userEvent.click(daily.getByRole('button', { name: 'Send offer' }));
    await expect(await daily.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The rate may be at most 1.00 %');
    await expect(daily.queryByRole('status')).not.toBeInTheDocument();
  },
};
