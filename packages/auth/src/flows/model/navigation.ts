/** Route changes from sagas through the app's `navigate` (saga context, see `configureAppStore`). */
import type { SagaIterator } from 'redux-saga';
import { call, getContext } from 'redux-saga/effects';

/** The app's navigate function, provided as saga context `navigate`. */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Paths the flows go to (spec §2, §4). */
export const AUTH_PATHS = { home: '/', agentHome: '/agentHome' } as const;

/**
 * Navigates with the app's `navigate` from saga context; does nothing when none was provided.
 *
 * @param to - the path
 * @param options - `{ replace: true }` replaces the history entry
 */
export function* navigateTo(to: string, options?: { replace?: boolean }): SagaIterator {
  const navigate = (yield getContext('navigate')) as Navigate | undefined;
  if (navigate) yield call(navigate, to, options);
}
