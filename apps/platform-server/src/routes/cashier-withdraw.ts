/**
 * Handlers of the withdraw side of the member centre (spec §2 withdraw, transactionHistory; §4
 * withdrawal confirmation): payoutAccounts, bindPayoutAccount, paymentPassword, withdrawInfo,
 * withdraw, withdrawList, withdrawConfirm, transactionHistory. The work is in src/cashier
 * (PayoutService, WithdrawalService, transactionHistory). A withdrawal request and a
 * confirmation write the audit events `withdrawal.requested` and `withdrawal.confirmed`; the
 * payment password is never logged or audited.
 */
import { type LedgerFilter } from '@gamehall/api-client/contract';
import { LEDGER_PAGE_DEFAULT, LEDGER_PAGE_MAX, transactionHistory } from '../cashier/ledger.ts';
import { WITHDRAW_PAGE_DEFAULT } from '../cashier/withdrawals.ts';
import { auditRequest } from '../security/audit.ts';
import { type Handlers } from './api.ts';
import { boundedInt } from './paging.ts';

type WithdrawEndpoint = 'payoutAccounts' | 'bindPayoutAccount' | 'paymentPassword' | 'withdrawInfo' | 'withdraw' | 'withdrawList' | 'withdrawConfirm' | 'transactionHistory';

const page = (query: { pageNo?: string; pageSize?: string }, fallback: number) => ({
  pageNo: boundedInt(query.pageNo, 1, 'pageNo', 1, 100_000),
  pageSize: boundedInt(query.pageSize, fallback, 'pageSize', 1, LEDGER_PAGE_MAX),
});

/** The withdraw-side handlers, merged into the contract's handler map by api.ts. */
export const withdrawHandlers: Pick<Handlers, WithdrawEndpoint> = {
  async payoutAccounts({ session, services }) {
    return services.payout.list(session.member);
  },
  async bindPayoutAccount({ body, session, services }) {
    return services.payout.bind(session.member, body);
  },
  async paymentPassword({ body, session, services }) {
    return services.payout.setPaymentPassword(session.member, body);
  },
  async withdrawInfo({ session, services }) {
    return services.withdrawals.info(session.member);
  },
  async withdraw({ body, session, services, request }) {
    const withdrawal = await services.withdrawals.request(session.member, body);
    // A retried requestId answers the first withdrawal and is recorded again (like wallet.transfer).
    auditRequest(request, {
      event: 'withdrawal.requested',
      account: session.member.account,
      memberId: session.member.id,
      withdrawalId: withdrawal.withdrawalId,
      amount: withdrawal.amount,
      status: withdrawal.status,
    });
    return withdrawal;
  },
  async withdrawList({ query, session, services }) {
    return services.withdrawals.list(session.member, page(query, WITHDRAW_PAGE_DEFAULT));
  },
  async withdrawConfirm({ body, session, services, request }) {
    const withdrawal = await services.withdrawals.confirm(session.member, body);
    auditRequest(request, {
      event: 'withdrawal.confirmed',
      account: session.member.account,
      memberId: session.member.id,
      withdrawalId: withdrawal.withdrawalId,
      amount: withdrawal.amount,
      status: withdrawal.status,
    });
    return withdrawal;
  },
  async transactionHistory({ query, session, services }) {
    return transactionHistory(services.database.db, session.member, {
      type: query.type as LedgerFilter | undefined,
      from: query.from,
      to: query.to,
      ...page(query, LEDGER_PAGE_DEFAULT),
    });
  },
};
