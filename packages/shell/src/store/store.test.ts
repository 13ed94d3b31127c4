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
});
