import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@gamehall/i18n';
import { createTestI18n } from '@gamehall/i18n/testing';
import { AgentClock } from './AgentClock';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-03-01T15:59:58Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

function renderClock(timeZone: string) {
  return render(
    <I18nProvider i18n={createTestI18n()}>
      <AgentClock timeZone={timeZone} />
    </I18nProvider>,
  );
}

describe('AgentClock', () => {
  it('shows the merchant zone offset and time, and advances every second', () => {
    renderClock('Asia/Manila');
    expect(screen.getByText(/Merchant time/)).toBeInTheDocument();
    expect(screen.getByTestId('gmt-offset')).toHaveTextContent('GMT+8');
    expect(screen.getByTestId('agent-clock')).toHaveTextContent('2026-03-01 23:59:58');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('agent-clock')).toHaveTextContent('2026-03-01 23:59:59');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('agent-clock')).toHaveTextContent('2026-03-02 00:00:00');
  });

  it('falls back to UTC for a zone the browser does not know', () => {
    renderClock('Mars/Olympus');
    expect(screen.getByTestId('gmt-offset')).toHaveTextContent('GMT+0');
    expect(screen.getByTestId('agent-clock')).toHaveTextContent('2026-03-01 15:59:58');
  });

  it('stops ticking when unmounted', () => {
    const { unmount } = renderClock('UTC');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
