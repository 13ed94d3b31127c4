/**
 * Session restore at start (spec §4 system status 0: "a token from the URL query or session
 * restores login"): a `?token=` in the URL (then dropped from the URL with a replace) or the
 * session storage `token`; member info loads; a dead session (401) is cleared.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'redux-saga/effects';
import { type MemberInfo, request } from '@gamehall/api-client';
import { isAgentType, loggedOut, memberInfoLoaded, selectToken, sessionStarted } from '@gamehall/shell';
import { isDeadSession } from './errors';
import { navigateTo } from './navigation';
import { readUrlToken } from './page';
import { clearSession, readSession, saveMember, saveSession } from './storage';

/**
 * Restores the session once. Does nothing when the store already has a session or no token
 * exists. A network failure keeps the token (the next start tries again).
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
  try {
    const member = (yield call(request, 'memberInfo')) as MemberInfo;
    yield put(memberInfoLoaded(member));
    yield call(saveMember, { username: member.account, isAgent: isAgentType(member.type) });
  } catch (error) {
    if (isDeadSession(error)) {
      yield call(clearSession);
      yield put(loggedOut());
    }
  }
}
