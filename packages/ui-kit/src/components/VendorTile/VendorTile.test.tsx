import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { VendorTile } from './VendorTile';

it('opens the vendor from the logo card and plays from the optional button', async () => {
  const onOpen = vi.fn();
  const onPlay = vi.fn();
  const { rerender } = render(<VendorTile name="JDB" logoUrl="jdb.svg" onOpen={onOpen} onPlay={onPlay} playLabel="Play" />);
  await userEvent.click(screen.getByRole('button', { name: 'JDB' }));
  await userEvent.click(screen.getByRole('button', { name: 'Play' }));
  expect(onOpen).toHaveBeenCalledTimes(1);
  expect(onPlay).toHaveBeenCalledTimes(1);
  rerender(<VendorTile name="JDB" logoUrl="jdb.svg" playLabel="Play" />);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByRole('img', { name: 'JDB' })).toBeInTheDocument();
});
