/**
 * The redux-saga runtime of the store, its own chunk (`import()`ed by `configureAppStore` when
 * the first saga starts): a saga middleware over an explicit channel, so actions dispatched
 * while this chunk loaded can be replayed to the sagas (see store.ts).
 */
import type { Action } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga, stdChannel } from 'redux-saga';
import { spawn } from 'redux-saga/effects';

/** A saga middleware, its channel and a way to start a root saga. */
export interface SagaRuntime {
  /** The saga middleware (mount it before {@link SagaRuntime.run}). */
  middleware: ReturnType<typeof createSagaMiddleware>;
  /** Puts an action to the running sagas as if it had just been dispatched. */
  replay(action: unknown): void;
  /** Spawns `saga` under its own root (one failing saga does not stop the others). */
  run(saga: Saga): void;
}

/**
 * Creates the runtime.
 *
 * @param context - saga context (`getContext(name)`), e.g. `{ navigate }`
 * @returns the runtime
 */
export function createSagaRuntime(context: Record<string, unknown>): SagaRuntime {
  const channel = stdChannel<Action>();
  const middleware = createSagaMiddleware({ context, channel });
  return {
    middleware,
    replay: (action) => channel.put(action as Action),
    run: (saga) => {
      middleware.run(function* root() {
        yield spawn(saga);
      });
    },
  };
}
