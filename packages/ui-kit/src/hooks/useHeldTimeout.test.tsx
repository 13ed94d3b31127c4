import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeldTimeout } from './useHeldTimeout';

function Notice({ id, onTimeout }: { id: number | undefined; onTimeout(id: number | undefined): void }) {
  const hold = useHeldTimeout(() => onTimeout(id), 1000, id);
  return (
    <div role="status" {...hold}>
      <button type="button">Close</button>
    </div>
  );
}

describe('useHeldTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('times out after the duration', () => {
    const onTimeout = vi.fn();
    render(<Notice id={1} onTimeout={onTimeout} />);
    act(() => vi.advanceTimersByTime(999));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onTimeout).toHaveBeenCalledWith(1);
  });

  it('waits while the pointer or the focus holds it, then gives the full duration again', () => {
    const onTimeout = vi.fn();
    render(<Notice id={1} onTimeout={onTimeout} />);
    const notice = screen.getByRole('status');
    fireEvent.pointerEnter(notice);
    act(() => vi.advanceTimersByTime(5000));
    expect(onTimeout).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByRole('button'));
    fireEvent.pointerLeave(notice);
    act(() => vi.advanceTimersByTime(5000));
    expect(onTimeout).not.toHaveBeenCalled();
    fireEvent.blur(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(999));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('restarts for a new key and runs nothing without one', () => {
    const onTimeout = vi.fn();
    const { rerender } = render(<Notice id={1} onTimeout={onTimeout} />);
    act(() => vi.advanceTimersByTime(600));
    rerender(<Notice id={2} onTimeout={onTimeout} />);
    act(() => vi.advanceTimersByTime(600));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(400));
    expect(onTimeout).toHaveBeenCalledWith(2);
    rerender(<Notice id={undefined} onTimeout={onTimeout} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
