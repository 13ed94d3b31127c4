/**
 * What every successful login does (spec §4 "Login"), shared by the login, trial, registration
 * and password-reset flows: store the token, start the session, the first-login action, the
 * forced password change, member info, then the next page and the modal closed.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { type LoginType, type LoginValue, type MemberInfo, request } from '@gamehall/api-client';
import { accountModalClosed, accountModalOpened, isAgentType, memberInfoLoaded, sessionStarted } from '@gamehall/shell';
import { type ForcedLogin, firstTimeLogin, loginCompleted, passwordChangeRequired } from './authSlice';
import type { AuthMemory } from './memory';
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
  /**
   * The password typed at this login: kept in saga `memory` (never stored) when the password
   * must be changed, and sent as `oldPassword` by the forced change.
   */
  password?: string;
}

/** How {@link finishLogin} continues: the {@link LoginContext} parts plus `restored`. */
export interface FinishContext extends Pick<LoginContext, 'agent' | 'then'> {
  /** A restored (or already running) session: no after-login flag (spec §4), no navigation. */
  restored?: boolean;
}

/**
 * Opens the forced change-password modal (spec §4: cannot be dismissed): `passwordChangeRequired`
 * then `accountModalOpened('changePassword', { forced: true })`. The change-password flow resumes
 * the login with {@link finishLogin}.
 *
 * @param forced - agent flag, whether the old password is known, whether the session was restored
 */
export function* openForcedChange(forced: ForcedLogin): SagaIterator {
  yield put(passwordChangeRequired(forced));
  yield put(accountModalOpened('changePassword', { forced: true }));
}

/**
 * Loads member info and finishes the login: `memberInfoLoaded` (login state, spec §4 "Login
 * state is set when member info loads"; `afterLogin` unless `restored`), session storage
 * `username` and `isAgent`, `loginCompleted`, navigation (agent login → /agentHome, else `then`
 * when given; none when `restored`), and the account modal closed last. When member info says
 * `passwordExpired` (the session must change its password first, spec §4), the forced change
 * modal opens instead and the login stays unfinished.
 *
 * @param context - agent flag, the next page, whether the session was restored
 * @param memory - the sagas' memory: whether the current password is known for the forced change
 * @returns true when the login finished, false when it waits for the password change
 * @throws whatever the member info call throws (PlatformError, NetworkError)
 */
export function* finishLogin(context: FinishContext, memory?: AuthMemory): SagaIterator<boolean> {
  const member = (yield call(request, 'memberInfo')) as MemberInfo;
  const restored = context.restored === true;
  if (member.passwordExpired) {
    yield call(openForcedChange, { agent: context.agent, oldPasswordKnown: Boolean(memory?.password), restored });
    return false;
  }
  yield put(memberInfoLoaded(member, { afterLogin: !restored }));
  yield call(saveMember, { username: member.account, isAgent: isAgentType(member.type) });
  yield put(loginCompleted());
  const next = restored ? undefined : context.agent ? AUTH_PATHS.agentHome : context.then;
  if (next) yield call(navigateTo, next);
  yield put(accountModalClosed());
  return true;
}

/**
 * Completes a login answer (spec §4): stores `token` (and `username`) in session storage,
 * `sessionStarted`, `firstTimeLogin` when the answer says so (analytics and onboarding only);
 * when `passwordExpired` and the type is neither sms nor firebase, keeps the typed password in
 * `memory`, opens the forced change-password modal and stops there (the change-password flow
 * resumes with {@link finishLogin}; a reload meanwhile re-opens it from member info);
 * otherwise {@link finishLogin}.
 *
 * @param value - the login answer (token, firstTimeLogin, passwordExpired, captcha)
 * @param context - login type, user name, agent flag, next page, the password typed
 * @param memory - the sagas' memory, where the typed password waits for the forced change
 * @returns true when the login finished, false when it waits for the password change
 * @throws whatever the member info call throws
 */
export function* completeLogin(value: LoginValue, context: LoginContext, memory?: AuthMemory): SagaIterator<boolean> {
  yield call(saveSession, { token: value.token, username: context.username });
  yield put(sessionStarted({ token: value.token, username: context.username }));
  if (value.firstTimeLogin) yield put(firstTimeLogin());
  if (value.passwordExpired && context.type !== 'sms' && context.type !== 'firebase') {
    const known = memory !== undefined && context.password !== undefined && context.password !== '';
    if (known) memory.password = context.password ?? null;
    yield call(openForcedChange, { agent: context.agent, oldPasswordKnown: known, restored: false });
    return false;
  }
  return (yield call(finishLogin, context, memory)) as boolean;
}
