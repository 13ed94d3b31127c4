import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@gamehall/api-client';
import { accountModalClosed, accountModalOpened, memberInfoLoaded, rootReducer } from '@gamehall/shell';
import { agent, loginValue, player } from '../../test/members';
import { platformError, provideRequests } from '../../test/sagaTesting';
import { changePasswordRequested, forgotPasswordEmailRequested, passwordChangeRequired, passwordResetRequested } from './authSlice';
import { passwordSagas } from './passwordSagas';
import { createAuthMemory } from './memory';

const reset = { mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '123456', newPassword: 'NewSecret#1', confirmNewPassword: 'NewSecret#1' };

describe('forgot password', () => {
  it('by email: the form-encoded call, then the in_been_out state', async () => {
    const { providers, calls } = provideRequests({ forgotPasswordEmail: null });
    const { storeState } = await expectSaga(passwordSagas)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(forgotPasswordEmailRequested({ username: ' player1 ', email: ' player1@example.com ' }))
      .silentRun(50);
    expect(calls[0]).toMatchObject({ name: 'forgotPasswordEmail', options: { body: { username: 'player1', email: 'player1@example.com' } } });
    expect(storeState.auth?.forgot).toEqual({ pending: false, error: null, emailSent: true });
  });

  it('by email: a failure shows its message', async () => {
    const { providers } = provideRequests({ forgotPasswordEmail: platformError(ERROR_CODES.tooManyRequests, 'Too many', null, 429) });
    const { storeState } = await expectSaga(passwordSagas)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(forgotPasswordEmailRequested({ username: 'player1', email: 'player1@example.com' }))
      .silentRun(50);
    expect(storeState.auth?.forgot).toEqual({ pending: false, error: { key: 'too_many_requests', errorCode: ERROR_CODES.tooManyRequests }, emailSent: false });
  });

  it('by mobile: resets with the SMS code, logs in automatically and goes to /', async () => {
    const navigate = vi.fn();
    const { providers, calls } = provideRequests({ passwordVerification: loginValue({ passwordExpired: true }), memberInfo: player }, { navigate });
    const { storeState } = await expectSaga(passwordSagas).withReducer(rootReducer).provide(providers).dispatch(passwordResetRequested(reset)).silentRun(50);
    expect(calls.map((c) => c.name)).toEqual(['passwordVerification', 'memberInfo']);
    expect(calls[0]!.options).toMatchObject({ body: reset });
    expect(navigate).toHaveBeenCalledWith('/', undefined);
    expect(storeState.session.isLogin).toBe(true);
  });

  it('by mobile: a wrong code shows its message and logs nobody in', async () => {
    const { providers } = provideRequests({ passwordVerification: platformError(ERROR_CODES.smsCodeInvalid, 'Invalid code') });
    const { storeState } = await expectSaga(passwordSagas).withReducer(rootReducer).provide(providers).dispatch(passwordResetRequested(reset)).silentRun(50);
    expect(storeState.auth?.forgot.error).toEqual({ key: 'sms_code_invalid', errorCode: ERROR_CODES.smsCodeInvalid });
    expect(storeState.session.token).toBeNull();
  });

  it('closing the modal cancels a pending reset', async () => {
    let signal: AbortSignal | undefined;
    const { providers } = provideRequests({
      passwordVerification: (options: { signal: AbortSignal }) => {
        signal = options.signal;
        return new Promise(() => undefined);
      },
    });
    await expectSaga(passwordSagas)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(passwordResetRequested(reset))
      .delay(10)
      .dispatch(accountModalClosed())
      .silentRun(50);
    expect(signal?.aborted).toBe(true);
  });
});

