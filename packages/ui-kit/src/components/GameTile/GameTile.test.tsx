import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GameGrid, GameTile, GameTileSkeleton, type GameTileProps } from './GameTile';

const base: GameTileProps = {
  name: 'Lucky Neko',
  vendorName: 'PG',
  iconUrl: 'neko.png',
  fallbackIconUrl: 'fallback.png',
  hotLabel: 'Hot',
  playLabel: 'Play',
  freeTrialLabel: 'Free trial',
  favouriteLabel: 'Favourite',
};

describe('GameTile', () => {
  it('shows name, vendor and lazy fixed-size art; no buttons without callbacks', () => {
    render(<GameTile {...base} />);
    const tile = screen.getByRole('article', { name: 'Lucky Neko' });
    expect(tile).toHaveTextContent('PG');
    const img = tile.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '200');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Hot')).toBeNull();
  });

  it('fires play, free trial and favourite', async () => {
    const onPlay = vi.fn();
    const onFreeTrial = vi.fn();
    const onToggleFavourite = vi.fn();
    render(<GameTile {...base} isHot isFavourite onPlay={onPlay} onFreeTrial={onFreeTrial} onToggleFavourite={onToggleFavourite} />);
    expect(screen.getByText('Hot')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await userEvent.click(screen.getByRole('button', { name: 'Free trial' }));
    const heart = screen.getByRole('button', { name: 'Favourite' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(onFreeTrial).toHaveBeenCalledTimes(1);
    expect(onToggleFavourite).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAccessibleDescription('Lucky Neko');
  });

  it('swaps to the fallback icon once when the art fails', () => {
    const { container } = render(<GameTile {...base} />);
    const img = container.querySelector('img')!;
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', 'fallback.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', 'fallback.png');
  });
});

describe('GameGrid and GameTileSkeleton', () => {
  it('lists each child as a list item; the skeleton is hidden from assistive technology', () => {
    render(
      <GameGrid ariaLabel="Games">
        <GameTile {...base} key="1" />
        <GameTileSkeleton key="2" />
      </GameGrid>,
    );
    const list = screen.getByRole('list', { name: 'Games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('game-tile-skeleton')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('GameTile hot badge contrast', () => {
  /** WCAG relative luminance of `#rrggbb`. */
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  it('draws its text in --gh-on-hot on --gh-hot, at least WCAG AA 4.5:1', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const tokens = readFileSync(join(here, '../../tokens.css'), 'utf8');
    const css = readFileSync(join(here, 'GameTile.module.css'), 'utf8');
    const hot = /\.hot \{[^}]*\}/.exec(css)?.[0] ?? '';
    expect(hot).toContain('background: var(--gh-hot)');
    expect(hot).toContain('color: var(--gh-on-hot)');
    const token = (name: string) => new RegExp(`--${name}: (#[0-9a-f]{6});`).exec(tokens)?.[1] ?? '#000000';
    const [light, dark] = [luminance(token('gh-hot')), luminance(token('gh-on-hot'))].sort((a, b) => b - a) as [number, number];
    expect((light + 0.05) / (dark + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
