/**
 * Proof images of a withdrawal the player did not receive (spec §4 withdrawal confirmation; issue
 * 12: png/jpg by content, ≤ 5 MB each while streaming, ≤ 3 per withdrawal, stored outside the web
 * root, shown only to their owner and in the operator's CLI), and the NOT_RECEIVED answer that
 * names them.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CASHIER_ERROR_CODES,
  ERROR_CODES,
  PROOF_ERROR_CODES,
  PROOF_MAX_BYTES,
  WITHDRAW_PROOF_PATH,
  type PayoutAccount,
  type Withdrawal,
  type WithdrawProofsValue,
} from '@gamehall/api-client/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseAdminArgs, runAdminCommand } from '../src/admin/commands.ts';
import { PROOF_FOLDER } from '../src/cashier/proofs.ts';
import { SEEDED_PAYMENT_PASSWORD } from '../src/seed/history.ts';
import * as t from '../src/db/schema.ts';
import { PROOF_UPLOADS_PER_MEMBER } from '../src/routes/cashier-proof.ts';
import { type Answer, call } from './accountHelpers.ts';
import { seededApp } from './helpers.ts';
import { login } from './play.helpers.ts';

const env = seededApp();

/** A tiny valid PNG (1×1) and a JPEG's first bytes; padding makes them any size. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(200, 1), Buffer.from('ffd9', 'hex')]);

interface Part {
  name?: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body of file parts (field `file` unless named). */
