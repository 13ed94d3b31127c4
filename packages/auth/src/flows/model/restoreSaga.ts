/**
 * Session restore at start (spec §4 system status 0: "a token from the URL query or session
 * restores login"). The URL's `?token=` is a one-time login code (issue 10 §3): shell's
 * `captureLoginCode` took it out of the address bar at start; here it is exchanged by one POST
 * for a session, and when another user is logged in in this tab the user is asked before the
 * switch. Then the session storage `token` is restored: member info loads; a dead session (401)
 * is cleared and the login opens with "your session has ended"; a session that must still change
 * its password re-opens the forced change (spec §4); no answer counts as logged out for now
 * (`sessionRestoreFailed`) while the token stays stored.
 */
import './registerAuthRoutes';
import type { SagaIterator } from 'redux-saga';
import { call, cancelled, put, race, select, take } from 'redux-saga/effects';
import { type LoginCodeValue, type MemberInfo, request } from '@gamehall/api-client';
import {
  accountModalClosed,
  accountModalOpened,
  isAgentType,
  loggedOut,
  loginCodeSettled,
  loginPopupRequested,
  logoutRequested,
  memberInfoLoaded,
  selectToken,
  sessionRestoreFailed,
  sessionStarted,
  takeLoginCode,
} from '@gamehall/shell';
import { accountSwitchAnswered, accountSwitchAsked, loginCodeRefused, sessionEnded } from './authSlice';
import { isDeadSession } from './errors';
import { openForcedChange } from './loginSession';
import { clearSession, readSession, saveMember, saveSession } from './storage';

/** Ends a session on the server and ignores the outcome (it may be dead already, or the network down). */
function* endQuietly(token: string): SagaIterator {
  try {
    yield call(request, 'logout', { token });
  } catch {
    // Nothing to do: a dead session is ended; an unanswered logout leaves it to expire.
  }
}

/**
 * Asks whether to replace the logged-in user by the link's account (issue 10 §3): the
 * `switchAccount` modal shows both names; "switch" answers true, "stay" or closing the dialog false.
 *
 * @param question - the current account and the link's account
 * @returns whether the user chose to switch
 */
function* askAccountSwitch(question: { current: string; next: string }): SagaIterator<boolean> {
  yield put(accountSwitchAsked(question));
  yield put(accountModalOpened('switchAccount'));
  const { answer } = (yield race({ answer: take(accountSwitchAnswered.match), closed: take(accountModalClosed.match) })) as {
    answer?: ReturnType<typeof accountSwitchAnswered>;
  };
  if (answer) yield put(accountModalClosed());
  else yield put(accountSwitchAnswered(false));
  return answer?.payload === true;
}

/**
 * Exchanges a login link's one-time code (issue 10 §3) and stores the session it makes, unless
 * another user is logged in in this tab and declines the switch (then the new session is ended
 * and the stored one kept). The same user logged in already: the new session replaces the old
 * one (ended on the server). A refused code (expired, used) leaves the stored session alone; with
 * none, the login opens saying the link is no longer valid.
 *
 * @param code - the code of the link's `token` parameter
 */
export function* loginWithCode(code: string): SagaIterator {
  const stored = (yield call(readSession)) as ReturnType<typeof readSession>;
  let value: LoginCodeValue;
  try {
    value = (yield call(request, 'loginCodeExchange', { body: { code } })) as LoginCodeValue;
  } catch {
    // Logged in already: the stored session goes on, nothing to tell. Else the login says why.
    if (!stored.token) {
      yield put(loginCodeRefused());
      yield put(sessionRestoreFailed());
      yield put(loginPopupRequested());
    }
    return;
  }
  if (stored.token) {
    let current: string | null = stored.username;
    try {
      current = ((yield call(request, 'memberInfo', { token: stored.token })) as MemberInfo).account;
    } catch (error) {
      // A dead session is nobody to ask about; without an answer the stored name stands.
      if (isDeadSession(error)) current = null;
    }
    if (current !== null && current.toLowerCase() !== value.account.toLowerCase()) {
      const switching = (yield call(askAccountSwitch, { current, next: value.account })) as boolean;
      if (!switching) {
        yield call(endQuietly, value.token);
        return;
      }
    }
    yield call(endQuietly, stored.token);
    yield call(clearSession);
  }
  yield call(saveSession, { token: value.token, username: value.account });
}

/**
 * Restores the session once. Does nothing when the store already has a session. A login link's
 * code goes first ({@link loginWithCode}); then the stored token, if any, is restored. Member
 * info answering `passwordExpired` opens the forced change-password modal instead of logging in
 * (the old password is not known after a reload, so the form asks for it). A dead session (401)
 * is cleared and the login opens saying the session ended. A network failure dispatches
 * `sessionRestoreFailed` and keeps the stored token (the next start tries again). A
 * `logoutRequested` meanwhile cancels the member info call (aborted).
 */
export function* restoreSession(): SagaIterator {
  if (yield select(selectToken)) return;
  const code = (yield call(takeLoginCode)) as ReturnType<typeof takeLoginCode>;
  if (code) {
    try {
      yield call(loginWithCode, code);
    } finally {
      yield call(loginCodeSettled);
    }
  }
  const stored = (yield call(readSession)) as ReturnType<typeof readSession>;
  if (!stored.token) return;
  yield put(sessionStarted({ token: stored.token, username: stored.username }));
  const controller = new AbortController();
  try {
    const { member } = (yield race({
      member: call(request, 'memberInfo', { signal: controller.signal }),
      cancel: take(logoutRequested.match),
    })) as { member?: MemberInfo };
    if (!member) {
      controller.abort();
      return;
    }
    if (member.passwordExpired) {
      yield call(openForcedChange, { agent: false, oldPasswordKnown: false, restored: true });
      return;
    }
    yield put(memberInfoLoaded(member));
    yield call(saveMember, { username: member.account, isAgent: isAgentType(member.type) });
  } catch (error) {
    if (isDeadSession(error)) {
      yield call(clearSession);
      yield put(loggedOut());
      yield put(sessionEnded());
      yield put(loginPopupRequested());
    } else {
      yield put(sessionRestoreFailed());
    }
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}
