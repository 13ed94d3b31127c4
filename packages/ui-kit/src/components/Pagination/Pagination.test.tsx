import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { paginationItems } from './paginationItems';

describe('paginationItems (react-paginate layout, range 5, margin 2)', () => {
  it('lists every page when they fit in the range', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows the window at the start, the margins and one break', () => {
    expect(paginationItems(1, 20, 5, 2)).toEqual([1, 2, 3, 4, 5, 'break', 19, 20]);
    // Before the middle the window grows to the right, as in react-paginate.
    expect(paginationItems(3, 20, 5, 2)).toEqual([1, 2, 3, 4, 5, 6, 'break', 19, 20]);
  });

  it('centres the window in the middle with breaks on both sides', () => {
    expect(paginationItems(10, 20, 5, 2)).toEqual([1, 2, 'break', 8, 9, 10, 11, 12, 'break', 19, 20]);
  });

  it('ends with the window at the last page', () => {
    expect(paginationItems(20, 20, 5, 2)).toEqual([1, 2, 'break', 16, 17, 18, 19, 20]);
  });

  it('shows a single hidden page instead of a break', () => {
    // Pages 1-2 margin, window 4..8 around 6: the gap is only page 3, so it is shown.
    expect(paginationItems(6, 20, 5, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'break', 19, 20]);
  });

  it('clamps an out-of-range page', () => {
    expect(paginationItems(99, 10, 5, 2)).toEqual(paginationItems(10, 10, 5, 2));
  });
});

describe('Pagination', () => {
  const labels = { previous: 'Prev', next: 'Next', page: (n: number) => `Page ${n}` };

  it('renders nothing for one page', () => {
    const { container } = render(<Pagination pageCount={1} page={1} onPageChange={() => undefined} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and reports picked pages', async () => {
    const onPageChange = vi.fn();
    render(<Pagination pageCount={8} page={3} onPageChange={onPageChange} labels={labels} ariaLabel="Pages" />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[2], [4]]);
  });
});
