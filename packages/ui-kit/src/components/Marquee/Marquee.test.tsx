import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { forceReducedMotion } from '../../test/fixtures';
import { Marquee } from './Marquee';

const items = [
  { id: 'a', text: 'First' },
  { id: 'b', text: 'Second' },
];
let restore: (() => void) | undefined;
afterEach(() => restore?.());

it('renders nothing without items', () => {
  const { container } = render(<Marquee items={[]} ariaLabel="News" />);
  expect(container).toBeEmptyDOMElement();
});

it('scrolls a doubled, partly hidden track and reports clicks', async () => {
  const onItemClick = vi.fn();
  const { container } = render(<Marquee items={items} ariaLabel="News" onItemClick={onItemClick} />);
  expect(container.querySelectorAll('ul')).toHaveLength(2);
  expect(container.querySelector('[data-marquee-copy]')).toHaveAttribute('aria-hidden', 'true');
  const region = screen.getByRole('region', { name: 'News' });
  await userEvent.click(within(region).getByRole('button', { name: 'Second' }));
  expect(onItemClick).toHaveBeenCalledWith('b');
});

it('is a single static list under reduced motion', () => {
  restore = forceReducedMotion();
  const { container } = render(<Marquee items={items} ariaLabel="News" />);
  expect(container.querySelectorAll('ul')).toHaveLength(1);
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['First', 'Second']);
});
