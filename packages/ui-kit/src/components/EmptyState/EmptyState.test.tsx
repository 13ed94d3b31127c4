import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';

it('shows the message, an illustration and the optional action', async () => {
  const onClick = vi.fn();
  const { container, rerender } = render(<EmptyState message="No data" />);
  expect(screen.getByText('No data')).toBeInTheDocument();
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByRole('button')).toBeNull();
  rerender(<EmptyState message="No data" action={{ label: 'Reload', onClick }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(onClick).toHaveBeenCalledTimes(1);
});
