import { describe, expect, it } from 'vitest';
import { loggedOut } from '@gamehall/shell';
import { loginRequested } from '../../actions';
import { authSlice, initialAuthState } from './authSlice';

describe('auth slice: the attempted user name', () => {
  it('keeps the trimmed user name of a username login (so a failed header login prefills the modal), never the password', () => {
    const state = authSlice.reducer(initialAuthState, loginRequested({ type: 'username', username: ' player1 ', password: 'secret-pass' }));
    expect(state.attemptedUsername).toBe('player1');
    expect(JSON.stringify(state)).not.toContain('secret-pass');
  });

  it('is not changed by an SMS login and is forgotten on logout', () => {
    const named = authSlice.reducer(initialAuthState, loginRequested({ type: 'username', username: 'player1', password: 'x' }));
    const sms = authSlice.reducer(named, loginRequested({ type: 'sms', mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '123456' }));
    expect(sms.attemptedUsername).toBe('player1');
    expect(authSlice.reducer(sms, loggedOut()).attemptedUsername).toBeNull();
  });
});
