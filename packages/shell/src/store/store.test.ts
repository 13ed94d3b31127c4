import { describe, expect, it } from 'vitest';
import { put, take } from 'redux-saga/effects';
import { createAction } from '@reduxjs/toolkit';
import { configureAppStore } from './store';
import { helpModalClosed, helpModalOpened, loginPopupRequested, selectHelpModal, selectSideMenuOpen, sideMenuClosed, sideMenuToggled } from './shellSlice';

const ping = createAction('test/pinged');

describe('configureAppStore', () => {
  it('spawns each saga: a trivial saga answers an action, even one dispatched while redux-saga loads', async () => {
    function* echoSaga() {
      yield take(ping.match);
      yield put(loginPopupRequested());
    }
    const store = configureAppStore({ sagas: [echoSaga] });
    store.dispatch(ping());
    await store.sagasReady();
    expect(store.getState().shell.loginPopupRequests).toBe(1);
  });

  it('keeps the other sagas running when one fails', async () => {
    function* failing(): Generator {
      yield take(ping.match);
      throw new Error('boom');
    }
    function* counting() {
      for (;;) {
        yield take(ping.match);
        yield put(loginPopupRequested());
      }
    }
    const store = configureAppStore({ sagas: [failing, counting] });
    await store.sagasReady();
    const errors = console.error;
    console.error = () => undefined;
    try {
      store.dispatch(ping());
      store.dispatch(ping());
    } finally {
      console.error = errors;
    }
    expect(store.getState().shell.loginPopupRequests).toBe(2);
  });

  it('reacts at once after the runtime loaded, and starts a later saga once', async () => {
    const store = configureAppStore();
    await store.sagasReady();
    function* echo() {
      for (;;) {
        yield take(ping.match);
        yield put(loginPopupRequested());
      }
    }
    expect(store.startSaga(echo)).toBe(true);
    expect(store.startSaga(echo)).toBe(false);
    await store.sagasReady();
    store.dispatch(ping());
    expect(store.getState().shell.loginPopupRequests).toBe(1);
  });

  it('mounts the api slice and accepts preloaded shell state', () => {
    const store = configureAppStore({ preloadedState: { shell: { sideMenuOpen: true, helpOpen: false, helpTag: null, loginPopupRequests: 0 } } });
    expect(store.getState().api).toBeDefined();
    expect(selectSideMenuOpen(store.getState())).toBe(true);
  });
});

describe('shellSlice', () => {
  it('toggles and closes the side menu, opens and closes the help modal', () => {
    const store = configureAppStore();
    store.dispatch(sideMenuToggled());
    expect(selectSideMenuOpen(store.getState())).toBe(true);
    store.dispatch(sideMenuClosed());
    expect(selectSideMenuOpen(store.getState())).toBe(false);
    store.dispatch(helpModalOpened('deposit'));
    expect(selectHelpModal(store.getState())).toEqual({ open: true, tag: 'deposit' });
    expect(selectHelpModal(store.getState())).toBe(selectHelpModal(store.getState()));
    store.dispatch(helpModalClosed());
    expect(selectHelpModal(store.getState())).toEqual({ open: false, tag: null });
  });
});

describe('startSaga', () => {
  it('starts a lazily loaded saga once, however often it is asked for', async () => {
    let runs = 0;
    function* late() {
      runs += 1;
      yield take(ping.match);
      yield put(loginPopupRequested());
    }
    const store = configureAppStore();
    expect(store.startSaga(late)).toBe(true);
    expect(store.startSaga(late)).toBe(false);
    store.dispatch(ping());
    await store.sagasReady();
    expect(runs).toBe(1);
    expect(store.getState().shell.loginPopupRequests).toBe(1);
  });

  describe('lazySagas', () => {
    const launch = createAction<number>('test/launchRequested');
    const other = createAction('test/other');
    /** A saga answering each `launch` with one login popup request per unit of its payload. */
    function* launchSaga() {
      for (;;) {
        const action = (yield take(launch.match)) as ReturnType<typeof launch>;
        for (let i = 0; i < action.payload; i += 1) yield put(loginPopupRequested());
      }
    }
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    };

    it('loads the saga on its first action and replays every action of it kept while loading, once', async () => {
      let loads = 0;
      const store = configureAppStore({
        lazySagas: [{ actionTypes: [launch.type], load: () => ((loads += 1), Promise.resolve(launchSaga)) }],
      });
      store.dispatch(other());
      expect(loads).toBe(0);
      store.dispatch(launch(1));
      store.dispatch(launch(2));
      await until(() => store.getState().shell.loginPopupRequests === 3);
      expect(store.getState().shell.loginPopupRequests).toBe(3);
      store.dispatch(launch(1));
      expect(store.getState().shell.loginPopupRequests).toBe(4);
      expect(loads).toBe(1);
    });

    it('also works when the runtime already runs another saga', async () => {
      function* idle() {
        yield take(other.match);
      }
      const store = configureAppStore({ sagas: [idle], lazySagas: [{ actionTypes: [launch.type], load: () => Promise.resolve(launchSaga) }] });
      await store.sagasReady();
      store.dispatch(launch(1));
      await until(() => store.getState().shell.loginPopupRequests === 1);
      expect(store.getState().shell.loginPopupRequests).toBe(1);
    });

    it('tries again on the next action when the chunk failed to load', async () => {
      let fail = true;
      const errors = console.error;
      console.error = () => undefined;
      try {
        const store = configureAppStore({
          lazySagas: [{ actionTypes: [launch.type], load: () => (fail ? Promise.reject(new Error('chunk')) : Promise.resolve(launchSaga)) }],
        });
        store.dispatch(launch(1));
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(store.getState().shell.loginPopupRequests).toBe(0);
        fail = false;
        store.dispatch(launch(2));
        await until(() => store.getState().shell.loginPopupRequests === 2);
        expect(store.getState().shell.loginPopupRequests).toBe(2);
      } finally {
        console.error = errors;
      }
    });
  });
});
