import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const clean = sanitizeHtml('<p onclick="x()">Hi</p><script>alert(1)</script><img src="a.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a>');
    expect(clean).not.toMatch(/script/i);
    expect(clean).not.toMatch(/onerror|onclick/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('src="a.png"');
  });

  it('gives links rel="noopener noreferrer" and keeps target', () => {
    const clean = sanitizeHtml('<a href="https://example.com" target="_blank">x</a>');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('target="_blank"');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised markup in a div or span', () => {
    const { container, rerender } = render(<SafeHtml html={'<b>Bold</b><script>alert(1)</script>'} className="x" />);
    expect(screen.getByText('Bold').tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
    expect(container.firstElementChild?.tagName).toBe('DIV');
    rerender(<SafeHtml html="text" as="span" />);
    expect(container.firstElementChild?.tagName).toBe('SPAN');
  });
});
