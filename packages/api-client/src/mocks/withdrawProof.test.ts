import { afterEach, describe, expect, it } from 'vitest';
import { CASHIER_ERROR_CODES, cashierRoutes } from '../contract/cashierRoutes';
import { PROOF_ERROR_CODES, PROOF_MAX_BYTES } from '../contract/withdrawProof';
import { request } from '../transport/request';
import { registerRoutes } from '../transport/routeTable';
import { CashierMockState, MOCK_PAYMENT_PASSWORD } from './cashier';
import { makeMockCatalogue } from './catalogue';
import { createHandlers } from './handlers';
import { startMockServer } from './node';
import { failureOf } from '../test/mockTestKit';

const server = startMockServer();
registerRoutes(cashierRoutes);
const db = makeMockCatalogue({ gamesPerVendor: 2 });
const TOKENS = { 'tok-player1': 'player1' };
const ACCOUNTS = [{ account: 'player1', password: 'x', nickname: 'Player One', type: 0, balance: '1000.00' }];
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

const form = (...files: File[]) => {
  const data = new FormData();
  for (const file of files) data.append('file', file);
  return data;
};

afterEach(() => sessionStorage.clear());

describe('withdrawal proof mocks (spec §4 not received with proof)', () => {
  it('take PNG/JPEG by content (≤ 5 MB, ≤ 3) through the transport as FormData, then NOT_RECEIVED with their ids', async () => {
    const state = new CashierMockState();
    server.use(...createHandlers(db, { cashier: state, accounts: { sessions: TOKENS, accounts: ACCOUNTS } }));
    sessionStorage.setItem('token', 'tok-player1');
    const withdrawal = await request('withdraw', { body: { requestId: '00000000-0000-4000-8000-000000000901', accountId: 1, amount: '100', paymentPassword: MOCK_PAYMENT_PASSWORD } });
    const upload = (body: FormData) => request('withdrawProofUpload', { query: { withdrawalId: withdrawal.withdrawalId }, body });
    // Not paid out yet.
    expect((await failureOf(upload(form(new File([PNG], 'a.png'))))).errorCode).toBe(CASHIER_ERROR_CODES.cashierState);
    state.approveWithdrawal(withdrawal.withdrawalId);
    expect((await failureOf(upload(form(new File(['<svg/>'], 'fake.png', { type: 'image/png' }))))).errorCode).toBe(PROOF_ERROR_CODES.proofType);
    expect((await failureOf(upload(form(new File([PNG, new Uint8Array(PROOF_MAX_BYTES)], 'big.png', { type: 'image/png' }))))).errorCode).toBe(PROOF_ERROR_CODES.proofTooLarge);
    expect((await failureOf(upload(form(...[1, 2, 3, 4].map((n) => new File([PNG], `${String(n)}.png`)))))).errorCode).toBe(PROOF_ERROR_CODES.proofLimit);
    expect((await failureOf(request('withdrawConfirm', { body: { withdrawalId: withdrawal.withdrawalId, outcome: 'NOT_RECEIVED' } }))).errorCode).toBe(PROOF_ERROR_CODES.proofRequired);
    const { proofs } = await upload(form(new File([PNG], 'a.png'), new File([JPEG], 'b.bin', { type: 'application/octet-stream' })));
    expect(proofs.map((p) => p.contentType)).toEqual(['image/png', 'image/jpeg']);
    const confirmed = await request('withdrawConfirm', { body: { withdrawalId: withdrawal.withdrawalId, outcome: 'NOT_RECEIVED', proofIds: proofs.map((p) => p.proofId) } });
    expect(confirmed.status).toBe('NOT_RECEIVED');
  });
});
