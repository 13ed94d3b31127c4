import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { memberHandlers, memberStoryParameters } from '../test/cashierFixtures';
import { emptyListStory, loadingListStory } from '../test/listStories';
import { BettingRecordPage } from './BettingRecordPage';

const meta = {
  title: 'MemberCentre/BettingRecordPage',
  component: BettingRecordPage,
  parameters: { ...memberStoryParameters, route: '/member/personalHistoryCopy', msw: { handlers: memberHandlers() } },
} satisfies Meta<typeof BettingRecordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days, every game, newest first, 20 a page; win/loss signed and coloured, outcome chips. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Bets' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await waitFor(() => expect(within(list).getAllByText(/^−₱/).length).toBeGreaterThan(0));
    await expect(within(list).getAllByText('Won').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  },
};

/** While the bets load: skeleton rows. */
export const Loading: Story = loadingListStory('/wps/relay/ODSFE2_MemTransDet');

/** No bets in the range: in_no_data. */
export const Empty: Story = emptyListStory('/wps/relay/ODSFE2_MemTransDet', 20);

/** The bets could not load: the error and a retry. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [http.get('*/wps/relay/ODSFE2_MemTransDet', () => HttpResponse.error()), ...memberHandlers()] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** A day range that ends before it starts: the error, nothing asked. */
export const RangeError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Bets' });
    const to = canvas.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2020-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
