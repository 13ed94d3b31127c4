/**
 * Seeded accounts (issue 4; spec §6, §9): members of every type in an agent team tree, one with
 * the default password, one with an expired password, one that never logged in, a trial
 * account and a disabled one. Tests and e2e import {@link SEEDED_ACCOUNTS}; the README lists them.
 */
import { MEMBER_TYPES } from '@gamehall/api-client/contract';
import { count, eq } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { PasswordHasher } from '../security/passwords.ts';

/** The password of every seeded account except `defaultpw` (meets the seeded password rule). */
export const SEEDED_PASSWORD = 'Gamehall2026';
/**
 * The documented default password (spec §9 `{secret}`): an account still using it is flagged
 * (`passwordExpired` in the login answer) and must change it. It is common on purpose, so it can
 * never be chosen as a new password.
 */
export const DEFAULT_PASSWORD = 'Welcome123';

/** One seeded account as tests and the README see it. */
export interface SeededAccount {
  /** User name (log in with any case). */
  account: string;
  password: string;
  nickname: string;
  /** Member type (spec §9): 0 member, 4 trial, agents 1, 2, 41, 42. */
  type: number;
  /** Upline's account name (team tree). */
  parent?: string;
  /** Agent affiliate (invitation) code. */
  affiliateCode?: string;
  countryDialingCode?: string;
  mobileNum?: string;
  email?: string;
  /** Wallet balance, 2 decimals. */
  balance: string;
  /** Unread platform messages seeded for it: that many operator notices (`NOTICE`, {@link SEEDED_NOTICES}), unread. */
  unreadMessages: number;
  /** Consolidated funds flags that are 1 (others 0). */
  funds?: ('dailysalreqtype' | 'divtypereq' | 'contracthoursalreq' | 'realtimesalreqtype')[];
  /** What is special about it. */
  note: string;
  passwordIsDefault?: boolean;
  /** Days since the last password change (default 10). */
  passwordAgeDays?: number;
  /** Never logged in (`firstTimeLogin` on the next login). */
  neverLoggedIn?: boolean;
  disabled?: boolean;
}

const ALL_FUNDS: SeededAccount['funds'] = ['dailysalreqtype', 'divtypereq', 'contracthoursalreq', 'realtimesalreqtype'];

/** The seeded accounts, uplines before their downlines. */
export const SEEDED_ACCOUNTS: readonly SeededAccount[] = [
  { account: 'agent1', password: SEEDED_PASSWORD, nickname: 'Agent One', type: MEMBER_TYPES.agent, affiliateCode: 'AG1001', email: 'agent1@gamehall.example', balance: '50000.00', unreadMessages: 2, funds: ALL_FUNDS, note: 'top agent (type 1)' },
  { account: 'agent2', password: SEEDED_PASSWORD, nickname: 'Agent Two', type: MEMBER_TYPES.agentLevel2, parent: 'agent1', affiliateCode: 'AG2001', balance: '12000.00', unreadMessages: 0, funds: ['dailysalreqtype', 'divtypereq'], note: 'second-level agent (type 2) under agent1' },
  { account: 'agent41', password: SEEDED_PASSWORD, nickname: 'Agent 41', type: MEMBER_TYPES.agent41, parent: 'agent1', affiliateCode: 'AG4101', balance: '8000.00', unreadMessages: 1, funds: ['contracthoursalreq'], note: 'agent type 41 under agent1' },
  { account: 'agent42', password: SEEDED_PASSWORD, nickname: 'Agent 42', type: MEMBER_TYPES.agent42, parent: 'agent41', affiliateCode: 'AG4201', balance: '3000.00', unreadMessages: 0, funds: ['realtimesalreqtype'], note: 'agent type 42 under agent41' },
  { account: 'player1', password: SEEDED_PASSWORD, nickname: 'Player One', type: MEMBER_TYPES.member, parent: 'agent2', countryDialingCode: '63', mobileNum: '9171234567', email: 'player1@gamehall.example', balance: '1000.00', unreadMessages: 3, note: 'member with mobile +63 9171234567 (SMS login, forgot password by mobile)' },
  { account: 'player2', password: SEEDED_PASSWORD, nickname: 'Player Two', type: MEMBER_TYPES.member, parent: 'agent42', countryDialingCode: '63', mobileNum: '9170000002', balance: '250.50', unreadMessages: 0, note: 'member under agent42' },
  { account: 'defaultpw', password: DEFAULT_PASSWORD, nickname: 'Default Password', type: MEMBER_TYPES.member, parent: 'agent2', balance: '100.00', unreadMessages: 0, passwordIsDefault: true, note: 'still has the default password: login answers passwordExpired' },
  { account: 'expiredpw', password: SEEDED_PASSWORD, nickname: 'Expired Password', type: MEMBER_TYPES.member, parent: 'agent2', balance: '100.00', unreadMessages: 0, passwordAgeDays: 200, note: 'password changed 200 days ago: passwordExpired (PASSEXPIRY3 on)' },
  { account: 'newbie', password: SEEDED_PASSWORD, nickname: 'Newbie', type: MEMBER_TYPES.member, parent: 'agent1', balance: '0.00', unreadMessages: 0, neverLoggedIn: true, note: 'never logged in: firstTimeLogin' },
  { account: 'trial1', password: SEEDED_PASSWORD, nickname: 'Trial One', type: MEMBER_TYPES.trial, balance: '2000.00', unreadMessages: 0, note: 'trial account (type 4): password login answers "Non-member account unable to login"; login/freeplay makes new trial accounts' },
  { account: 'suspended', password: SEEDED_PASSWORD, nickname: 'Suspended', type: MEMBER_TYPES.member, balance: '0.00', unreadMessages: 0, disabled: true, note: 'disabled: "Non-member account unable to login"' },
];

