import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { QrCode } from './QrCode';

it('draws a labelled QR code SVG, 107 px by default (spec §9)', () => {
  const { rerender } = render(<QrCode value="https://a.example" label="Download" />);
  const svg = screen.getByRole('img', { name: 'Download' });
  expect(svg.tagName.toLowerCase()).toBe('svg');
  expect(svg).toHaveAttribute('width', '107');
  const first = svg.innerHTML;
  expect(first).toContain('<path');
  rerender(<QrCode value="https://b.example/other" label="Download" />);
  expect(screen.getByRole('img', { name: 'Download' }).innerHTML).not.toBe(first);
  expect(screen.getByText('Download', { selector: 'figcaption' })).toBeInTheDocument();
});
