import { describe, expect, it } from 'vitest';
import { ERROR_CODES, NetworkError } from '@gamehall/api-client';
import { platformError } from '../../test/sagaTesting';
import { toAuthError } from './errors';

describe('toAuthError (spec §8 messages in the user language)', () => {
  it('translates a non-member login (login.not.member)', () => {
    expect(toAuthError(platformError(ERROR_CODES.notMember, 'Non-member account unable to login'))).toEqual({ key: 'not_member_login', errorCode: ERROR_CODES.notMember });
  });

  it('names the field of a member.field.invalid failure by its problem, keeping the server message as fallback', () => {
    const error = platformError(ERROR_CODES.fieldInvalid, 'newPassword: must differ from the current password', { field: 'newPassword', problem: 'differs' });
    expect(toAuthError(error)).toEqual({
      key: 'field_problem_differs',
      field: 'newPassword',
      message: 'newPassword: must differ from the current password',
      errorCode: ERROR_CODES.fieldInvalid,
    });
    expect(toAuthError(platformError(ERROR_CODES.fieldInvalid, 'agreed: accept the terms', { field: 'agreed', problem: 'terms' }))).toEqual({
      key: 'field_problem_terms',
      errorCode: ERROR_CODES.fieldInvalid,
    });
  });

  it('shows the server message for a field failure without a known problem', () => {
    expect(toAuthError(platformError(ERROR_CODES.fieldInvalid, 'email: is odd', { field: 'email', problem: 'odd' }))).toEqual({ message: 'email: is odd', errorCode: ERROR_CODES.fieldInvalid });
    expect(toAuthError(platformError(ERROR_CODES.fieldInvalid, 'email: is odd'))).toEqual({ message: 'email: is odd', errorCode: ERROR_CODES.fieldInvalid });
  });

  it('asks to try again for refused encrypted bodies', () => {
    for (const code of [ERROR_CODES.encryptionInvalid, ERROR_CODES.encryptionStale, ERROR_CODES.encryptionReplayed]) {
      expect(toAuthError(platformError(code, 'MAC mismatch', null, 400))).toEqual({ key: 'request_retry', errorCode: code });
    }
  });

  it('no answer is a network error', () => {
    expect(toAuthError(new NetworkError('offline', 'login: offline'))).toEqual({ key: 'network_error' });
  });
});

describe('toAuthError: responsible gaming (issue 12)', () => {
  it('words a cool-off or self-exclusion refusal with its end (member.excluded)', () => {
    const until = '2027-05-26T04:00:00.000Z';
    expect(toAuthError(platformError(ERROR_CODES.excluded, 'Your account is in self-exclusion until 2027-05-26 04:00 UTC', { kind: 'SELF_EXCLUSION', until }))).toEqual({
      key: 'member_excluded_SELF_EXCLUSION',
      until,
      errorCode: ERROR_CODES.excluded,
    });
    expect(toAuthError(platformError(ERROR_CODES.excluded, 'Your account is in cool-off', { kind: 'COOL_OFF', until })).key).toBe('member_excluded_COOL_OFF');
  });
});
