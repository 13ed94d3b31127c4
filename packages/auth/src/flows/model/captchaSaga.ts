/**
 * The captcha (spec §4 "Captcha"): hidden until a failed login carries the captcha flag, then
 * fetched; refreshed on request at most once a second (spec §5, §9).
 */
import './registerAuthRoutes';
import type { SagaIterator } from 'redux-saga';
import { call, put, race, take, throttle } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { request } from '@gamehall/api-client';
import { accountModalClosed, loggedOut } from '@gamehall/shell';
import { captchaCancelled, captchaFailed, captchaLoaded, captchaRefreshRequested, loginFailed } from './authSlice';
import { toAuthError } from './errors';

/** Captcha refresh at most once per second (spec §9), in ms. */
export const CAPTCHA_REFRESH_MS = 1000;

/**
 * Whether an action asks for a captcha image: a refresh, or a failed login with the flag.
 *
 * @param action - any action
 * @returns true for `captchaRefreshRequested` and `loginFailed` with `captcha: true`
 */
export const wantsCaptcha = (action: Action): boolean =>
  captchaRefreshRequested.match(action) || (loginFailed.match(action) && action.payload.captcha);

/**
 * Fetches a captcha (`request('captcha')`: a base64 PNG) and stores it as a `data:` URL. The
 * modal closing or the session ending meanwhile abandons it: the call is aborted, nothing is
 * stored and `captchaCancelled` stops the spinner (the next modal fetches afresh).
 */
export function* fetchCaptcha(): SagaIterator {
  const controller = new AbortController();
  try {
    const { png } = (yield race({
      png: call(request, 'captcha', { signal: controller.signal }),
      cancel: take([accountModalClosed.match, loggedOut.match]),
    })) as { png?: string };
    if (png === undefined) {
      controller.abort();
      yield put(captchaCancelled());
      return;
    }
    yield put(captchaLoaded(`data:image/png;base64,${png}`));
  } catch (error) {
    yield put(captchaFailed(toAuthError(error)));
  }
}

/** Throttles captcha requests to one fetch per {@link CAPTCHA_REFRESH_MS} (the latest waits). */
export function* captchaSaga(): SagaIterator {
  yield throttle(CAPTCHA_REFRESH_MS, wantsCaptcha, fetchCaptcha);
}