describe('change password', () => {
  it('voluntary: PUT with the old password, then the success state; the session stays', async () => {
    const { providers, calls } = provideRequests({ changePassword: null });
    const { storeState } = await expectSaga(passwordSagas)
      .withReducer(rootReducer)
      .withState(rootReducer(undefined, { type: 'init' }))
      .provide(providers)
      .dispatch(accountModalOpened('changePassword'))
      .dispatch(changePasswordRequested({ oldPassword: 'Old#12345', newPassword: 'NewSecret#1', confirmNewPassword: 'NewSecret#1' }))
      .silentRun(50);
    expect(calls).toEqual([{ name: 'changePassword', options: expect.objectContaining({ body: { oldPassword: 'Old#12345', newPassword: 'NewSecret#1', confirmNewPassword: 'NewSecret#1' } }) }]);
    expect(storeState.auth?.changePassword).toEqual({ pending: false, error: null, done: true });
    expect(storeState.session.modal).toBe('changePassword');
  });

  it('forced: the waiting login continues (member info, agent → /agentHome, modal closed)', async () => {
    const navigate = vi.fn();
    const { providers, calls } = provideRequests({ changePassword: null, memberInfo: agent }, { navigate });
    const { storeState } = await expectSaga(passwordSagas)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(passwordChangeRequired({ agent: true, oldPasswordKnown: false, restored: false }))
      .dispatch(accountModalOpened('changePassword', { forced: true }))
      .dispatch(changePasswordRequested({ newPassword: 'NewSecret#1', confirmNewPassword: 'NewSecret#1' }))
      .put(accountModalClosed())
      .silentRun(50);
    expect(calls.map((c) => c.name)).toEqual(['changePassword', 'memberInfo']);
    expect(calls[0]!.options).toMatchObject({ body: { newPassword: 'NewSecret#1', confirmNewPassword: 'NewSecret#1' } });
    expect(navigate).toHaveBeenCalledWith('/agentHome', undefined);
    expect(storeState.session).toMatchObject({ isLogin: true, isAgent: true, modal: null, passwordChangeForced: false });
    expect(storeState.auth?.forcedLogin).toBeNull();
  });

  it('a refused change shows the message and keeps the modal', async () => {
    const { providers } = provideRequests({ changePassword: platformError(ERROR_CODES.oldPasswordWrong, 'Old password is wrong') });
    const { storeState } = await expectSaga(passwordSagas)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(accountModalOpened('changePassword'))
      .dispatch(changePasswordRequested({ oldPassword: 'nope', newPassword: 'NewSecret#1', confirmNewPassword: 'NewSecret#1' }))
      .silentRun(50);
    expect(storeState.auth?.changePassword.error).toEqual({ key: 'old_password_wrong', errorCode: ERROR_CODES.oldPasswordWrong });
    expect(storeState.session.modal).toBe('changePassword');
  });

  it('closing the voluntary modal cancels a pending change', async () => {
    let signal: AbortSignal | undefined;
    const { providers } = provideRequests({
      changePassword: (options: { signal: AbortSignal }) => {
        signal = options.signal;
        return new Promise(() => undefined);
      },
    });
    const { storeState } = await expectSaga(passwordSagas)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(accountModalOpened('changePassword'))
      .dispatch(changePasswordRequested({ oldPassword: 'Old#12345', newPassword: 'NewSecret#1', confirmNewPassword: 'NewSecret#1' }))
      .delay(10)
      .dispatch(accountModalClosed())
      .silentRun(50);
    expect(signal?.aborted).toBe(true);
    expect(storeState.auth?.changePassword.pending).toBe(false);
  });

  it('forced after a login: the password typed at the login (saga memory) is sent as oldPassword', async () => {
    const memory = { ...createAuthMemory(), password: 'Welcome123' };
    const { providers, calls } = provideRequests({ changePassword: null, memberInfo: player });
    const { storeState } = await expectSaga(passwordSagas, memory)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(passwordChangeRequired({ agent: false, oldPasswordKnown: true, restored: false }))
      .dispatch(accountModalOpened('changePassword', { forced: true }))
      .dispatch(changePasswordRequested({ newPassword: 'NewSecret#1', confirmNewPassword: 'NewSecret#1' }))
      .put(memberInfoLoaded(player, { afterLogin: true }))
      .silentRun(50);
    expect(calls[0]!.options).toMatchObject({ body: { oldPassword: 'Welcome123', newPassword: 'NewSecret#1', confirmNewPassword: 'NewSecret#1' } });
    expect(storeState.session).toMatchObject({ isLogin: true, afterLogin: true, modal: null });
  });

  it('forced after a reload: the old password typed in the form is sent; no after-login flag, no navigation', async () => {
    const navigate = vi.fn();
    const { providers, calls } = provideRequests({ changePassword: null, memberInfo: agent }, { navigate });
    const { storeState } = await expectSaga(passwordSagas, createAuthMemory())
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(passwordChangeRequired({ agent: false, oldPasswordKnown: false, restored: true }))
      .dispatch(accountModalOpened('changePassword', { forced: true }))
      .dispatch(changePasswordRequested({ oldPassword: 'Welcome123', newPassword: 'NewSecret#1', confirmNewPassword: 'NewSecret#1' }))
      .put(memberInfoLoaded(agent))
      .put(accountModalClosed())
      .silentRun(50);
    expect(calls[0]!.options).toMatchObject({ body: { oldPassword: 'Welcome123' } });
    expect(navigate).not.toHaveBeenCalled();
    expect(storeState.session).toMatchObject({ isLogin: true, afterLogin: false });
  });

  it('member info still saying passwordExpired after a change keeps the forced modal open', async () => {
    const { providers } = provideRequests({ changePassword: null, memberInfo: { ...player, passwordExpired: true } });
    const { storeState } = await expectSaga(passwordSagas, createAuthMemory())
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(passwordChangeRequired({ agent: false, oldPasswordKnown: false, restored: true }))
      .dispatch(accountModalOpened('changePassword', { forced: true }))
      .dispatch(changePasswordRequested({ oldPassword: 'x', newPassword: 'NewSecret#1', confirmNewPassword: 'NewSecret#1' }))
      .not.put.like({ action: { type: memberInfoLoaded.type } })
      .silentRun(50);
    expect(storeState.session).toMatchObject({ isLogin: false, modal: 'changePassword', passwordChangeForced: true });
  });
});
