import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CONTRACT_RELAY_PATHS } from '@gamehall/api-client/contract';
import { agentHandlers, agentStoryParameters, offersState } from '../test/agentFixtures';
import { ContractPopup } from './ContractPopup';

/** `agent1` logged in on the mock platform with pending offers from Master Agent. */
const meta = {
  title: 'AgentCentre/ContractPopup',
  component: ContractPopup,
  parameters: { ...agentStoryParameters, msw: { handlers: agentHandlers({ contracts: offersState() }) } },
} satisfies Meta<typeof ContractPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The popup is a portal on the body. */
const body = () => within(document.body);

const oneOffer = offersState();

/** One dividend offer: type, upline, period and tiers; Accept makes it the agent's contract, the popup says so, and Close closes it. */
export const OneOffer: Story = {
  parameters: { msw: { handlers: agentHandlers({ contracts: oneOffer }) } },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Contract offers' }, { timeout: 5000 });
    const offer = within(dialog).getByRole('article', { name: 'Dividend offer from Master Agent' });
    await expect(within(offer).getByText('From Master Agent (master)')).toBeInTheDocument();
    await expect(within(offer).getByText('Settlement period: Weekly')).toBeInTheDocument();
    const tiers = within(offer).getAllByRole('listitem');
    await expect(tiers).toHaveLength(2);
    await expect(tiers[1]).toHaveTextContent(/Tier 2Team loss ≥ .*50,000\.00 · Active members ≥ 1020\.00 %/);
    await userEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    await expect(await within(dialog).findByText('Dividend contract accepted')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('article')).not.toBeInTheDocument();
    await expect(oneOffer.contracts.find((c) => c.type === 'DIVIDEND')?.status).toBe('ACTIVE');
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closes.at(-1) as HTMLElement);
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const severalOffers = offersState({ types: ['DIVIDEND', 'DAILY_SALARY', 'REALTIME_SALARY'] });

/** Three offers, newest first; rejecting one leaves the other two. */
export const SeveralOffers: Story = {
  parameters: { msw: { handlers: agentHandlers({ contracts: severalOffers }) } },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Contract offers' }, { timeout: 5000 });
    const offers = within(dialog).getAllByRole('article');
    await expect(offers.map((o) => o.getAttribute('aria-label'))).toEqual(['Real-time salary offer from Master Agent', 'Daily wages offer from Master Agent', 'Dividend offer from Master Agent']);
    await expect(offers[0]).toHaveTextContent('Every settlement period0.20 %');
    await userEvent.click(within(offers[1] as HTMLElement).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(dialog).getAllByRole('article')).toHaveLength(2));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Daily wages offer rejected');
    await expect(severalOffers.contracts.find((c) => c.type === 'DAILY_SALARY')?.status).toBe('REJECTED');
  },
};

const ending = offersState({ types: ['DAILY_SALARY'], downlineAbove: true });

/**
 * Spec §4: the daily offer (up to 1.00 %) is below the 1.50 % the agent gave Agent Two; Accept
 * lists that contract, which will end, and accepts only after "Yes, end them".
 */
export const ConfirmTerminations: Story = {
  parameters: { msw: { handlers: agentHandlers({ contracts: ending }) } },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Contract offers' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const confirm = await body().findByRole('dialog', { name: 'End your downline contracts?' });
    await expect(within(confirm).getByRole('listitem')).toHaveTextContent('Daily wages Agent Two (agent2): up to 1.50 %');
    // Nothing changed yet.
    await expect(ending.contracts.map((c) => c.status)).toEqual(['ACTIVE', 'OFFERED']);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
    await userEvent.click(within(await body().findByRole('dialog', { name: 'Contract offers' })).getByRole('button', { name: 'Accept' }));
    await userEvent.click(within(await body().findByRole('dialog', { name: 'End your downline contracts?' })).getByRole('button', { name: 'Yes, end them' }));
    await expect(await within(await body().findByRole('dialog', { name: 'Contract offers' })).findByText('Daily wages contract accepted')).toBeInTheDocument();
    await expect(ending.contracts.map((c) => c.status)).toEqual(['TERMINATED', 'ACTIVE']);
    await expect(ending.contracts[0]?.terminationReason).toBe('UPLINE_RATE_LOWERED');
  },
};

/** The answer fails: the offer shows the error and stays, with Accept and Reject. */
export const RespondError: Story = {
  parameters: {
    msw: { handlers: [http.post(`*${CONTRACT_RELAY_PATHS.DIVIDEND}`, () => HttpResponse.error()), ...agentHandlers({ contracts: offersState() })] },
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Contract offers' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Network link is abnormal, please try again');
    await expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeEnabled();
  },
};

/** No pending offer: no popup. */
export const NoOffers: Story = {
  parameters: { msw: { handlers: agentHandlers() } },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body().queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Closed with X: it stays closed. */
export const Closed: Story = {
  parameters: { msw: { handlers: agentHandlers({ contracts: offersState() }) } },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Contract offers' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
  },
};
