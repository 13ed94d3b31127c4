import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bannerArt, forceReducedMotion } from '../../test/fixtures';
import { BannerCarousel } from './BannerCarousel';

const banners = [
  { id: 1, imageUrl: bannerArt('Welcome bonus 100%', 0), alt: 'Welcome bonus 100%' },
  { id: 2, imageUrl: bannerArt('Weekly cashback', 1), alt: 'Weekly cashback' },
  { id: 3, imageUrl: bannerArt('New slots every week', 2), alt: 'New slots every week' },
];

const meta = {
  title: 'Lobby/BannerCarousel',
  component: BannerCarousel,
  args: { banners, onBannerClick: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Carousel: Story = {
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByRole('img', { name: 'Welcome bonus 100%' })[0]!;
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    // swiper arrives after the first paint and the first interaction, and takes over.
    canvasElement.ownerDocument.defaultView?.dispatchEvent(new Event('pointerdown'));
    await waitFor(() => expect(canvasElement.querySelector('[data-carousel="swiper"]')).not.toBeNull(), { timeout: 5000 });
  },
};

export const SingleBanner: Story = {
  args: { banners: banners.slice(0, 1) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Welcome bonus 100%' }));
    await expect(args.onBannerClick).toHaveBeenCalledWith(1);
    await expect(canvasElement.querySelector('.swiper')).toBeNull();
  },
};

export const NotClickable: Story = {
  args: { banners: banners.slice(0, 1), onBannerClick: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(within(canvasElement).getByRole('img', { name: 'Welcome bonus 100%' })).toBeInTheDocument();
  },
};

export const ReducedMotion: Story = {
  beforeEach: () => forceReducedMotion(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img', { name: 'Welcome bonus 100%' }).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
