/**
 * Store factory (STYLE.md "makeStore(preloadedState?)"): the root reducer, RTK Query's
 * middleware and a redux-saga middleware whose root saga spawns each feature saga.
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { baseApi } from '@gamehall/api-client';
import { rootReducer, type RootState } from './rootReducer';

/** Options of {@link configureAppStore}. */
export interface ConfigureAppStoreOptions {
  /** State to start from (tests, stories). */
  preloadedState?: Partial<RootState>;
  /** Feature root sagas; each is `spawn`ed, so one failing flow does not stop the others. */
  sagas?: Saga[];
  /**
   * Saga context (`getContext(name)` in sagas), e.g. `{ navigate }` so flows can change route
   * (spec §4: logout replaces to `/`, an agent login goes to `/agentHome`).
   */
  sagaContext?: Record<string, unknown>;
}

/**
 * Builds an app store: {@link rootReducer}, the api middleware and a saga middleware running a
 * root saga that `spawn`s each of `sagas` (ARCHITECTURE.md "State and side effects").
 *
 * @param options - preloaded state and the feature sagas to run
 * @returns the store (its `dispatch` knows thunks, so RTK Query's `initiate` works)
 * @example
 * ```ts
 * export const makeStore = (preloadedState?: Partial<RootState>) =>
 *   configureAppStore({ preloadedState, sagas: [lobbySaga] });
 * ```
 */
export function configureAppStore({ preloadedState, sagas = [], sagaContext = {} }: ConfigureAppStoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware({ context: sagaContext });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware, sagaMiddleware),
  });
  const started = new WeakSet<Saga>();
  sagaMiddleware.run(function* rootSaga() {
    for (const saga of sagas) {
      started.add(saga);
      yield spawn(saga);
    }
  });
  /**
   * Starts a feature saga that arrived later (a lazily loaded chunk), once: a second call with
   * the same saga function does nothing. A failure in it does not stop the other sagas.
   *
   * @param saga - the feature's root saga
   * @returns true when started now, false when it was already running
   */
  const startSaga = (saga: Saga): boolean => {
    if (started.has(saga)) return false;
    started.add(saga);
    sagaMiddleware.run(function* lateSaga() {
      yield spawn(saga);
    });
    return true;
  };
  return Object.assign(store, { startSaga });
}

/** The store type returned by {@link configureAppStore}. */
export type AppStore = ReturnType<typeof configureAppStore>;
/** The store's dispatch (thunk-aware). */
export type AppDispatch = AppStore['dispatch'];
