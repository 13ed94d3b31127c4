import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyHandlers } from '../../test/storyData';
import { favouriteSagas, favouriteStoryHandlers, memberSession, storyGameIds } from '../../favourites/favouriteStoryData';
import { HomeSections } from './HomeSections';

const meta = {
  title: 'Lobby/HomeSections',
  component: HomeSections,
  parameters: { msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof HomeSections>;
export default meta;
type Story = StoryObj<typeof meta>;

/** HOT (12, More expands), then a section per category in server order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // HOT shows alone until the categories have answered too, then mounts again among the other
    // sections: a HOT list found before that is replaced (and loses More). Wait for the categories
    // (waitFor, not `expect(await findBy…)`) before holding on to HOT's list.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Sports' })).toBeInTheDocument());
    const hot = canvas.getByRole('list', { name: 'Hot' });
    await expect(within(hot).getAllByRole('article')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(within(hot).getAllByRole('article').length).toBeGreaterThan(12));
    await expect(canvas.getByRole('link', { name: 'More: Slots' })).toHaveAttribute('href', '/rng');
  },
};

/** A member who has played and has favourites: RECENT first (12), HOT, then FAV with vendor chips and More. */
export const Member: Story = {
  parameters: {
    session: memberSession,
    sagas: favouriteSagas,
    msw: { handlers: favouriteStoryHandlers({ recent: storyGameIds(14, 'RNG'), favourites: [...storyGameIds(3, 'RNG'), ...storyGameIds(2, 'LIVE')] }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recent = await canvas.findByRole('list', { name: 'Recent' });
    await waitFor(() => expect(within(recent).getAllByRole('article')).toHaveLength(12));
    await expect(canvas.getByRole('link', { name: 'More: Recent' })).toHaveAttribute('href', '/recent');
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings.slice(0, 3)).toEqual(['Recent', 'Hot', 'Favourites']);
    const favourites = await canvas.findByRole('list', { name: 'Favourites' });
    await waitFor(() => expect(within(favourites).getAllByRole('article')).toHaveLength(5));
    await expect(canvas.getByRole('link', { name: 'More: Favourites' })).toHaveAttribute('href', '/favorite');
    await userEvent.click(within(canvas.getByRole('group', { name: 'Providers: Favourites' })).getByRole('button', { name: 'Evolution Live' }));
    await waitFor(() => expect(within(favourites).getAllByRole('article')).toHaveLength(2));
  },
};

/** A member who has not played or favourited yet: no RECENT and no FAV section. */
export const NewMember: Story = {
  parameters: { session: memberSession, msw: { handlers: favouriteStoryHandlers({ recent: [], favourites: [] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // waitFor, not `expect(await findBy…)`: HOT mounts again once the categories answer.
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Hot' })).toBeInTheDocument());
    await waitFor(() => expect(canvas.queryAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1));
    await expect(canvas.queryByRole('heading', { name: 'Recent' })).not.toBeInTheDocument();
    // FAV shows its heading over skeletons until the (empty) favourites answer, which can come later.
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Favourites' })).not.toBeInTheDocument());
  },
};
