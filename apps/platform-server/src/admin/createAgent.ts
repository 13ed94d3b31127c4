/**
 * `admin create-agent <account> [nickname]` (issue 10 §1): how a production deployment, which
 * seeds no account, gets its first agent. The agent gets a random one-time password, shown once
 * by the command and stored only as its argon2id hash, flagged as a default password so the first
 * login answers `passwordExpired` and the accounts flow forces a change (spec §4).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { MEMBER_TYPES } from '@gamehall/api-client/contract';
import { eq } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { WALLET_CURRENCY } from '../seed/accounts.ts';
import { type PasswordHasher } from '../security/passwords.ts';

/** Account names the command accepts: a letter, then 3–15 letters or digits (stored lower case). */
export const AGENT_ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9]{3,15}$/;

/** Letters and digits of a one-time password, without look-alikes (0/O, 1/l/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A one-time password: 16 characters from a 57-letter alphabet (about 93 bits), with at least
 * one upper-case letter, one lower-case letter and one digit (the register rules' families).
 * @returns the password
 */
export function oneTimePassword(): string {
  for (;;) {
    const bytes = randomBytes(32);
    let out = '';
    for (const byte of bytes) {
      if (byte >= ALPHABET.length * 4) continue; // rejection sampling: no bias
      out += ALPHABET[byte % ALPHABET.length];
      if (out.length === 16) break;
    }
    if (out.length === 16 && /[A-Z]/.test(out) && /[a-z]/.test(out) && /\d/.test(out)) return out;
  }
}

/** What {@link createAgent} made. */
export interface CreatedAgent {
  /** The account name (lower case). */
  account: string;
  /** The one-time password: shown once, changed at the first login. */
  password: string;
  /** The agent's invitation (affiliate) code. */
  affiliateCode: string;
}

/**
 * Creates a top-level agent (type 1) with a main wallet at 0.00 and a one-time password that
 * must be changed at the first login.
 * @param db the platform database
 * @param hasher the password hasher
 * @param now the clock in ms
 * @param account the account name ({@link AGENT_ACCOUNT_PATTERN})
 * @param nickname the display name (default: the account name)
 * @returns the account, its one-time password and its affiliate code
 * @throws Error in one line when the name is not allowed or the account exists
 */
export async function createAgent(db: AppDb, hasher: PasswordHasher, now: number, account: string, nickname?: string): Promise<CreatedAgent> {
  if (!AGENT_ACCOUNT_PATTERN.test(account)) throw new Error(`account "${account}" must be a letter followed by 3 to 15 letters or digits`);
  const name = account.toLowerCase();
  const password = oneTimePassword();
  const passwordHash = await hasher.hash(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: t.members.id }).from(t.members).where(eq(t.members.account, name));
    if (existing) throw new Error(`account ${name} already exists`);
    let affiliateCode = '';
    for (let tries = 0; tries < 20 && affiliateCode === ''; tries += 1) {
      const code = `AG${String(randomInt(100_000, 1_000_000))}`;
      const [taken] = await tx.select({ id: t.members.id }).from(t.members).where(eq(t.members.affiliateCode, code));
      if (!taken) affiliateCode = code;
    }
    if (affiliateCode === '') throw new Error('no free affiliate code found, try again');
    const [inserted] = await tx
      .insert(t.members)
      .values({
        account: name,
        nickname: (nickname ?? name).slice(0, 32),
        type: MEMBER_TYPES.agent,
        parentId: null,
        passwordHash,
        passwordIsDefault: true,
        passwordChangedAt: new Date(now),
        affiliateCode,
        lastLoginAt: null,
        registeredAt: new Date(now),
        disabled: false,
        consolidatedFunds: {},
      })
      .returning({ id: t.members.id });
    if (!inserted) throw new Error(`account ${name} not created`);
    await tx.insert(t.wallets).values({ memberId: inserted.id, balance: '0.00', currency: WALLET_CURRENCY, updatedAt: new Date(now) });
    return { account: name, password, affiliateCode };
  });
}
