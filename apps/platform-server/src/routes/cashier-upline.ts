/**
 * Handlers of the transfer to the upline (spec §2 transferUpline, §6): uplineInfo and
 * transferUpline. The work is in src/cashier/upline.ts (UplineTransferService). A transfer
 * writes the audit event `upline.transfer`; the payment password is never logged or audited.
 */
import { auditRequest } from '../security/audit.ts';
import { type Handlers } from './api.ts';

/** The upline-transfer handlers, merged into the contract's handler map by api.ts. */
export const uplineHandlers: Pick<Handlers, 'uplineInfo' | 'transferUpline'> = {
  async uplineInfo({ session, services }) {
    return services.upline.info(session.member);
  },
  async transferUpline({ body, session, services, request }) {
    const transfer = await services.upline.transfer(session.member, body);
    // A retried requestId answers the first transfer and is recorded again (like wallet.transfer).
    auditRequest(request, {
      event: 'upline.transfer',
      account: session.member.account,
      memberId: session.member.id,
      transferId: transfer.transferId,
      upline: transfer.upline.account,
      amount: transfer.amount,
      balance: transfer.balance,
    });
    return transfer;
  },
};
