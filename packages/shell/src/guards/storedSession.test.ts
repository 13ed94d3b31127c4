import { afterEach, describe, expect, it } from 'vitest';
import { captureLoginCode, hasStoredSession, loginCodeSettled, takeLoginCode } from './storedSession';

const CODE = 'k'.repeat(43);

afterEach(() => {
  loginCodeSettled();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('login link hand-over (?token=, spec §4; issue 10 §3)', () => {
  it('captureLoginCode takes the code out of the address bar at once, keeping path, other parameters, hash and history state', () => {
    window.history.replaceState({ idx: 3 }, '', `/live?vendor=PG&token=${CODE}&page=2#top`);
    expect(captureLoginCode()).toBe(true);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/live?vendor=PG&page=2#top');
    expect(window.history.state).toEqual({ idx: 3 });
    // The page restores a session until the auth flows settle the code.
    expect(hasStoredSession()).toBe(true);
    expect(takeLoginCode()).toBe(CODE);
    expect(hasStoredSession()).toBe(true);
    // Handed over once only.
    expect(takeLoginCode()).toBeNull();
    loginCodeSettled();
    expect(hasStoredSession()).toBe(false);
  });

  it('a code is handed over only once captured (the apps capture it first thing)', () => {
    window.history.replaceState(null, '', `/?token=${CODE}`);
    expect(takeLoginCode()).toBeNull();
    expect(hasStoredSession()).toBe(true);
  });

  it('an empty token parameter is dropped from the address and is no code', () => {
    window.history.replaceState(null, '', '/slots?token=');
    expect(captureLoginCode()).toBe(false);
    expect(window.location.search).toBe('');
    expect(hasStoredSession()).toBe(false);
  });

  it('without a code nothing changes; a stored session token still counts', () => {
    window.history.replaceState(null, '', '/slots?vendor=PG');
    expect(captureLoginCode()).toBe(false);
    expect(window.location.search).toBe('?vendor=PG');
    expect(takeLoginCode()).toBeNull();
    expect(hasStoredSession()).toBe(false);
    sessionStorage.setItem('token', 'stored');
    expect(hasStoredSession()).toBe(true);
  });
});
