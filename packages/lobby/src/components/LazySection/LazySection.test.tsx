import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazySection } from './LazySection';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: { callback: Callback; disconnect: ReturnType<typeof vi.fn> }[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  observed = [];
});

describe('LazySection', () => {
  it('renders its content only once scrolled near the viewport', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        disconnect = vi.fn();
        constructor(callback: Callback) {
          observed.push({ callback, disconnect: this.disconnect });
        }
        observe() {}
      },
    );
    render(
      <LazySection>
        <p>Section content</p>
      </LazySection>,
    );
    expect(screen.queryByText('Section content')).not.toBeInTheDocument();
    act(() => observed[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Section content')).toBeInTheDocument();
    expect(observed[0]!.disconnect).toHaveBeenCalled();
  });

  it('renders at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <LazySection>
        <p>Section content</p>
      </LazySection>,
    );
    expect(screen.getByText('Section content')).toBeInTheDocument();
  });
});
