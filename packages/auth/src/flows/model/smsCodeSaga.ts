/**
 * SMS codes (spec §4 "SMS code button", §5, §9): sent at most once a second and only for a valid
 * mobile number; then a countdown of expiredMinutes × 60 s (60 s with the social-login
 * provider), one tick a second from an `eventChannel`, raced with a cancel (the form closed or
 * unmounted, logout) and cleaned up in `finally`.
 */
import './registerAuthRoutes';
import { END, eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, cancelled, put, race, select, take, takeMaybe, throttle } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { type SmsCodeValue, request } from '@gamehall/api-client';
import { accountModalClosed, loggedOut } from '@gamehall/shell';
import { type SmsPurpose, selectSms, smsCodeFailed, smsCodeRequested, smsCodeSent, smsCountdownStopped, smsCountdownTicked } from './authSlice';
import { toAuthError } from './errors';

/** SMS send at most once per second (spec §9), in ms. */
export const SMS_SEND_THROTTLE_MS = 1000;
/** Countdown with the social-login SMS provider (spec §4, §9), in seconds. */
export const SOCIAL_SMS_SECONDS = 60;
/** A mobile number the contract accepts (digits only, 5–15). */
export const MOBILE_PATTERN = /^\d{5,15}$/;

/**
 * A channel that emits the seconds left once a second (`seconds - 1` down to 0), then `END`.
 * Closing it stops the timer.
 *
 * @param seconds - the countdown length in seconds
 * @returns the channel
 */
export function createCountdown(seconds: number): EventChannel<number> {
  return eventChannel<number>((emit) => {
    let remaining = seconds;
    const timer = setInterval(() => {
      remaining -= 1;
      emit(remaining);
      if (remaining <= 0) emit(END);
    }, 1000);
    return () => clearInterval(timer);
  });
}

/**
 * Runs one countdown: each tick becomes `smsCountdownTicked`; the channel is closed in `finally`
 * (also when cancelled, which resets the button with `smsCountdownStopped`).
 *
 * @param purpose - which SMS button
 * @param seconds - countdown length in seconds
 */
export function* runCountdown(purpose: SmsPurpose, seconds: number): SagaIterator {
  const channel = (yield call(createCountdown, seconds)) as EventChannel<number>;
  try {
    while (true) {
      const remaining = (yield takeMaybe(channel)) as number | typeof END;
      if (remaining === END) break;
      yield put(smsCountdownTicked({ purpose, remaining: remaining as number }));
    }
  } finally {
    channel.close();
    if ((yield cancelled()) as boolean) yield put(smsCountdownStopped({ purpose }));
  }
}

const stopsCountdown = (purpose: SmsPurpose) => (action: Action) =>
  (smsCountdownStopped.match(action) && action.payload.purpose === purpose) || accountModalClosed.match(action) || loggedOut.match(action);

/**
 * Sends one code: refuses an invalid mobile (`invalid_mobile`), ignores a request while a code
 * is being sent or the countdown runs, calls `smsNoLogin` (login, forgot) or `smsRegister`
 * (register), then counts down; a failure shows the server's message. The modal closing, the
 * field unmounting (`smsCountdownStopped`) or logout while the send is in flight aborts it and
 * starts no countdown.
 *
 * @param inFlight - the purposes whose send call is in flight (one set per running saga)
 * @param action - `smsCodeRequested`
 */
export function* sendSmsCode(inFlight: Set<SmsPurpose>, action: ReturnType<typeof smsCodeRequested>): SagaIterator {
  const { purpose, mobileNum, countryDialingCode, provider } = action.payload;
  const mobile = mobileNum.trim();
  if (inFlight.has(purpose)) return;
  const sms = (yield select(selectSms, purpose)) as ReturnType<typeof selectSms>;
  if (sms.remaining > 0) return;
  if (!MOBILE_PATTERN.test(mobile)) {
    yield put(smsCodeFailed({ purpose, error: { key: 'invalid_mobile' } }));
    return;
  }
  let value: SmsCodeValue | undefined;
  const controller = new AbortController();
  inFlight.add(purpose);
  try {
    const signal = controller.signal;
    ({ value } = (yield race({
      value:
        purpose === 'register'
          ? call(request, 'smsRegister', { body: { mobileNo: mobile, countryDialingCode }, signal })
          : call(request, 'smsNoLogin', { body: { mobileNum: mobile, countryDialingCode }, signal }),
      stop: take(stopsCountdown(purpose)),
    })) as { value?: SmsCodeValue });
  } catch (error) {
    yield put(smsCodeFailed({ purpose, error: toAuthError(error) }));
    return;
  } finally {
    inFlight.delete(purpose);
  }
  if (value === undefined) {
    // The form closed (or the session ended) while the code was being sent: no countdown.
    controller.abort();
    yield put(smsCountdownStopped({ purpose }));
    return;
  }
  const seconds = provider === 'firebase' ? SOCIAL_SMS_SECONDS : value.expiredMinutes * 60;
  yield put(smsCodeSent({ purpose, seconds }));
  yield race({ done: call(runCountdown, purpose, seconds), stop: take(stopsCountdown(purpose)) });
}

/** Takes `smsCodeRequested`, at most one send per {@link SMS_SEND_THROTTLE_MS}. */
export function* smsCodeSaga(): SagaIterator {
  yield throttle(SMS_SEND_THROTTLE_MS, smsCodeRequested.match, sendSmsCode, new Set<SmsPurpose>());
}
