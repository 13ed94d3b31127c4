/**
 * Store factory (docs/contributing.md "House style"): the root reducer, RTK Query's
 * middleware and a redux-saga middleware whose root saga spawns each feature saga.
 *
 * redux-saga (about 5 kB of gzip) is needed only once a feature's flows run, so it is its own
 * chunk (`sagaRuntime.ts`), loaded when the first saga starts (home page JS budget). Actions
 * dispatched while it loads are kept and replayed to the sagas once they run, so a saga still
 * sees them.
 */
import { type Middleware, type MiddlewareAPI, type UnknownAction, configureStore } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { baseApi } from '@gamehall/api-client';
import { rootReducer, type RootState } from './rootReducer';
import type { SagaRuntime } from './sagaRuntime';

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
  /**
   * Feature sagas loaded on demand: each starts (its chunk and the saga runtime loaded) the first
   * time an action of one of its `actionTypes` is dispatched; those actions, dispatched while
   * it loads, are kept and replayed to it once it runs, so the first click is not lost.
   */
  lazySagas?: readonly LazySaga[];
}

/** A saga started by the first of its actions (see {@link ConfigureAppStoreOptions.lazySagas}). */
export interface LazySaga {
  /** Action types that start it (and that it handles). */
  actionTypes: readonly string[];
  /** Loads the saga (usually a dynamic `import()` of the feature's flows chunk). */
  load: () => Promise<Saga>;
}

/**
 * Builds an app store: {@link rootReducer}, the api middleware and a saga middleware running a
 * root saga that `spawn`s each of `sagas` (docs/architecture.md "State and side effects").
 *
 * The saga runtime loads with the first saga (from `sagas` or {@link AppStore.startSaga}); until
 * it is there, dispatched actions are kept and replayed to the sagas when they start. Sagas
 * therefore react to the first actions a moment later (after `await store.sagasReady()`), and
 * at once from then on.
 *
 * @param options - preloaded state, the feature sagas to run and the saga context
 * @returns the store (its `dispatch` knows thunks, so RTK Query's `initiate` works), with
 *   `startSaga(saga)` and `sagasReady()`
 * @example
 * ```ts
 * export const makeStore = (preloadedState?: Partial<RootState>) =>
 *   configureAppStore({ preloadedState, sagas: [lobbySaga], sagaContext: { navigate } });
 * ```
 */
export function configureAppStore({ preloadedState, sagas = [], sagaContext = {}, lazySagas = [] }: ConfigureAppStoreOptions = {}) {
  let api: MiddlewareAPI | undefined;
  let runtime: SagaRuntime | undefined;
  let loading: Promise<SagaRuntime> | undefined;
  let sagaHandler: ((next: (action: unknown) => unknown) => (action: unknown) => unknown) | undefined;
  const pending: Saga[] = [];
  const started = new WeakSet<Saga>();
  const buffered: UnknownAction[] = [];

  // Lazy sagas: not yet asked for (absent), loading (their kept actions), or running (null).
  const lazyState = new Map<LazySaga, UnknownAction[] | null>();
  const lazyFor = (type: unknown) => lazySagas.find((lazy) => lazy.actionTypes.includes(type as string));
  const startLazy = (lazy: LazySaga, first: UnknownAction) => {
    const kept = [first];
    lazyState.set(lazy, kept);
    void Promise.all([loadRuntime(), lazy.load()]).then(
      ([created, saga]) => {
        lazyState.set(lazy, null);
        if (!started.has(saga)) {
          started.add(saga);
          created.run(saga);
        }
        for (const action of kept.splice(0)) created.replay(action);
      },
      (error: unknown) => {
        // A failed chunk: forget it, so the next action tries again.
        lazyState.delete(lazy);
        console.error('configureAppStore: a lazy saga failed to load', error);
      },
    );
  };

  // Hands actions to the saga middleware once it is loaded; keeps them while it loads.
  const lateSagaMiddleware: Middleware = (middlewareApi) => {
    api = middlewareApi;
    return (next) => (action) => {
      const lazy = lazySagas.length > 0 ? lazyFor((action as UnknownAction).type) : undefined;
      if (lazy && lazyState.get(lazy) !== null) {
        const kept = lazyState.get(lazy);
        const result = next(action);
        if (kept) kept.push(action as UnknownAction);
        else startLazy(lazy, action as UnknownAction);
        return result;
      }
      if (sagaHandler) return sagaHandler(next)(action);
      const result = next(action);
      if (loading) buffered.push(action as UnknownAction);
      return result;
    };
  };

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware, lateSagaMiddleware),
  });

  const loadRuntime = (): Promise<SagaRuntime> => {
    loading ??= import('./sagaRuntime').then(({ createSagaRuntime }) => {
      const created = createSagaRuntime(sagaContext);
      if (!api) throw new Error('configureAppStore: the saga middleware was not mounted');
      sagaHandler = created.middleware(api as Parameters<typeof created.middleware>[0]) as typeof sagaHandler;
      runtime = created;
      for (const saga of pending.splice(0)) created.run(saga);
      for (const action of buffered.splice(0)) created.replay(action);
      return created;
    });
    return loading;
  };

  /**
   * Starts a feature saga that arrived later (a lazily loaded chunk), once: a second call with
   * the same saga function does nothing. A failure in it does not stop the other sagas. The
   * first saga also loads the saga runtime (see {@link configureAppStore}).
   *
   * @param saga - the feature's root saga
   * @returns true when started now (or as soon as the runtime has loaded), false when it was already started
   */
  const startSaga = (saga: Saga): boolean => {
    if (started.has(saga)) return false;
    started.add(saga);
    if (runtime) runtime.run(saga);
    else {
      pending.push(saga);
      void loadRuntime();
    }
    return true;
  };
  /**
   * Resolves once the started sagas run (the runtime has loaded and the kept actions were
   * replayed); at once when no saga was started.
   *
   * @returns a promise of nothing
   */
  const sagasReady = async (): Promise<void> => {
    if (loading) await loading;
  };
  for (const saga of sagas) startSaga(saga);
  return Object.assign(store, { startSaga, sagasReady });
}

/** The store type returned by {@link configureAppStore}. */
export type AppStore = ReturnType<typeof configureAppStore>;
/** The store's dispatch (thunk-aware). */
export type AppDispatch = AppStore['dispatch'];
