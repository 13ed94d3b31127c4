import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { take } from 'redux-saga/effects';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope } from '@gamehall/api-client/mocks';
import { renderWithProviders, startTestServer } from '../../testing';
import { loggedInSession, shellHandlers } from '../../test/fixtures';
import { configureAppStore } from '../../store/store';
import { logoutRequested } from '../../store/session';
import { REALITY_CHECK_KEYS, RealityCheck, playedTime } from './RealityCheck';

startTestServer(shellHandlers());

const T0 = Date.UTC(2026, 10, 26, 12);
const settings = (minutes: 15 | 30 | 60 | 120 | null) => http.get('*/wps/v2/responsible-gaming', () => envelope({ limits: [], realityCheckMinutes: minutes }));

afterEach(() => {
  sessionStorage.clear();
});

describe('RealityCheck (issue 12 reality-check reminder)', () => {
  it('reminds after the interval since login with the time played; Continue counts again from now; Log out asks the auth saga to log out', async () => {
    const dispatched: string[] = [];
    const store = configureAppStore({
      preloadedState: { session: loggedInSession() },
      sagas: [
        function* recordLogout() {
          yield take(logoutRequested.match);
          dispatched.push(logoutRequested.type);
        },
      ],
    });
    // Logged in 14 min 59.7 s ago with a 15-minute interval: the reminder is due in 0.3 s.
    const loggedInAt = Date.now() - 15 * 60_000 + 300;
    const { user } = renderWithProviders(<RealityCheck loggedInAt={loggedInAt} />, { store, handlers: [settings(15)] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 3000 });
    expect(within(dialog).getByTestId('reality-check-played')).toHaveTextContent('You have been logged in for 0 h 15 min.');
    await user.click(within(dialog).getAllByRole('button', { name: 'Continue' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The next reminder counts from this one.
    expect(Number(sessionStorage.getItem(REALITY_CHECK_KEYS.since))).toBeGreaterThanOrEqual(loggedInAt + 15 * 60_000 - 1000);
    expect(dispatched).toEqual([]);

    sessionStorage.setItem(REALITY_CHECK_KEYS.since, String(Date.now() - 15 * 60_000));
    // A new mount (e.g. after a reload) picks up the stored count and reminds at once.
    const again = renderWithProviders(<RealityCheck />, { store, handlers: [settings(15)] });
    const second = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 3000 });
    await again.user.click(within(second).getByRole('button', { name: 'Log out' }));
    expect(dispatched).toEqual([logoutRequested.type]);
  });

  it('does nothing while the setting is off', async () => {
    sessionStorage.setItem(REALITY_CHECK_KEYS.loginAt, String(T0 - 500 * 60_000));
    renderWithProviders(<RealityCheck now={() => T0} />, { preloadedState: { session: loggedInSession() }, handlers: [settings(null)] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('words the time played in hours and minutes', () => {
    expect(playedTime(75 * 60_000 + 59_000)).toEqual({ hours: 1, minutes: 15 });
    expect(playedTime(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});
