/**
 * Rebate claims on a real PostgreSQL (DATABASE_URL): two server instances (their own pools) on
 * one database take 12 parallel claims of one member, half with new request ids and half
 * retrying one id. Exactly one claim is paid (the wallet row lock orders them, the watermark
 * covers the bets), with one REBATE ledger entry; the others answer that claim (same request id)
 * or `cashier.rebate.nothing`; the wallet equals the sum of its ledger.
 */
import { randomUUID } from 'node:crypto';
import { CASHIER_ERROR_CODES, type RebateClaim } from '@gamehall/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../src/db/schema.ts';
import { call } from '../accountHelpers.ts';
import { testApp } from '../helpers.ts';
import { login, memberIdOf, walletsAndLedger } from '../play.helpers.ts';
import { addBets } from '../rewards.helpers.ts';
import { twoInstances } from './pgHelpers.ts';

const pair = twoInstances((database) => testApp(database), 120_000);

describe('concurrent rebate claims (two instances, PostgreSQL)', () => {
  it('12 parallel claims on two instances pay once', async () => {
    const token = await login(pair.a, 'agent2');
    const memberId = await memberIdOf(pair.dbA.db, 'agent2');
    await addBets(pair.dbA.db, 'agent2', [{ gameType: 'RNG', stake: '2500.00' }, { gameType: 'LIVE', stake: '1000.01' }], Date.now());
    const [before] = await walletsAndLedger(pair.dbA.db, memberId);
    const retried = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call<RebateClaim>(i % 2 === 0 ? pair.a : pair.b, 'rebateClaim', { token, body: { requestId: i < 6 ? retried : randomUUID() } })),
    );
    const paid = new Set(answers.filter((a) => a.body.success).map((a) => a.body.value.claimId));
    expect(paid.size).toBe(1);
    for (const a of answers) if (!a.body.success) expect(a.body.errorCode).toBe(CASHIER_ERROR_CODES.rebateNothing);
    // 2500.00 × 0.8 % = 20.00; 1000.01 × 0.5 % = 5.00005 → 5.00.
    expect(answers.find((a) => a.body.success)?.body.value.amount).toBe('25.00');
    const entries = await pair.dbA.db.select().from(t.ledgerEntries).where(and(eq(t.ledgerEntries.memberId, memberId), eq(t.ledgerEntries.kind, 'REBATE')));
    expect(entries).toHaveLength(1);
    expect(await pair.dbA.db.select().from(t.rebateClaims).where(eq(t.rebateClaims.memberId, memberId))).toHaveLength(1);
    const [after] = await walletsAndLedger(pair.dbA.db, memberId);
    expect(after?.balance).toBe((Number(before?.balance) + 25).toFixed(2));
    expect(after?.balance).toBe(after?.ledger);
  }, 60_000);
});
