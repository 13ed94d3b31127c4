import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { icons } from './icons';

it('has every icon the app needs, decorative by default', () => {
  const names = ['search', 'heart', 'heartFilled', 'play', 'close', 'menu', 'refresh', 'eye', 'eyeOff', 'chevronDown', 'chevronLeft', 'chevronRight', 'globe', 'headset', 'warning', 'info'];
  expect(Object.keys(icons).sort()).toEqual([...names].sort());
  const { container } = render(<icons.search size={16} />);
  const svg = container.querySelector('svg');
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('width', '16');
});
