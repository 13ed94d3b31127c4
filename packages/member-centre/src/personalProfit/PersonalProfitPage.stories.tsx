import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RewardsMockState } from '@gamehall/api-client/mocks';
import { answering, memberHandlers, memberStoryParameters, pending } from '../test/cashierFixtures';
import { loadErrorStory } from '../test/listStories';
import { PersonalProfitPage } from './PersonalProfitPage';

const meta = {
  title: 'MemberCentre/PersonalProfitPage',
  component: PersonalProfitPage,
  parameters: { ...memberStoryParameters, route: '/member/personalProfit', msw: { handlers: memberHandlers() } },
} satisfies Meta<typeof PersonalProfitPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today: the summary cards and the table per category with its totals row. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'By game category' });
    await expect(canvas.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);
    await expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    await expect(canvas.getByText('Profit')).toBeInTheDocument();
    await expect(canvas.getByText('Rebates received')).toBeInTheDocument();
  },
};

/** The last 30 days: more categories and bets than today. */
export const Last30Days: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'By game category' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Last 30 days' }));
    await waitFor(() => expect(within(canvas.getByRole('table', { name: 'By game category' })).getByRole('rowheader', { name: 'Live Casino' })).toBeInTheDocument());
    await expect(within(canvas.getByRole('table', { name: 'By game category' })).getByRole('rowheader', { name: 'Fishing' })).toBeInTheDocument();
  },
};

/** Custom: From after To is refused before asking. */
export const CustomInvalidRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'By game category' });
    await userEvent.click(canvas.getByRole('tab', { name: 'Custom' }));
    const from = canvas.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2099-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');
  },
};

/** A period without bets: the cards and "No bets in this period". */
export const Empty: Story = {
  parameters: { msw: { handlers: memberHandlers(undefined, { rewards: new RewardsMockState({ seedPlayer1: false }) }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No bets in this period')).toBeInTheDocument();
  },
};

/** Waiting for the figures. */
export const Loading: Story = {
  parameters: { msw: { handlers: [pending('/wps/v2/profit'), ...memberHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('profit-loading')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A loss: the win/loss in red with its minus sign. */
export const Loss: Story = {
  parameters: {
    msw: {
      handlers: [
        answering('/wps/v2/profit', {
          from: '2026-11-26',
          to: '2026-11-26',
          categories: [{ gameType: 'RNG', betCount: 2, betAmount: '150.00', validBet: '150.00', payout: '20.00', winLoss: '-130.00' }],
          totals: { betCount: 2, betAmount: '150.00', validBet: '150.00', payout: '20.00', winLoss: '-130.00' },
          bonus: '0.00',
          rebate: '0.00',
          deposit: '500.00',
          withdraw: '0.00',
          profit: '-130.00',
        }),
        ...memberHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'By game category' });
    await expect(await within(table).findAllByText('−₱130.00')).toHaveLength(2);
  },
};

/** The figures cannot be read: the error and retry. */
export const Error: Story = loadErrorStory(memberHandlers(undefined, { rewards: new RewardsMockState({ failures: { personalProfit: 'network' } }) }));

/** In Tagalog. */
export const Tagalog: Story = {
  parameters: { language: 'TY' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Ayon sa uri ng laro' });
    await expect(canvas.getByRole('tab', { name: 'Ngayong araw' })).toBeInTheDocument();
  },
};
