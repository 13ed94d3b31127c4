import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Spinner } from './Spinner';

it('is a named status when labelled, hidden otherwise', () => {
  const { rerender, container } = render(<Spinner label="Loading" />);
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  rerender(<Spinner />);
  expect(screen.queryByRole('status')).toBeNull();
  expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
});
