import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyCatalogue, storyHandlers } from '../../test/storyData';
import { HomePage } from './HomePage';

const meta = {
  title: 'Lobby/HomePage',
  component: HomePage,
  parameters: { layout: 'fullscreen', msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstBanner = storyCatalogue.banners.find((b) => b.groupName === 'w_home')!;
const firstNotice = storyCatalogue.announcements.find((a) => a.promotionType === 'PL')!;

/** Banners, notice marquee, the lobby's home sections; the winner board from the first interaction. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One image before the first interaction; the carousel (with loop copies) after it. waitFor, not
    // `expect(await findAllBy…)`: once the page is idle the banners autoplay and the image is replaced.
    await waitFor(() => expect(canvas.getAllByRole('img', { name: firstBanner.title })[0]).toBeInTheDocument());
    const marquee = await canvas.findByRole('region', { name: 'Notice' });
    await expect(within(marquee).getAllByText(firstNotice.title).length).toBeGreaterThan(0);
    // The home sections mount HOT again as the categories answer (see GameLobby's Home story).
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Hot' })).toBeInTheDocument());
    window.dispatchEvent(new Event('pointerdown'));
    await expect(await canvas.findByRole('heading', { name: 'Big winners' })).toBeInTheDocument();
  },
};
