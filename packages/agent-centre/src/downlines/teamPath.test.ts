import { describe, expect, it } from 'vitest';
import { formatTeamPath, parseTeamPath } from './teamPath';

describe('team breadcrumb in the URL', () => {
  it('round-trips the drilled-in downlines', () => {
    const steps = [{ id: 12, account: 'alice' }, { id: 40, account: 'bob01' }];
    expect(formatTeamPath(steps)).toBe('12:alice,40:bob01');
    expect(parseTeamPath('12:alice,40:bob01')).toEqual(steps);
  });
  it('is empty at the agent\'s direct downlines', () => {
    expect(parseTeamPath(null)).toEqual([]);
    expect(formatTeamPath([])).toBeNull();
  });
  it('keeps the valid beginning of a hand-edited path', () => {
    expect(parseTeamPath('12:alice,x:bob,40:carl')).toEqual([{ id: 12, account: 'alice' }]);
  });
});
