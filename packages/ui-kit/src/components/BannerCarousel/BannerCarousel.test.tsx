import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetFirstInteraction } from '../../hooks/useFirstInteraction';
import { forceReducedMotion } from '../../test/fixtures';
import { BANNER_AUTOPLAY_MS, BannerCarousel } from './BannerCarousel';

const banners = [
  { id: 'a', imageUrl: 'a.png', alt: 'Promo A' },
  { id: 'b', imageUrl: 'b.png', alt: 'Promo B' },
];

function fakeLoader() {
  const destroy = vi.fn();
  const startCarousel = vi.fn((_element: HTMLElement, _options: { autoplay: boolean }) => ({ destroy }));
  const load = vi.fn(() => Promise.resolve({ startCarousel }));
  return { load, startCarousel, destroy };
}

describe('BannerCarousel', () => {
  it('paints the first banner as a plain high-priority image and never loads swiper for one banner', async () => {
    const { load } = fakeLoader();
    const onBannerClick = vi.fn();
    render(<BannerCarousel banners={banners.slice(0, 1)} onBannerClick={onBannerClick} loadSwiper={load} />);
    const img = screen.getByRole('img', { name: 'Promo A' });
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading', 'lazy');
    // A fixed box from the first paint (CLS): the art's intrinsic size, 21:7.
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1260', '420']);
    await userEvent.click(screen.getByRole('button', { name: 'Promo A' }));
    expect(onBannerClick).toHaveBeenCalledWith('a');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
  });

  it('loads swiper after first paint and the first interaction when there are several banners, with autoplay', async () => {
    resetFirstInteraction();
    const { load, startCarousel, destroy } = fakeLoader();
    const { container, unmount } = render(<BannerCarousel banners={banners} loadSwiper={load} />);
    expect(container.querySelector('[data-carousel="static"]')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerDown(window);
    await waitFor(() => expect(startCarousel).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(startCarousel.mock.calls[0]?.[1]).toEqual({ autoplay: true, startIndex: 0 });
    expect(container.querySelector('[data-carousel="swiper"] .swiper-wrapper')).not.toBeNull();
    unmount();
    expect(destroy).toHaveBeenCalled();
  });

  it('autoplays after load without swiper (spec §2): the plain carousel moves to the next banner every 5 s, and swiper takes over at the banner shown', async () => {
    resetFirstInteraction();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { load, startCarousel } = fakeLoader();
      const { container } = render(<BannerCarousel banners={banners} loadSwiper={load} onBannerClick={() => {}} />);
      const carousel = () => container.querySelector('[data-carousel="static"]');
      expect(carousel()).toHaveAttribute('data-current', '0');
      // Page idle after load: the banners are stacked, the first shown, the others inert.
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(2);
      expect(screen.getByRole('button', { name: 'Promo A' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Promo B' })).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(BANNER_AUTOPLAY_MS));
      expect(carousel()).toHaveAttribute('data-current', '1');
      expect(screen.getByRole('button', { name: 'Promo B' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Promo A' })).not.toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
      fireEvent.pointerDown(window);
      await act(() => vi.advanceTimersByTimeAsync(100));
      await waitFor(() => expect(startCarousel).toHaveBeenCalledTimes(1));
      expect(startCarousel.mock.calls[0]?.[1]).toEqual({ autoplay: true, startIndex: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches a banner only from the turn before it shows, and keeps it for the next rounds', async () => {
    resetFirstInteraction();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const four = ['A', 'B', 'C', 'D'].map((name) => ({ id: name, imageUrl: `${name}.png`, alt: `Promo ${name}` }));
      const { container } = render(<BannerCarousel banners={four} loadSwiper={fakeLoader().load} />);
      const images = () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
      await act(() => vi.advanceTimersByTimeAsync(200));
      // Autoplay started: the shown banner and the next one.
      expect(images()).toEqual(['Promo A', 'Promo B']);
      await act(() => vi.advanceTimersByTimeAsync(BANNER_AUTOPLAY_MS));
      expect(images()).toEqual(['Promo A', 'Promo B', 'Promo C']);
      await act(() => vi.advanceTimersByTimeAsync(BANNER_AUTOPLAY_MS * 3));
      // Back at the first banner (a full round): all four stay in the page.
      expect(container.querySelector('[data-carousel="static"]')).toHaveAttribute('data-current', '0');
      expect(images()).toEqual(['Promo A', 'Promo B', 'Promo C', 'Promo D']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds the banner while the focus is in a text field (the visitor is typing a search) and moves on once it leaves', async () => {
    resetFirstInteraction();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const search = document.createElement('input');
    search.type = 'search';
    document.body.append(search);
    try {
      const { load } = fakeLoader();
      const { container } = render(<BannerCarousel banners={banners} loadSwiper={load} />);
      const carousel = () => container.querySelector('[data-carousel="static"]');
      await act(() => vi.advanceTimersByTimeAsync(200));
      search.focus();
      await act(() => vi.advanceTimersByTimeAsync(BANNER_AUTOPLAY_MS * 2));
      expect(carousel()).toHaveAttribute('data-current', '0');
      search.blur();
      await act(() => vi.advanceTimersByTimeAsync(BANNER_AUTOPLAY_MS));
      expect(carousel()).toHaveAttribute('data-current', '1');
    } finally {
      search.remove();
      vi.useRealTimers();
    }
  });

  it('does not autoplay under prefers-reduced-motion: reduce', async () => {
    resetFirstInteraction();
    const restore = forceReducedMotion();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { load } = fakeLoader();
      const { container } = render(<BannerCarousel banners={banners} loadSwiper={load} />);
      await act(() => vi.advanceTimersByTimeAsync(BANNER_AUTOPLAY_MS * 3));
      expect(container.querySelector('[data-carousel="static"]')).toHaveAttribute('data-current', '0');
      expect(screen.getAllByRole('img')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
      restore();
    }
  });

  it('renders nothing without banners', () => {
    const { container } = render(<BannerCarousel banners={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps swiper out of the static import graph', () => {
    const src = join(import.meta.dirname, '..', '..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !path.includes(`${join('src', 'test')}`)) files.push(path);
      }
    };
    walk(src);
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      const rel = relative(src, file);
      if (rel.endsWith('loadSwiper.ts')) continue;
      expect(code, rel).not.toMatch(/from ['"]swiper/);
      expect(code, rel).not.toMatch(/^import (?!type)[^;]*['"]\.\/loadSwiper['"]/m);
    }
  });
});
