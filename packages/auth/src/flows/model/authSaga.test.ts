import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it } from 'vitest';
import { rootReducer, takeLoginCode } from '@gamehall/shell';
import { loginRequested } from '../../actions';
import { loginValue, player } from '../../test/members';
import { provideRequests } from '../../test/sagaTesting';
import { changePasswordRequested } from './authSlice';
import { authSaga } from './authSaga';

/** No login code handed over. */
const noUrlToken = null;

describe('authSaga (spec §4 forced password change, end to end in the sagas)', () => {
  it('a login that must change its password: the change sends the typed password as oldPassword, then the login completes', async () => {
    const { providers, calls } = provideRequests(
      { login: loginValue({ passwordExpired: true }), changePassword: null, memberInfo: player },
      { fns: new Map([[takeLoginCode, noUrlToken]]) },
    );
    const { storeState } = await expectSaga(authSaga)
      .withReducer(rootReducer)
      .provide(providers)
      .dispatch(loginRequested({ type: 'username', username: 'defaultpw', password: 'Welcome123', from: 'modal' }))
      .delay(10)
      .dispatch(changePasswordRequested({ newPassword: 'NewSecret#1', confirmNewPassword: 'NewSecret#1' }))
      .silentRun(80);
    expect(calls.map((c) => c.name)).toEqual(['login', 'changePassword', 'memberInfo']);
    expect(calls[1]!.options).toMatchObject({ body: { oldPassword: 'Welcome123', newPassword: 'NewSecret#1' } });
    expect(storeState.session).toMatchObject({ isLogin: true, modal: null });
    expect(JSON.stringify(storeState)).not.toContain('Welcome123');
  });
});
