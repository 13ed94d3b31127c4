import { describe, expect, it } from 'vitest';
import type { WhitelabelNode } from '@gamehall/api-client';
import { isWhitelabelEnabled } from './whitelabel';

const node = (modId: string, enabled: '0' | '1', childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({ modId, enabled, childrenNodes });
const tree = [
  node('REGISTER', '1', [node('USERNAMEREG3', '1'), node('MOBILENUMREG3', '1', [node('REGMOBVERF3', '1')])]),
  node('LOGIN', '0', [node('SMSLOGIN3', '1')]),
];

describe('isWhitelabelEnabled', () => {
  it('finds a flag anywhere in the tree', () => {
    expect(isWhitelabelEnabled(tree, 'REGMOBVERF3')).toBe(true);
    expect(isWhitelabelEnabled(tree, 'USERNAMEREG3')).toBe(true);
  });
  it('a disabled parent switches its children off; a missing flag or tree is off', () => {
    expect(isWhitelabelEnabled(tree, 'SMSLOGIN3')).toBe(false);
    expect(isWhitelabelEnabled(tree, 'FREEPLAY3')).toBe(false);
    expect(isWhitelabelEnabled(undefined, 'USERNAMEREG3')).toBe(false);
  });
});
