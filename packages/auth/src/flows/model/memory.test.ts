import { expectSaga } from 'redux-saga-test-plan';
import { describe, expect, it } from 'vitest';
import { loggedOut } from '@gamehall/shell';
import { loginCompleted, passwordChanged } from './authSlice';
import { createAuthMemory, forgetPasswordSaga } from './memory';

describe('forgetPasswordSaga', () => {
  it.each([
    ['the password changed', passwordChanged()],
    ['the login completed', loginCompleted()],
    ['the session ended', loggedOut()],
  ])('forgets the typed password once %s', async (_when, action) => {
    const memory = { ...createAuthMemory(), password: 'Welcome123' };
    await expectSaga(forgetPasswordSaga, memory).dispatch(action).silentRun(20);
    expect(memory.password).toBeNull();
  });

  it('keeps it while the forced change is pending', async () => {
    const memory = { ...createAuthMemory(), password: 'Welcome123' };
    await expectSaga(forgetPasswordSaga, memory).dispatch({ type: 'auth/changePasswordFailed', payload: {} }).silentRun(20);
    expect(memory.password).toBe('Welcome123');
  });
});
