import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { envelope } from '@gamehall/api-client/mocks';
import { gameLaunchRequested } from '@gamehall/shell';
import { storyHandlers } from '../../test/storyData';
import { vendorListClosed, vendorListOpened } from '../playSlice';
import { storyDispatched, withPlayState } from '../test/playStories';
import { VendorGameListPopup } from './VendorGameListPopup';

const VASS_GAME_TYPE = '*/wps/relay/GCSGAME_getVassGameType';
const jdb = vendorListOpened({ vassalage: 'JDB', displayName: 'JDB Gaming', gameType: 'RNG' });

const meta = {
  title: 'Play/VendorGameListPopup',
  component: VendorGameListPopup,
  decorators: [withPlayState([jdb])],
  parameters: { msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof VendorGameListPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The vendor's games; play starts one at once (`fromVendorList`), close closes the list. */
export const Games: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'JDB Gaming' });
    const grid = await within(dialog).findByRole('list', { name: 'JDB Gaming' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(18));
    const first = within(grid).getAllByRole('article')[0];
    if (!first) throw new globalThis.Error('no tile');
    await userEvent.click(within(first).getByRole('button', { name: 'Play' }));
    const launches = storyDispatched.filter((action) => gameLaunchRequested.match(action));
    await expect(launches).toHaveLength(1);
    await expect(launches[0]?.payload).toMatchObject({ fromVendorList: true, game: { vassalage: 'JDB' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(storyDispatched).toContainEqual(vendorListClosed());
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The list is loading: skeleton tiles. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(VASS_GAME_TYPE, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        ...storyHandlers(),
      ],
    },
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'JDB Gaming' });
    await expect(within(dialog).getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A vendor without games: in_no_data. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(VASS_GAME_TYPE, () => envelope({ list: [], pageNo: 1, pageSize: 18, totalPages: 0, total: 0 })), ...storyHandlers()] } },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'JDB Gaming' });
    await expect(await within(dialog).findByText('No data')).toBeInTheDocument();
  },
};

/** The call failed: the message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: [http.get(VASS_GAME_TYPE, () => HttpResponse.error()), ...storyHandlers()] } },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'JDB Gaming' });
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Network link is abnormal, please try again');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