/** Operator notices seeded as the demo accounts' unread platform messages (the first `unreadMessages` of them, oldest first). */
export const SEEDED_NOTICES: readonly { title: string; content: string }[] = [
  { title: 'Welcome to Gamehall', content: 'Your account is ready. Deposit from the member centre with GCash, Maya or a BDO bank transfer.' },
  { title: 'Scheduled maintenance', content: 'The site will be under maintenance on Sunday from 02:00 to 04:00 (GMT+8). Games cannot be launched during that time.' },
  { title: 'Keep your account safe', content: 'Gamehall staff never ask for your password or payment password. Set a payment password before your first withdrawal.' },
];

/** Currency of seeded and new wallets (the seeded merchant's, docs/architecture.md "Money"). */
export const WALLET_CURRENCY = 'PHP';

const DAY_MS = 86_400_000;

/**
 * Inserts the seeded accounts, their wallets and each non-zero wallet's opening ledger entry
 * (`OPENING`, reference `opening`, as migration 0002 adds for older databases) and their unread
 * notices ({@link SEEDED_NOTICES}) when the members table is empty (so a database created before accounts existed gets them on its next start),
 * in one transaction.
 * @param db an open, migrated database
 * @param now the clock in ms (password ages and last logins are relative to it)
 * @param hasher the password hasher (about 35 ms a hash)
 * @returns whether accounts were inserted
 */
export async function seedAccountsIfEmpty(db: AppDb, now = Date.now(), hasher = new PasswordHasher()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.members);
  if ((row?.n ?? 0) > 0) return false;
  const hashes = await Promise.all(SEEDED_ACCOUNTS.map((a) => hasher.hash(a.password)));
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const [i, a] of SEEDED_ACCOUNTS.entries()) {
      const funds = Object.fromEntries((a.funds ?? []).map((f) => [f, 1]));
      const [inserted] = await tx
        .insert(t.members)
        .values({
          account: a.account,
          nickname: a.nickname,
          type: a.type,
          parentId: a.parent ? ids.get(a.parent) : null,
          passwordHash: hashes[i] ?? '!',
          passwordIsDefault: a.passwordIsDefault ?? false,
          passwordChangedAt: new Date(now - (a.passwordAgeDays ?? 10) * DAY_MS),
          mobileNum: a.mobileNum ?? null,
          countryDialingCode: a.countryDialingCode ?? null,
          email: a.email ?? null,
          affiliateCode: a.affiliateCode ?? null,
          lastLoginAt: a.neverLoggedIn ? null : new Date(now - 2 * DAY_MS),
          registeredAt: new Date(now - 30 * DAY_MS),
          disabled: a.disabled ?? false,
          consolidatedFunds: funds,
        })
        .returning({ id: t.members.id });
      if (!inserted) throw new Error(`seed: member ${a.account} not inserted`);
      ids.set(a.account, inserted.id);
      await tx.insert(t.wallets).values({ memberId: inserted.id, balance: a.balance, currency: WALLET_CURRENCY, updatedAt: new Date(now) });
      // The opening ledger entry (per wallet, balance = sum of its ledger entries; src/play/wallets.ts).
      if (!/^0+(\.0+)?$/.test(a.balance)) {
        await tx.insert(t.ledgerEntries).values({ memberId: inserted.id, wallet: t.MAIN_WALLET, kind: 'OPENING', amount: a.balance, balanceAfter: a.balance, reference: 'opening', createdAt: new Date(now) });
      }
      // Platform messages (messageV2): operator notices, so the unread badge counts real rows.
      const notices = SEEDED_NOTICES.slice(0, a.unreadMessages);
      if (notices.length > 0) {
        await tx.insert(t.messages).values(notices.map((n, k) => ({ memberId: inserted.id, kind: 'NOTICE', title: n.title, content: n.content, read: false, createdAt: new Date(now - (notices.length - k) * 3_600_000) })));
      }
    }
  });
  return true;
}

/**
 * The id of a seeded account (tests).
 * @param db the database
 * @param account the account name
 */
export async function memberId(db: AppDb, account: string): Promise<number | undefined> {
  const [row] = await db.select({ id: t.members.id }).from(t.members).where(eq(t.members.account, account.toLowerCase()));
  return row?.id;
}

/**
 * The seeded demo accounts in a database that still open with their public password (README
 * "Accounts to try"): a production start refuses such a database (issue 10 §1). One argon2
 * verification per seeded account that exists (about 35 ms each).
 * @param db the database
 * @param hasher the password hasher
 * @returns their account names, empty when none
 */
export async function demoAccountsWithPublicPasswords(db: AppDb, hasher = new PasswordHasher()): Promise<string[]> {
  const open: string[] = [];
  for (const seeded of SEEDED_ACCOUNTS) {
    const [row] = await db.select({ passwordHash: t.members.passwordHash }).from(t.members).where(eq(t.members.account, seeded.account));
    if (row && (await hasher.verify(row.passwordHash, seeded.password))) open.push(seeded.account);
  }
  return open;
}
