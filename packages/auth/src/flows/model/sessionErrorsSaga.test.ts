import { createAsyncThunk } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, SESSION_KEYS } from '@gamehall/api-client';
import { accountModalOpened, loggedOut, loginPopupRequested, memberInfoLoaded, rootReducer, sessionStarted } from '@gamehall/shell';
import { player } from '../../test/members';
import { changePasswordFailed, passwordChangeRequired, registerFailed, sessionEnded } from './authSlice';
import { createAuthMemory } from './memory';
import { failureCode, sessionErrorsSaga } from './sessionErrorsSaga';

/** A rejected RTK Query action as the base query rejects it (`{ status, errorCode, message }`). */
const executeQuery = createAsyncThunk('api/executeQuery', (_arg: { type: 'query'; endpointName: string; queryCacheKey: string; originalArgs: unknown }) => null);
const balanceQuery = { type: 'query' as const, endpointName: 'getBalance', queryCacheKey: 'getBalance(undefined)', originalArgs: undefined };
const rejectedQuery = (errorCode: string, status = 200) => executeQuery.rejected(null, 'request-1', balanceQuery, { status, errorCode, message: '' });

const loggedInState = () => {
  let state = rootReducer(undefined, { type: 'init' });
  state = rootReducer(state, sessionStarted({ token: 'tok', username: 'player1' }));
  return rootReducer(state, memberInfoLoaded(player));
};

describe('failureCode', () => {
  it('reads the error code of rejected queries and of the auth failure actions only', () => {
    expect(failureCode(rejectedQuery(ERROR_CODES.notSession, 401))).toBe(ERROR_CODES.notSession);
    expect(failureCode(changePasswordFailed({ key: 'not_logged_in', errorCode: ERROR_CODES.notSession }))).toBe(ERROR_CODES.notSession);
    expect(failureCode(registerFailed({ message: 'x' }))).toBeUndefined();
    expect(failureCode(loggedOut())).toBeUndefined();
  });
});

describe('sessionErrorsSaga', () => {
  it('a query answering login.not.session (idle time-out, lifetime, revoked) ends the session: storage cleared except merchantCode, logged out, login popup saying the session ended', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'tok');
    sessionStorage.setItem(SESSION_KEYS.username, 'player1');
    sessionStorage.setItem(SESSION_KEYS.merchantCode, 'GH01');
    const { storeState } = await expectSaga(sessionErrorsSaga, createAuthMemory())
      .withReducer(rootReducer, loggedInState())
      .dispatch(rejectedQuery(ERROR_CODES.notSession, 401))
      .put(loggedOut())
      .put(sessionEnded())
      .put(loginPopupRequested())
      .silentRun(50);
    expect({ ...sessionStorage }).toEqual({ merchantCode: 'GH01' });
    expect(storeState.session).toMatchObject({ isLogin: false, token: null, modal: 'login' });
    expect(storeState.auth?.notice).toBe('session_ended');
  });

  it('a saga call failing with login.not.session ends the session the same way', async () => {
    sessionStorage.setItem(SESSION_KEYS.token, 'tok');
    const { storeState } = await expectSaga(sessionErrorsSaga, createAuthMemory())
      .withReducer(rootReducer, loggedInState())
      .dispatch(changePasswordFailed({ key: 'not_logged_in', errorCode: ERROR_CODES.notSession }))
      .put(loggedOut())
      .silentRun(50);
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(storeState.session.modal).toBe('login');
  });

  it('does nothing for a visitor (no session to end)', async () => {
    await expectSaga(sessionErrorsSaga, createAuthMemory())
      .withReducer(rootReducer)
      .dispatch(rejectedQuery(ERROR_CODES.notSession, 401))
      .not.put(loggedOut())
      .not.put(loginPopupRequested())
      .silentRun(50);
  });

  it('member.password.change.required opens the forced change modal (old password asked: not known)', async () => {
    const { storeState } = await expectSaga(sessionErrorsSaga, createAuthMemory())
      .withReducer(rootReducer, loggedInState())
      .dispatch(rejectedQuery(ERROR_CODES.passwordChangeRequired))
      .put(passwordChangeRequired({ agent: false, oldPasswordKnown: false, restored: true }))
      .put(accountModalOpened('changePassword', { forced: true }))
      .silentRun(50);
    expect(storeState.session).toMatchObject({ modal: 'changePassword', passwordChangeForced: true });
  });

  it('keeps a login already waiting for the change (and its known password) when the modal is open', async () => {
    let state = loggedInState();
    state = rootReducer(state, passwordChangeRequired({ agent: true, oldPasswordKnown: true, restored: false }));
    state = rootReducer(state, accountModalOpened('changePassword', { forced: true }));
    const { storeState } = await expectSaga(sessionErrorsSaga, { password: 'typed' })
      .withReducer(rootReducer, state)
      .dispatch(rejectedQuery(ERROR_CODES.passwordChangeRequired))
      .not.put.like({ action: { type: passwordChangeRequired.type } })
      .silentRun(50);
    expect(storeState.auth?.forcedLogin).toEqual({ agent: true, oldPasswordKnown: true, restored: false });
  });
});
