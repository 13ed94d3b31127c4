/**
 * Session restore at start (spec §4 system status 0: "a token from the URL query or session
 * restores login"): a `?token=` in the URL (then dropped from the URL with a replace) or the
 * session storage `token`; member info loads; a dead session (401) is cleared; a session that
 * must still change its password re-opens the forced change (spec §4); no answer counts as
 * logged out for now (`sessionRestoreFailed`) while the token stays stored.
 */
import type { SagaIterator } from 'redux-saga';
import { call, cancelled, put, race, select, take } from 'redux-saga/effects';
import { type MemberInfo, request } from '@gamehall/api-client';
import { isAgentType, loggedOut, logoutRequested, memberInfoLoaded, selectToken, sessionRestoreFailed, sessionStarted } from '@gamehall/shell';
import { isDeadSession } from './errors';
import { openForcedChange } from './loginSession';
import { navigateTo } from './navigation';
import { readUrlToken } from './page';
import { clearSession, readSession, saveMember, saveSession } from './storage';

/**
 * Restores the session once. Does nothing when the store already has a session or no token
 * exists. Member info answering `passwordExpired` opens the forced change-password modal
 * instead of logging in (the old password is not known after a reload, so the form asks for
 * it). A network failure dispatches `sessionRestoreFailed` and keeps the stored token (the next
 * start tries again). A `logoutRequested` meanwhile cancels the member info call (aborted).
 */
export function* restoreSession(): SagaIterator {
  if (yield select(selectToken)) return;
  const fromUrl = (yield call(readUrlToken)) as ReturnType<typeof readUrlToken>;
  if (fromUrl.token) {
    yield call(saveSession, { token: fromUrl.token, username: null });
    yield call(navigateTo, fromUrl.rest, { replace: true });
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
    } else {
      yield put(sessionRestoreFailed());
    }
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}
