/**
 * Handlers of the member centre's reward and report pages (spec §2 manualRebate,
 * personalProfit): rebateInfo, rebateClaim, personalProfit. The work is in src/cashier
 * (rebates.ts, profit.ts). A paid claim writes the audit event `rebate.claimed`.
 */
import { claimRebate, rebateInfo } from '../cashier/rebates.ts';
import { personalProfit } from '../cashier/profit.ts';
import { auditRequest } from '../security/audit.ts';
import { type Handlers } from './api.ts';

/** The reward and report handlers, merged into the contract's handler map by api.ts. */
export const rewardHandlers: Pick<Handlers, 'rebateInfo' | 'rebateClaim' | 'personalProfit'> = {
  async rebateInfo({ session, services }) {
    return rebateInfo(services.database.db, session.member);
  },
  async rebateClaim({ body, session, services, request }) {
    const claim = await claimRebate(services.database.db, session.member, body, services.now());
    auditRequest(request, { event: 'rebate.claimed', account: session.member.account, memberId: session.member.id, claimId: claim.claimId, amount: claim.amount });
    return claim;
  },
  async personalProfit({ query, session, services }) {
    return personalProfit(services.database.db, session.member, query);
  },
};
