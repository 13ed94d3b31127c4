import { channel, END } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@gamehall/api-client';
import { accountModalClosed, rootReducer } from '@gamehall/shell';
import { platformError, provideRequests } from '../../test/sagaTesting';
import { smsCodeRequested, smsCodeSent, smsCountdownStopped, smsCountdownTicked } from './authSlice';
import { createCountdown, smsCodeSaga } from './smsCodeSaga';

/** A countdown channel the test drives by hand. */
function manualCountdown() {
  const ticks = channel<number>();
  return ticks;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createCountdown', () => {
  it('emits the seconds left once a second, then END, and stops its timer when closed', () => {
    vi.useFakeTimers();
    const chan = createCountdown(3);
    const seen: unknown[] = [];
    const take = () => chan.take((value) => seen.push(value));
    take();
    vi.advanceTimersByTime(1000);
    take();
    vi.advanceTimersByTime(1000);
    take();
    vi.advanceTimersByTime(1000);
    take();
    expect(seen).toEqual([2, 1, 0, END]);
    const other = createCountdown(60);
    other.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('smsCodeSaga', () => {
  it('sends a register code (mobileNo) and counts down expiredMinutes × 60 seconds', async () => {
    const ticks = manualCountdown();
    const { providers, calls } = provideRequests({ smsRegister: { expiredMinutes: 5 } }, { fns: new Map([[createCountdown, ticks]]) });
    const { storeState } = await expectSaga(smsCodeSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(smsCodeRequested({ purpose: 'register', mobileNum: ' 9171234567 ', countryDialingCode: '63' }))
      .put(smsCodeSent({ purpose: 'register', seconds: 300 }))
      .put(smsCountdownStopped({ purpose: 'register' }))
      .silentRun(50);
    expect(calls[0]).toMatchObject({ name: 'smsRegister', options: { body: { mobileNo: '9171234567', countryDialingCode: '63' } } });
    // The saga was stopped when the run ended: the countdown cleaned up after itself.
    expect(storeState.auth?.sms.register).toEqual({ sending: false, remaining: 0, error: null });
  });

  it('each tick updates the seconds left; END enables the button again', async () => {
    const ticks = manualCountdown();
    const { providers } = provideRequests({ smsNoLogin: { expiredMinutes: 1 } }, { fns: new Map([[createCountdown, ticks]]) });
    const saga = expectSaga(smsCodeSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(smsCodeRequested({ purpose: 'login', mobileNum: '9171234567', countryDialingCode: '63' }))
      .put(smsCountdownTicked({ purpose: 'login', remaining: 59 }))
      .put(smsCountdownTicked({ purpose: 'login', remaining: 0 }));
    const running = saga.silentRun(100);
    await new Promise((r) => setTimeout(r, 10));
    ticks.put(59);
    ticks.put(0);
    ticks.put(END as unknown as number);
    const { storeState } = await running;
    expect(storeState.auth?.sms.login.remaining).toBe(0);
  });

  it('counts down 60 s with the social-login SMS provider', async () => {
    const { providers } = provideRequests({ smsNoLogin: { expiredMinutes: 5 } }, { fns: new Map([[createCountdown, manualCountdown()]]) });
    await expectSaga(smsCodeSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(smsCodeRequested({ purpose: 'login', mobileNum: '9171234567', provider: 'firebase' }))
      .put(smsCodeSent({ purpose: 'login', seconds: 60 }))
      .silentRun(50);
  });

  it('refuses an invalid mobile number without calling the server', async () => {
    const { providers, calls } = provideRequests({});
    const { storeState } = await expectSaga(smsCodeSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(smsCodeRequested({ purpose: 'forgot', mobileNum: '12ab' }))
      .silentRun(50);
    expect(calls).toHaveLength(0);
    expect(storeState.auth?.sms.forgot).toEqual({ sending: false, remaining: 0, error: { key: 'invalid_mobile' } });
  });

  it('sends at most once a second and never while the countdown runs', async () => {
    const { providers, calls } = provideRequests({ smsNoLogin: { expiredMinutes: 5 } }, { fns: new Map([[createCountdown, manualCountdown()]]) });
    await expectSaga(smsCodeSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(smsCodeRequested({ purpose: 'login', mobileNum: '9171234567' }))
      .dispatch(smsCodeRequested({ purpose: 'login', mobileNum: '9171234567' }))
      .dispatch(smsCodeRequested({ purpose: 'login', mobileNum: '9171234567' }))
      .silentRun(1200);
    expect(calls).toHaveLength(1);
  });

  it('shows the server message when the code cannot be sent', async () => {
    const { providers } = provideRequests({ smsNoLogin: platformError(ERROR_CODES.tooManyRequests, 'Too many requests, please try again after 5 minutes', null, 429) });
    const { storeState } = await expectSaga(smsCodeSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(smsCodeRequested({ purpose: 'login', mobileNum: '9171234567' }))
      .silentRun(50);
    expect(storeState.auth?.sms.login).toEqual({ sending: false, remaining: 0, error: { key: 'too_many_requests', errorCode: ERROR_CODES.tooManyRequests } });
  });

  it('closing the modal cancels the countdown: the channel is closed and the button enabled', async () => {
    const ticks = manualCountdown();
    const close = vi.spyOn(ticks, 'close');
    const { providers } = provideRequests({ smsNoLogin: { expiredMinutes: 5 } }, { fns: new Map([[createCountdown, ticks]]) });
    const { storeState } = await expectSaga(smsCodeSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(smsCodeRequested({ purpose: 'login', mobileNum: '9171234567' }))
      .delay(10)
      .dispatch(accountModalClosed())
      .put(smsCountdownStopped({ purpose: 'login' }))
      .silentRun(50);
    expect(close).toHaveBeenCalled();
    expect(storeState.auth?.sms.login.remaining).toBe(0);
  });

  it('closing the modal while the code is being sent aborts the send and starts no countdown', async () => {
    let signal: AbortSignal | undefined;
    const { providers } = provideRequests(
      {
        smsNoLogin: (options: { signal: AbortSignal }) => {
          signal = options.signal;
          return new Promise(() => undefined);
        },
      },
      { fns: new Map([[createCountdown, manualCountdown()]]) },
    );
    const { storeState } = await expectSaga(smsCodeSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(smsCodeRequested({ purpose: 'login', mobileNum: '9171234567' }))
      .delay(10)
      .dispatch(accountModalClosed())
      .put(smsCountdownStopped({ purpose: 'login' }))
      .not.put.like({ action: { type: smsCodeSent.type } })
      .silentRun(50);
    expect(signal?.aborted).toBe(true);
    expect(storeState.auth?.sms.login).toEqual({ sending: false, remaining: 0, error: null });
  });
});
