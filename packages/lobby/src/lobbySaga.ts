/**
 * The lobby's root saga (spec §4 "Starting a game", "Favourite toggle"), in the lobby's flows
 * chunk (`loadLobbyFlows`): the play routing and the favourite toggle, side by side.
 */
import type { SagaIterator } from 'redux-saga';
import { fork } from 'redux-saga/effects';
import { favouritesSaga } from './favourites/favouritesSaga';
import { playSaga } from './play/playSaga';

/**
 * Forks the lobby's flows: {@link playSaga} (where a play request goes) and
 * {@link favouritesSaga} (the favourite toggle). Needs saga context `navigate`.
 */
export function* lobbySaga(): SagaIterator {
  yield fork(playSaga);
  yield fork(favouritesSaga);
}
