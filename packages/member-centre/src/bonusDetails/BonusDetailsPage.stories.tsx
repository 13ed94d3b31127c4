import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CashierMockState } from '@gamehall/api-client/mocks';
import { memberHandlers, memberStoryParameters } from '../test/cashierFixtures';
import { emptyListStory, loadErrorStory, loadingListStory } from '../test/listStories';
import { BonusDetailsPage } from './BonusDetailsPage';

const meta = {
  title: 'MemberCentre/BonusDetailsPage',
  component: BonusDetailsPage,
  parameters: { ...memberStoryParameters, route: '/member/bonusDetails', msw: { handlers: memberHandlers() } },
} satisfies Meta<typeof BonusDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bonuses and rebates of the last 30 days, newest first, credits in green with their plus sign. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Bonuses and rebates' });
    // The currency symbol comes with the site settings, which may answer after the ledger.
    await waitFor(() => {
      const rows = within(list).getAllByRole('listitem');
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent(/^(Bonus|Rebate)\+₱/);
    });
    await expect(canvas.getByLabelText('Type')).toHaveValue('REWARD');
  },
};

/** Only rebates. */
export const FilteredRebates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Bonuses and rebates' });
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'REBATE');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const rows = within(canvas.getByRole('list', { name: 'Bonuses and rebates' })).getAllByRole('listitem');
      for (const row of rows) expect(row).toHaveTextContent(/^Rebate\+₱/);
    });
  },
};

/** Waiting for the ledger: skeleton rows. */
export const Loading: Story = loadingListStory('/wps/v2/ledger');

/** No bonus in the range. */
export const Empty: Story = emptyListStory('/wps/v2/ledger', 20);

/** The ledger cannot be read: the error and retry. */
export const Error: Story = loadErrorStory(memberHandlers(new CashierMockState({ failures: { transactionHistory: 'network' } })));

/** In Tagalog. */
export const Tagalog: Story = {
  parameters: { language: 'TY' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Mga bonus at ibinalik na taya' });
    await expect(canvas.getByLabelText('Uri')).toBeInTheDocument();
  },
};
