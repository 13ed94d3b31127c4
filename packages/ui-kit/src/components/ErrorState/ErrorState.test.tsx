import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState';

it('alerts the message and retries on click', async () => {
  const onRetry = vi.fn();
  render(<ErrorState message="Network error" retryLabel="Retry" onRetry={onRetry} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Network error');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
