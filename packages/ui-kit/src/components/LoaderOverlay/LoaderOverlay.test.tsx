import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { LoaderOverlay } from './LoaderOverlay';

it('announces the label politely while visible and hides otherwise', () => {
  const { rerender } = render(<LoaderOverlay visible label="Loading" />);
  const status = screen.getByRole('status');
  expect(status).toHaveAttribute('aria-live', 'polite');
  expect(status).toHaveTextContent('Loading');
  expect(screen.getByTestId('loader-overlay')).toBeInTheDocument();
  rerender(<LoaderOverlay visible={false} label="Loading" />);
  expect(screen.queryByTestId('loader-overlay')).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('');
});
