/**
 * What every successful login does (spec §4 "Login"), shared by the login, trial, registration
 * and password-reset flows: store the token, start the session, the first-login action, the
 * forced password change, member info, then the next page and the modal closed.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { type LoginType, type LoginValue, type MemberInfo, request } from '@gamehall/api-client';
import { accountModalClosed, accountModalOpened, isAgentType, memberInfoLoaded, sessionStarted } from '@gamehall/shell';
import { firstTimeLogin, loginCompleted, passwordChangeRequired } from './authSlice';
import { AUTH_PATHS, navigateTo } from './navigation';
import { saveMember, saveSession } from './storage';

/** How the login happened, and where to go afterwards. */
export interface LoginContext {
  /** The login type: `sms` and `firebase` logins skip the forced password change (spec §4). */
  type: LoginType;
  /** The user name typed, or null when not known yet (SMS, trial). */
  username: string | null;
  /** A login from the agent page: goes to /agentHome (spec §4). */
  agent: boolean;
  /** Where to go after a login that is not an agent login (registration and reset: `/`). */
  then?: string;
}

/**
 * Loads member info and finishes the login: `memberInfoLoaded` (login state, spec §4 "Login
 * state is set when member info loads"), session storage `username` and `isAgent`,
 * `loginCompleted`, navigation (agent login → /agentHome, else `then` when given), and the
 * account modal closed last.
 *
 * @param context - agent flag and the next page
 * @throws whatever the member info call throws (PlatformError, NetworkError)
 */
export function* finishLogin(context: Pick<LoginContext, 'agent' | 'then'>): SagaIterator {
  const member = (yield call(request, 'memberInfo')) as MemberInfo;
  yield put(memberInfoLoaded(member));
  yield call(saveMember, { username: member.account, isAgent: isAgentType(member.type) });
  yield put(loginCompleted());
  const next = context.agent ? AUTH_PATHS.agentHome : context.then;
  if (next) yield call(navigateTo, next);
  yield put(accountModalClosed());
}

/**
 * Completes a login answer (spec §4): stores `token` (and `username`) in session storage,
 * `sessionStarted`, `firstTimeLogin` when the answer says so; when `passwordExpired` and the
 * type is neither sms nor firebase, opens the forced change-password modal and stops there
 * (the change-password flow resumes with {@link finishLogin}); otherwise {@link finishLogin}.
 *
 * @param value - the login answer (token, firstTimeLogin, passwordExpired, captcha)
 * @param context - login type, user name, agent flag, next page
 * @returns true when the login finished, false when it waits for the password change
 * @throws whatever the member info call throws
 */
export function* completeLogin(value: LoginValue, context: LoginContext): SagaIterator<boolean> {
  yield call(saveSession, { token: value.token, username: context.username });
  yield put(sessionStarted({ token: value.token, username: context.username }));
  if (value.firstTimeLogin) yield put(firstTimeLogin());
  if (value.passwordExpired && context.type !== 'sms' && context.type !== 'firebase') {
    yield put(passwordChangeRequired({ agent: context.agent }));
    yield put(accountModalOpened('changePassword', { forced: true }));
    return false;
  }
  yield call(finishLogin, context);
  return true;
}
