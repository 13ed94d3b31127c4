import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@gamehall/api-client';
import { accountModalClosed, loggedOut, rootReducer } from '@gamehall/shell';
import { platformError, provideRequests } from '../../test/sagaTesting';
import { captchaCancelled, captchaLoaded, captchaRefreshRequested, loginFailed } from './authSlice';
import { captchaSaga } from './captchaSaga';

describe('captchaSaga', () => {
  it('stays hidden until a failed login carries the flag, then fetches the image as a data URL', async () => {
    const { providers, calls } = provideRequests({ captcha: 'iVBORw0KGgo=' });
    const { storeState } = await expectSaga(captchaSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(loginFailed({ error: { key: 'login_failed' }, captcha: false }))
      .delay(5)
      .dispatch(loginFailed({ error: { key: 'login_failed' }, captcha: true }))
      .put(captchaLoaded('data:image/png;base64,iVBORw0KGgo='))
      .silentRun(50);
    expect(calls).toHaveLength(1);
    expect(storeState.auth?.captcha).toEqual({ required: true, image: 'data:image/png;base64,iVBORw0KGgo=', loading: false, error: null });
  });

  it('refreshes at most once a second: a burst of clicks makes one fetch now and one after the second', async () => {
    let n = 0;
    const { providers, calls } = provideRequests({ captcha: () => `png${++n}` });
    const { storeState } = await expectSaga(captchaSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(captchaRefreshRequested())
      .dispatch(captchaRefreshRequested())
      .dispatch(captchaRefreshRequested())
      .delay(200)
      .silentRun(300);
    expect(calls).toHaveLength(1);
    expect(storeState.auth?.captcha.image).toBe('data:image/png;base64,png1');
  });

  it('shows why the captcha could not be fetched', async () => {
    const { providers } = provideRequests({ captcha: platformError(ERROR_CODES.tooManyRequests, 'Too many requests', null, 429) });
    const { storeState } = await expectSaga(captchaSaga).withReducer(rootReducer).provide(providers).dispatch(captchaRefreshRequested()).silentRun(50);
    expect(storeState.auth?.captcha).toMatchObject({ loading: false, image: null, error: { key: 'too_many_requests' } });
  });

  it.each([
    ['the modal closes', accountModalClosed()],
    ['the session ends', loggedOut()],
  ])('a fetch in flight is abandoned when %s: aborted, no image, no spinner', async (_when, action) => {
    let signal: AbortSignal | undefined;
    const { providers } = provideRequests({
      captcha: (options: { signal: AbortSignal }) => {
        signal = options.signal;
        return new Promise(() => undefined);
      },
    });
    const { storeState } = await expectSaga(captchaSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(captchaRefreshRequested())
      .delay(10)
      .dispatch(action)
      .put(captchaCancelled())
      .not.put.like({ action: { type: captchaLoaded.type } })
      .silentRun(50);
    expect(signal?.aborted).toBe(true);
    expect(storeState.auth?.captcha).toMatchObject({ loading: false, image: null });
  });
});
