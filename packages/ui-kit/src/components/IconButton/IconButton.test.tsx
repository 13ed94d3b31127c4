import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { icons } from '../icons/icons';
import { IconButton } from './IconButton';

it('is named by its label and fires onClick', async () => {
  const onClick = vi.fn();
  render(<IconButton label="Open menu" icon={<icons.menu />} onClick={onClick} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(onClick).toHaveBeenCalledTimes(1);
});
