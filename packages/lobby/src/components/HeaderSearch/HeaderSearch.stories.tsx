import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { envelope } from '@gamehall/api-client/mocks';
import { bigCatalogue } from '../../test/lobbyFixtures';
import { storyHandlers } from '../../test/storyData';
import { HeaderSearch } from './HeaderSearch';
import { loadLocalSearch } from './localSearch';

const meta = {
  title: 'Lobby/HeaderSearch',
  component: HeaderSearch,
  parameters: { msw: { handlers: storyHandlers() } },
  decorators: [(Story) => <div style={{ minBlockSize: 480 }}><Story /></div>],
} satisfies Meta<typeof HeaderSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the search field. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search games' })).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Open: matching games and "view all". */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'dragon');
    const list = await canvas.findByRole('listbox');
    const options = await within(list).findAllByRole('option');
    await expect(options.length).toBeGreaterThan(1);
    await expect(options.at(-1)).toHaveTextContent('View all');
  },
};

/** Open without matches: in_no_data and "view all". */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'zzzz');
    const list = await canvas.findByRole('listbox');
    await expect(await within(list).findByText('No data')).toBeInTheDocument();
  },
};

/**
 * A typo ("bonanaza") while typing, no Enter: the server's ranked, typo-tolerant answer (spec §2,
 * hot games first) is listed in its order, and the list names the term it shows (`data-term`).
 */
export const TypoRanked: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/relay/GCSGAME_gameList', ({ request }) => {
          if (new URL(request.url).searchParams.get('gameName') !== 'bonanaza') return undefined;
          const [a, b] = bigCatalogue.games;
          const games = [
            { ...a!, nodeId: 9_000_001, gameName: 'Sweet Bonanza', isHot: 1 as const },
            { ...b!, nodeId: 9_000_002, gameName: 'Bonanza', isHot: 0 as const },
          ];
          return envelope({ games, pageNo: 1, pageSize: 8, totalPages: 1, total: 2 });
        }),
        ...storyHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'bonanaza');
    const list = await canvas.findByRole('listbox');
    await waitFor(() => expect(list).toHaveAttribute('data-term', 'bonanaza'));
    // The server's answer replaces what the local index showed first (on a slow machine, its "0 games found").
    await waitFor(() => expect(within(list).getAllByRole('option')[0]).toHaveTextContent('Sweet Bonanza'));
    await expect(within(list).getAllByRole('option')[1]).toHaveTextContent('Bonanza');
  },
};

/**
 * The local index's results while the server has not answered (issue 14): the names and vendors
 * at once, each icon an empty box until the server's answer (here it never comes) gives it.
 */
export const LocalResults: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/wps/relay/GCSGAME_gameList', async ({ request }) => {
          if (new URL(request.url).searchParams.get('gameName')) await delay('infinite');
          return undefined;
        }),
        ...storyHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search games' });
    await userEvent.click(box);
    await loadLocalSearch();
    await userEvent.type(box, 'dragon');
    const list = await canvas.findByRole('listbox');
    await waitFor(() => expect(list).toHaveAttribute('data-term', 'dragon'));
    await expect(within(list).getAllByRole('option').length).toBeGreaterThan(1);
    await expect(list.querySelector('img')).toBeNull();
  },
};
