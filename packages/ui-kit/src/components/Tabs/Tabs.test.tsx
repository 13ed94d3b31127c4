import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { key: 'a', label: 'Alpha' },
  { key: 'b', label: 'Beta', badge: 2 },
  { key: 'c', label: 'Gamma' },
];

function Harness({ onChange }: { onChange: (key: string) => void }) {
  const [value, setValue] = useState('a');
  return (
    <Tabs
      items={items}
      value={value}
      ariaLabel="Sections"
      onChange={(key) => {
        onChange(key);
        setValue(key);
      }}
    />
  );
}

it('is a tablist with one selected, focusable tab', () => {
  render(<Tabs items={items} value="b" onChange={() => undefined} ariaLabel="Sections" />);
  expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
  const selected = screen.getByRole('tab', { selected: true });
  expect(selected).toHaveTextContent('Beta2');
  expect(selected).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('tabindex', '-1');
});

it('changes on click and with arrow keys, wrapping around', async () => {
  const onChange = vi.fn();
  render(<Harness onChange={onChange} />);
  await userEvent.click(screen.getByRole('tab', { name: 'Gamma' }));
  expect(onChange).toHaveBeenLastCalledWith('c');
  await userEvent.keyboard('{ArrowRight}');
  expect(onChange).toHaveBeenLastCalledWith('a');
  expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(onChange).toHaveBeenLastCalledWith('c');
  await userEvent.keyboard('{Home}');
  expect(onChange).toHaveBeenLastCalledWith('a');
});
