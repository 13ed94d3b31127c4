/** Member fixtures for saga and form tests (the mock platform's seeded accounts look alike). */
import type { LoginValue, MemberInfo } from '@gamehall/api-client';

/** A member (type 0). */
export const player: MemberInfo = {
  id: 1,
  account: 'player1',
  nickname: 'Player One',
  type: 0,
  mobileNum: '9171234567',
  countryDialingCode: '63',
  email: 'player1@example.com',
  registeredAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: '2026-11-01T00:00:00.000Z',
  passwordExpired: false,
};

/** An agent (type 1). */
export const agent: MemberInfo = { ...player, id: 2, account: 'agent1', nickname: 'Agent One', type: 1 };

/** A login answer with overrides. */
export const loginValue = (overrides: Partial<LoginValue> = {}): LoginValue => ({
  token: 'tok-123',
  firstTimeLogin: false,
  passwordExpired: false,
  captcha: false,
  ...overrides,
});
