import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { forceReducedMotion } from '../../test/fixtures';
import { formatDecimal } from './formatDecimal';
import { WinnerBoard } from './WinnerBoard';

describe('formatDecimal', () => {
  it('groups thousands from the string, without float rounding', () => {
    expect(formatDecimal('1234567.50')).toBe('1,234,567.50');
    expect(formatDecimal('999.99')).toBe('999.99');
    expect(formatDecimal('1000')).toBe('1,000');
    expect(formatDecimal('-1234.5')).toBe('-1,234.5');
    expect(formatDecimal('90071992547409931.99')).toBe('90,071,992,547,409,931.99');
    expect(formatDecimal('abc')).toBe('abc');
  });
});

const items = [1, 2, 3, 4].map((n) => ({ id: n, gameName: `Game ${n}`, customerName: `pl***${n}`, winAmount: `${n}000.00`, iconUrl: `g${n}.png` }));
let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('WinnerBoard', () => {
  it('scrolls when there are more rows than visible, with a hidden copy for the loop', () => {
    const { container } = render(<WinnerBoard title="Winners" items={items} currencySymbol="₱" fallbackIconUrl="f.png" />);
    const board = screen.getByRole('region', { name: 'Winners' });
    expect(board.querySelector('[data-scrolling="true"]')).not.toBeNull();
    expect(container.querySelectorAll('ul')[1]).toHaveAttribute('aria-hidden', 'true');
    expect(within(container.querySelectorAll('ul')[0] as HTMLElement).getByText('₱4,000.00')).toBeInTheDocument();
  });

  it('is static when everything fits or motion is reduced', () => {
    const { rerender } = render(<WinnerBoard title="Winners" items={items.slice(0, 3)} currencySymbol="₱" fallbackIconUrl="f.png" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    restore = forceReducedMotion();
    rerender(<WinnerBoard title="Winners" items={items} currencySymbol="₱" fallbackIconUrl="f.png" visibleRows={2} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('falls back to the fallback icon', () => {
    const { container } = render(<WinnerBoard title="W" items={items.slice(0, 1)} currencySymbol="₱" fallbackIconUrl="f.png" />);
    const img = container.querySelector('img')!;
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', 'f.png');
  });
});
