/**
 * Handlers of the agent centre's team records (issue 13; contract/agentTeamRecords.ts): team
 * betting (page personalHistoryCopy) and the team's transactions (page
 * agentDownlineTransactionDetailsCopy). The work is in src/agent/records.ts (TeamRecords).
 */
import { type Handlers } from './api.ts';

/** The team record handlers, merged into the contract's handler map by api.ts. */
export const agentRecordHandlers: Pick<Handlers, 'agentTeamBets' | 'agentTeamTransactions'> = {
  async agentTeamBets({ query, session, services }) {
    return services.teamRecords.bets(session.member, query);
  },
  async agentTeamTransactions({ query, session, services }) {
    return services.teamRecords.transactions(session.member, query);
  },
};
