/**
 * Seeded site settings (spec §3 permission info without the per-request parts).
 */
import { type RegisterFieldRule, type WhitelabelNode } from '@gamehall/api-client/contract';
import { type SeedSettings } from './types.ts';

/** Mirror domains (spec §7 domainRoute); the first is the main domain. */
export const SEED_DOMAINS: readonly string[] = ['gamehall.example', 'gh-mirror1.example', 'gh-mirror2.example'];
/** CIDR ranges blocked while region restriction is on (documentation ranges, RFC 5737). */
export const SEED_BLOCKED_RANGES: readonly string[] = ['203.0.113.0/24', '198.51.100.0/24'];

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({ modId, enabled: enabled ? '1' : '0', childrenNodes });

/**
 * The whitelabel tree (spec §3 flags). Registration flags nest under MOBILENUMREG3 (SMS
 * verification and mobile-password registration only matter when mobile registration is on).
 * FREEPLAY3 (trial accounts), SMSLOGIN3 (verification-code login) and PASSEXPIRY3 (password
 * expiry, PASSWORD_MAX_AGE_DAYS) are ours for the spec's "free play", "verification-code login"
 * and "forced password change" flags (spec §3). Clients should look a flag up anywhere in the
 * tree by `modId`; the server does too (src/accounts/rules.ts `flagEnabled`).
 * @returns a fresh tree
 */
export function buildWhitelabel(): WhitelabelNode[] {
  return [
    node('USERNAMEREG3', true),
    node('MOBILENUMREG3', true, [node('REGMOBVERF3', true), node('MOBILENUMPASSREG3', true)]),
    node('CHNGPASSVERIF3', true),
    node('AGENTPOLICY3', true),
    node('FREEPLAY3', true),
    node('SMSLOGIN3', true),
    node('PASSEXPIRY3', true),
    node('REFERRAL3', true),
  ];
}

/**
 * The site settings document.
 * @param registerRules the registration rules (copied into `registerValidation`)
 * @returns merchant GH001, PHP ₱, Asia/Manila, EN and TY
 */
export function buildSettings(registerRules: readonly RegisterFieldRule[]): SeedSettings {
  return {
    merchantCode: 'GH001',
    siteName: 'Gamehall',
    // The operator's contacts, each a link that leads somewhere real (the site shows the first).
    // No LIVECHAT entry: the chat room is not built (requirements §2 Modals), and an entry for
    // it would link a page that does not exist.
    customerService: [
      { csType: 'TELEGRAM', path: 'https://t.me/gamehall_support', label: 'Telegram' },
      { csType: 'WHATSAPP', path: 'https://wa.me/639171234567', label: 'WhatsApp' },
      { csType: 'EMAIL', path: 'mailto:support@gamehall.example', label: 'E-mail' },
    ],
    domainRoute: [...SEED_DOMAINS],
    resources: [
      { resourceType: 'LOGO', url: '/art/logo.svg' },
      { resourceType: 'LICENCE', url: '/art/licence.svg' },
      { resourceType: 'APP_IOS', url: 'https://gamehall.example/download/ios' },
      { resourceType: 'APP_ANDROID', url: 'https://gamehall.example/download/gamehall.apk' },
      { resourceType: 'SOCIAL_WHATSAPP', url: 'https://wa.me/639171234567' },
      { resourceType: 'SOCIAL_FACEBOOK', url: 'https://www.facebook.com/gamehall.example' },
      { resourceType: 'SOCIAL_TELEGRAM', url: 'https://t.me/gamehall_ph' },
    ],
    whitelabel: buildWhitelabel(),
    registerValidation: registerRules.map((r) => ({ ...r })),
    mainDomain: 'gamehall.example',
    analytics: { gtagId: '' },
    imageCDNs: [''],
    launchGameCDNs: [''],
    currency: { code: 'PHP', symbol: '₱' },
    timeZone: 'Asia/Manila',
    languages: ['EN', 'TY'],
  };
}
