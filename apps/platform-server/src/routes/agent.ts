/**
 * Handlers of the agent centre's team endpoints (issue 13; contract/agent.ts): the team overview
 * (agentTeamOverview), the downline list (downlineManagmentView) and the transfer to a downline.
 * The work is in src/agent/team.ts (TeamReports) and src/agent/transfer.ts
 * (DownlineTransferService). A transfer writes the audit event `agent.downline.transfer`.
 */
import { auditRequest } from '../security/audit.ts';
import { type Handlers } from './api.ts';

/** The agent team handlers, merged into the contract's handler map by api.ts. */
export const agentHandlers: Pick<Handlers, 'agentTeamOverview' | 'agentDownlines' | 'agentDownlineTransfer'> = {
  async agentTeamOverview({ query, session, services }) {
    return services.team.overview(session.member, query);
  },
  async agentDownlines({ query, session, services }) {
    return services.team.downlines(session.member, query);
  },
  async agentDownlineTransfer({ body, session, services, request }) {
    const transfer = await services.downlineTransfers.transfer(session.member, body);
    // A retried requestId answers the first transfer and is recorded again (like upline.transfer).
    auditRequest(request, {
      event: 'agent.downline.transfer',
      account: session.member.account,
      memberId: session.member.id,
      transferId: transfer.transferId,
      downline: transfer.member.account,
      amount: transfer.amount,
      balance: transfer.balance,
    });
    return transfer;
  },
};
