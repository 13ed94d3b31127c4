import { describe, expect, it } from 'vitest';
import type { PermissionInfo } from '@gamehall/api-client';
import { customerServiceLink } from './customerService';

type CustomerService = PermissionInfo['customerService'][number];

const cs = (csType: string, path: string): CustomerService => ({ csType, path, label: csType });

describe('customerServiceLink (spec §2 customer service, §3 permission info)', () => {
  it('skips an in-app path (the chat room is not built) for the first real contact, opened in a new tab', () => {
    expect(customerServiceLink([cs('LIVECHAT', '/cs/livechat'), cs('TELEGRAM', 'https://t.me/gh'), cs('EMAIL', 'mailto:a@b.example')])).toEqual({
      entry: cs('TELEGRAM', 'https://t.me/gh'),
      href: 'https://t.me/gh',
      external: true,
    });
  });

  it('an operator’s own chat page (absolute) is real', () => {
    expect(customerServiceLink([cs('LIVECHAT', 'https://chat.operator.example/room')])?.href).toBe('https://chat.operator.example/room');
  });

  it('mailto and tel open in place', () => {
    expect(customerServiceLink([cs('EMAIL', 'mailto:support@gamehall.example')])).toMatchObject({ href: 'mailto:support@gamehall.example', external: false });
    expect(customerServiceLink([cs('PHONE', ' tel:+639171234567 ')])).toMatchObject({ href: 'tel:+639171234567', external: false });
  });

  it('nothing usable (or nothing loaded) is no link', () => {
    expect(customerServiceLink(undefined)).toBeUndefined();
    expect(customerServiceLink([])).toBeUndefined();
    expect(customerServiceLink([cs('LIVECHAT', '/cs/livechat'), cs('X', 'javascript:alert(1)'), cs('Y', '//evil.example'), cs('Z', '')])).toBeUndefined();
  });
});