function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----gamehall${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'file'}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`));
    chunks.push(part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(token: string, withdrawalId: string, parts: Part[]): Promise<Answer<WithdrawProofsValue>> {
  const { payload, contentType } = multipart(parts);
  const res = await env.app.inject({ method: 'POST', url: `/wps/v2/withdraw/proof?withdrawalId=${withdrawalId}`, headers: { authorization: token, 'content-type': contentType }, payload });
  return { status: res.statusCode, body: res.json(), cookies: {}, headers: res.headers };
}

const confirm = (token: string, body: Record<string, unknown>) => call<Withdrawal>(env.app, 'withdrawConfirm', { token, body });
const admin = (...args: string[]) => runAdminCommand(env.app.platform, parseAdminArgs(args), 'cli');
const png = (filename = 'proof.png', size = PNG.length): Part => ({ filename, type: 'image/png', data: size <= PNG.length ? PNG : Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 7)]) });

const failure = (answer: Answer, errorCode: string) => {
  expect(answer.body).toMatchObject({ success: false, errorCode });
};

/** Logs in, sets a payment password, binds an account, withdraws 100 and has the operator pay it out; token and withdrawal id. */
async function paidWithdrawal(account: string, number: string): Promise<{ token: string; withdrawalId: string }> {
  const token = await login(env.app, account);
  // player1 is seeded with a payment password; the others set one now (or already did above).
  const paymentPassword = account === 'player1' ? SEEDED_PAYMENT_PASSWORD : '246810';
  await call(env.app, 'paymentPassword', { token, body: { paymentPassword, confirmPaymentPassword: paymentPassword } });
  const bound = await call<PayoutAccount>(env.app, 'bindPayoutAccount', { token, body: { methodCode: 'GCASH', accountName: 'Juan Dela Cruz', accountNumber: number, paymentPassword } });
  expect(bound.body.success).toBe(true);
  const w = await call<Withdrawal>(env.app, 'withdraw', { token, body: { requestId: randomUUID(), accountId: bound.body.value.accountId, amount: '100', paymentPassword } });
  expect(w.body.success).toBe(true);
  expect(await admin('withdrawal', 'approve', w.body.value.withdrawalId)).toMatchObject({ ok: true });
  return { token, withdrawalId: w.body.value.withdrawalId };
}

const proofFiles = async () => {
  const folder = join(env.app.platform.proofs.folder);
  return existsSync(folder) ? (await readdir(folder)).sort() : [];
};

describe('withdrawal proof images (spec §4 not received with proof)', () => {
  it('happy path: two images upload, NOT_RECEIVED names them, the owner reads them back, the CLI lists their paths', async () => {
    const { token, withdrawalId } = await paidWithdrawal('agent1', '09170000101');
    const answer = await upload(token, withdrawalId, [png('screenshot.png'), { filename: 'photo.jpg', type: 'image/jpeg', data: JPEG }]);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const proofs = answer.body.value.proofs;
    expect(proofs.map((p) => [p.contentType, p.bytes, p.withdrawalId])).toEqual([
      ['image/png', PNG.length, withdrawalId],
      ['image/jpeg', JPEG.length, withdrawalId],
    ]);
    // Stored under the uploads directory with random names, not the names sent.
    const rows = await env.database.db.select().from(t.withdrawalProofs).where(eq(t.withdrawalProofs.withdrawalId, withdrawalId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.file).toMatch(new RegExp(`^${PROOF_FOLDER}/[0-9a-f]{32}\\.(png|jpg)$`));
      expect(existsSync(join(env.app.platform.proofs.folder, '..', row.file))).toBe(true);
    }

    const confirmed = await confirm(token, { withdrawalId, outcome: 'NOT_RECEIVED', proofIds: proofs.map((p) => p.proofId) });
    expect(confirmed.body).toMatchObject({ success: true, value: { status: 'NOT_RECEIVED' } });
    // A retry of the same answer changes nothing and answers the same.
    expect((await confirm(token, { withdrawalId, outcome: 'NOT_RECEIVED', proofIds: proofs.map((p) => p.proofId) })).body).toMatchObject({ success: true, value: { status: 'NOT_RECEIVED' } });

    const [first] = proofs;
    if (!first) throw new Error('no proof');
    const image = await env.app.inject({ method: 'GET', url: `${WITHDRAW_PROOF_PATH}${first.proofId}`, headers: { authorization: token } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toContain('private');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const listed = await admin('withdrawal', 'list', '--status', 'NOT_RECEIVED');
    if (!listed.ok) throw new Error(listed.error);
    for (const row of rows) expect(listed.message).toContain(join(env.app.platform.proofs.folder, '..', row.file));
    // The file on disk is the image sent.
    const pngRow = rows.find((r) => r.contentType === 'image/png');
    expect((await readFile(join(env.app.platform.proofs.folder, '..', pngRow?.file ?? ''))).equals(PNG)).toBe(true);
  });

  it('another member (and no session) cannot read a proof: 404 / 401', async () => {
    const { token, withdrawalId } = await paidWithdrawal('agent41', '09170000102');
    const [proof] = (await upload(token, withdrawalId, [png()])).body.value.proofs;
    if (!proof) throw new Error('no proof');
    const stranger = await login(env.app, 'agent42');
    const read = await env.app.inject({ method: 'GET', url: `${WITHDRAW_PROOF_PATH}${proof.proofId}`, headers: { authorization: stranger } });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ success: false, errorCode: ERROR_CODES.notFound });
    expect((await env.app.inject({ method: 'GET', url: `${WITHDRAW_PROOF_PATH}${proof.proofId}` })).statusCode).toBe(401);
    expect((await env.app.inject({ method: 'GET', url: `${WITHDRAW_PROOF_PATH}..%2F..%2Fetc`, headers: { authorization: token } })).statusCode).toBe(404);
    // Nor upload to the owner's withdrawal, nor name the owner's proof in an answer of their own.
    failure(await upload(stranger, withdrawalId, [png()]), CASHIER_ERROR_CODES.cashierNotFound);
  });

  it('refuses a file over 5 MB while streaming and keeps nothing of it', async () => {
    const { token, withdrawalId } = await paidWithdrawal('player1', '09170000103');
    const before = await proofFiles();
    const big = await upload(token, withdrawalId, [png('ok.png'), png('big.png', PROOF_MAX_BYTES + 1)]);
    failure(big, PROOF_ERROR_CODES.proofTooLarge);
    // All or nothing: the first (good) file of that upload is gone too, and no row was written.
    expect(await proofFiles()).toEqual(before);
    expect(await env.database.db.select().from(t.withdrawalProofs).where(eq(t.withdrawalProofs.withdrawalId, withdrawalId))).toEqual([]);
    // Exactly 5 MB is allowed.
    expect((await upload(token, withdrawalId, [png('max.png', PROOF_MAX_BYTES)])).body).toMatchObject({ success: true, value: { proofs: [{ bytes: PROOF_MAX_BYTES }] } });
  });

  it('over a real socket: a 6 MB upload is answered cashier.proof.too.large and nothing of it is kept', async () => {
    const { token, withdrawalId } = await paidWithdrawal('agent1', '09170000107');
    const address = await env.app.listen({ host: '127.0.0.1', port: 0 });
    const before = await proofFiles();
    const form = new FormData();
    form.append('file', new Blob([PNG, new Uint8Array(6 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
    const res = await fetch(`${address}/wps/v2/withdraw/proof?withdrawalId=${withdrawalId}`, { method: 'POST', headers: { authorization: token }, body: form });
    expect(await res.json()).toMatchObject({ success: false, errorCode: PROOF_ERROR_CODES.proofTooLarge });
    expect(await proofFiles()).toEqual(before);
  });

  it('judges the type by content: a text file renamed .png with type image/png is refused; so is a GIF', async () => {
    const { token, withdrawalId } = await paidWithdrawal('player2', '09170000104');
    const before = await proofFiles();
    failure(await upload(token, withdrawalId, [{ filename: 'receipt.png', type: 'image/png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }]), PROOF_ERROR_CODES.proofType);
    failure(await upload(token, withdrawalId, [{ filename: 'anim.jpg', type: 'image/jpeg', data: Buffer.from('474946383961010001000000002c00000000010001000002003b', 'hex') }]), PROOF_ERROR_CODES.proofType);
    failure(await upload(token, withdrawalId, [{ filename: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }]), PROOF_ERROR_CODES.proofType);
    expect(await proofFiles()).toEqual(before);
    // A real PNG named .txt with a text type is accepted, as a PNG.
    expect((await upload(token, withdrawalId, [{ filename: 'notes.txt', type: 'text/plain', data: PNG }])).body).toMatchObject({ success: true, value: { proofs: [{ contentType: 'image/png' }] } });
  });

  it('at most 3 images per withdrawal: a 4th (in one upload or a later one) is refused', async () => {
    const { token, withdrawalId } = await paidWithdrawal('agent2', '09170000105');
    failure(await upload(token, withdrawalId, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]), PROOF_ERROR_CODES.proofLimit);
    expect(await env.database.db.select().from(t.withdrawalProofs).where(eq(t.withdrawalProofs.withdrawalId, withdrawalId))).toEqual([]);
    expect((await upload(token, withdrawalId, [png('1.png'), png('2.png')])).body.success).toBe(true);
    expect((await upload(token, withdrawalId, [png('3.png')])).body.success).toBe(true);
    failure(await upload(token, withdrawalId, [png('4.png')]), PROOF_ERROR_CODES.proofLimit);
    expect(await env.database.db.select().from(t.withdrawalProofs).where(eq(t.withdrawalProofs.withdrawalId, withdrawalId))).toHaveLength(3);
  });

  it('NOT_RECEIVED without proof, or with proofs of another withdrawal, is refused and changes nothing', async () => {
    const a = await paidWithdrawal('agent42', '09170000106');
    failure(await confirm(a.token, { withdrawalId: a.withdrawalId, outcome: 'NOT_RECEIVED' }), PROOF_ERROR_CODES.proofRequired);
    expect((await confirm(a.token, { withdrawalId: a.withdrawalId, outcome: 'NOT_RECEIVED', proofIds: [] })).status).toBe(400);
    failure(await confirm(a.token, { withdrawalId: a.withdrawalId, outcome: 'NOT_RECEIVED', proofIds: ['AAAAAAAAAAAAAAAAAAAAAA'] }), PROOF_ERROR_CODES.proofRequired);
    // Proof ids belong to the other outcome only.
    expect((await confirm(a.token, { withdrawalId: a.withdrawalId, outcome: 'RECEIVED', proofIds: ['AAAAAAAAAAAAAAAAAAAAAA'] })).status).toBe(400);
    const [row] = await env.database.db.select().from(t.withdrawals).where(eq(t.withdrawals.withdrawalId, a.withdrawalId));
    expect(row?.status).toBe('PAID');
    // Nothing to upload to once answered.
    expect((await confirm(a.token, { withdrawalId: a.withdrawalId, outcome: 'RECEIVED' })).body.success).toBe(true);
    failure(await upload(a.token, a.withdrawalId, [png()]), CASHIER_ERROR_CODES.cashierState);
  });

  it('rate-limits uploads per member (429)', async () => {
    const token = await login(env.app, 'agent1');
    let last: Answer | undefined;
    // Refused uploads count too: an unknown withdrawal answers cashier.not.found until the limit.
    for (let i = 0; i <= PROOF_UPLOADS_PER_MEMBER; i += 1) last = await upload(token, 'W20260101UNKNOWN000', [png()]);
    expect(last?.status).toBe(429);
    expect(last?.body.errorCode).toBe(ERROR_CODES.tooManyRequests);
  });
});
