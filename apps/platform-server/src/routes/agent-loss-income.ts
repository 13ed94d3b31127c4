/**
 * Handlers of the agent centre's user loss and my income reports (issue 13;
 * contract/agentLossIncome.ts; pages palStatementsAgentCopy and agentRevenueReport). The work is in
 * src/agent/lossIncome.ts (LossIncomeReports); non-agents get `agent.only`.
 */
import { type Handlers } from './api.ts';

/** The user loss and my income handlers, merged into the contract's handler map by api.ts. */
export const agentLossIncomeHandlers: Pick<Handlers, 'agentTeamProfitLoss' | 'agentIncome'> = {
  async agentTeamProfitLoss({ query, session, services }) {
    return services.lossIncome.teamProfitLoss(session.member, query);
  },
  async agentIncome({ query, session, services }) {
    return services.lossIncome.income(session.member, query);
  },
};
