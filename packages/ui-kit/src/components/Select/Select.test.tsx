import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { Select } from './Select';

it('is a labelled native select that reports the picked value', async () => {
  const onChange = vi.fn();
  render(
    <Select
      label="Language"
      value="EN"
      onChange={onChange}
      options={[
        { value: 'EN', label: 'English' },
        { value: 'TY', label: 'Tagalog' },
      ]}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Language' });
  expect(select.tagName).toBe('SELECT');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'Tagalog']);
  await userEvent.selectOptions(select, 'Tagalog');
  expect(onChange).toHaveBeenCalledWith('TY');
});
