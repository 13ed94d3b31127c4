import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, SESSION_KEYS } from '@gamehall/api-client';
import { accountModalClosed, accountModalOpened, rootReducer } from '@gamehall/shell';
import { loginValue, player } from '../../test/members';
import { platformError, provideRequests } from '../../test/sagaTesting';
import { registerFailed, registerRequested } from './authSlice';
import { pageLocation } from './page';
import { registerBody, registerSaga } from './registerSaga';

const place = { href: 'https://gamehall.example/register', domain: 'gamehall.example' };
const fns = new Map([[pageLocation, place]]);
const values = { username: ' newplayer1 ', password: 'Secret#123x', confirmPassword: 'Secret#123x', email: '', affiliateCode: ' AG1001 ' };

describe('registerBody', () => {
  it('trims fields except passwords, leaves empty ones out, and adds login, WEB, registerUrl, domain and the agreement', () => {
    expect(registerBody(values, place, true)).toEqual({
      username: 'newplayer1',
      password: 'Secret#123x',
      confirmPassword: 'Secret#123x',
      affiliateCode: 'AG1001',
      login: true,
      registerMethod: 'WEB',
      registerUrl: 'https://gamehall.example/register',
      domain: 'gamehall.example',
      agreed: true,
    });
  });
});

describe('registerSaga', () => {
  it('checks the affiliate code, registers, logs in and goes to /', async () => {
    const navigate = vi.fn();
    const { providers, calls } = provideRequests(
      { affiliate: { code: 'AG1001', agentNickname: 'Agent One' }, register: loginValue({ token: 'new-token' }), memberInfo: { ...player, account: 'newplayer1' } },
      { navigate, fns },
    );
    const { storeState } = await expectSaga(registerSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(accountModalOpened('register'))
      .dispatch(registerRequested({ method: 'username', values, agreed: true }))
      .put(accountModalClosed())
      .silentRun(50);
    expect(calls.map((c) => c.name)).toEqual(['affiliate', 'register', 'memberInfo']);
    expect(calls[0]!.options).toMatchObject({ query: { code: 'AG1001', domain: 'gamehall.example' } });
    expect(calls[1]!.options).toMatchObject({ body: { username: 'newplayer1', login: true, registerMethod: 'WEB' } });
    expect(navigate).toHaveBeenCalledWith('/', undefined);
    expect(storeState.session).toMatchObject({ isLogin: true, modal: null });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBe('new-token');
  });

  it('mobile registration calls register/mobile', async () => {
    const { providers, calls } = provideRequests({ registerMobile: loginValue(), memberInfo: player }, { fns });
    await expectSaga(registerSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(registerRequested({ method: 'mobile', values: { mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '123456', password: 'Secret#123x', confirmPassword: 'Secret#123x' }, agreed: true }))
      .silentRun(50);
    expect(calls.map((c) => c.name)).toEqual(['registerMobile', 'memberInfo']);
  });

  it('an invalid affiliate code stops the registration with invitation_code_error', async () => {
    const { providers, calls } = provideRequests({ affiliate: platformError(ERROR_CODES.affiliateInvalid, 'Invalid invitation code') }, { fns });
    const { storeState } = await expectSaga(registerSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(registerRequested({ method: 'username', values, agreed: true }))
      .put(registerFailed({ key: 'invitation_code_error', errorCode: ERROR_CODES.affiliateInvalid }))
      .silentRun(50);
    expect(calls.map((c) => c.name)).toEqual(['affiliate']);
    expect(storeState.session.token).toBeNull();
    expect(storeState.auth?.register).toEqual({ pending: false, error: { key: 'invitation_code_error', errorCode: ERROR_CODES.affiliateInvalid } });
  });

  it('a refused registration shows the server message naming the field', async () => {
    const { providers } = provideRequests({ register: platformError(ERROR_CODES.fieldInvalid, 'Email: please enter a valid e-mail address') }, { fns });
    const { storeState } = await expectSaga(registerSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(registerRequested({ method: 'username', values: { username: 'abcdef1', password: 'Secret#123x', confirmPassword: 'Secret#123x' }, agreed: true }))
      .silentRun(50);
    expect(storeState.auth?.register.error).toEqual({ message: 'Email: please enter a valid e-mail address', errorCode: ERROR_CODES.fieldInvalid });
  });

  it('closing the modal cancels a pending registration (the call is aborted)', async () => {
    let signal: AbortSignal | undefined;
    const { providers } = provideRequests(
      {
        register: (options: { signal: AbortSignal }) => {
          signal = options.signal;
          return new Promise(() => undefined);
        },
      },
      { fns },
    );
    const { storeState } = await expectSaga(registerSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(accountModalOpened('register'))
      .dispatch(registerRequested({ method: 'username', values: { username: 'abcdef1', password: 'Secret#123x', confirmPassword: 'Secret#123x' }, agreed: true }))
      .delay(10)
      .dispatch(accountModalClosed())
      .silentRun(50);
    expect(signal?.aborted).toBe(true);
    expect(storeState.auth?.register.pending).toBe(false);
    expect(storeState.session.token).toBeNull();
  });
});
