/**
 * The realtime flows' loader (spec §6 "the socket event listener loads only when logged in"):
 * the app lists it among its lazy sagas, so socket.io-client arrives with the first
 * `memberInfoLoaded` and never on a visitor's page.
 */
import type { Saga } from 'redux-saga';
import { memberInfoLoaded } from '../store/session';

/** The actions that start the realtime flows (a member's info loaded: after login or restore). */
export const REALTIME_ACTION_TYPES: readonly string[] = [memberInfoLoaded.type];

/**
 * Loads the realtime saga's chunk.
 * @returns the saga (`realtimeSaga`)
 */
export const loadRealtimeFlows = (): Promise<Saga> => import('./realtimeSaga').then((module) => module.realtimeSaga);
