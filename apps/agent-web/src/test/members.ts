/** Member fixtures for agent-web's tests and stories. */
import type { MemberInfo } from '@gamehall/api-client';
import type { RootState } from '@gamehall/shell';

/**
 * A member of the given type (1, 2, 41, 42 are agents; 0 a member; spec §3 "Member info").
 *
 * @param type - the member type
 * @param nickname - the nickname (may be empty)
 * @returns the member info
 */
export function member(type: number, nickname = 'Agent Ana'): MemberInfo {
  return { id: 11, account: 'agent1', nickname, type, mobileNum: null, countryDialingCode: null, email: null, registeredAt: '2026-01-01T00:00:00.000Z', lastLoginAt: null, passwordExpired: false };
}

/**
 * Store state of a logged-in session of `info`.
 *
 * @param info - the member
 * @returns the preloaded state's `session`
 */
export function loggedIn(info: MemberInfo): Partial<RootState> {
  return {
    session: {
      token: 'test-token',
      username: info.account,
      isLogin: true,
      isAgent: [1, 2, 41, 42].includes(info.type),
      isTrial: info.type === 4,
      member: info,
      modal: null,
      passwordChangeForced: false,
      afterLogin: false,
    },
  };
}
