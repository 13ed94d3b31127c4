/**
 * Handlers of the agent contract endpoints (issue 13; spec §2 contract popup and records pages,
 * §4, §6, §7 relay calls `MCS2_processDividendReq`, `MCS2_processDailySalContract`,
 * `MCS2_processContractHourSalary`, `MCSFE_processRealTimeSalaryContract`). The work is in
 * src/contracts/contracts.ts (ContractService). Every action writes the audit event `contract.<action>`.
 */
import { type ContractActionBody, type ContractTypeName, type ContractViewQuery } from '@gamehall/api-client/contract';
import { auditRequest } from '../security/audit.ts';
import { type Handlers, type HandlerContext } from './api.ts';
import { type Session } from '../accounts/sessions.ts';

type ViewContext = HandlerContext<ContractViewQuery, never, Session>;
type ActionContext = HandlerContext<Record<string, never>, ContractActionBody, Session>;

const view = (type: ContractTypeName) => async ({ query, session, services }: ViewContext) => services.contracts.view(session.member, type, query);
const action =
  (type: ContractTypeName) =>
  async ({ body, session, services, request }: ActionContext) => {
    const contract = await services.contracts.act(session.member, type, body);
    auditRequest(request, { event: `contract.${body.action}`, account: session.member.account, memberId: session.member.id, contractId: contract.contractId, contractType: type, status: contract.status });
    return contract;
  };

/** The contract handlers, merged into the contract's handler map by api.ts. */
export const contractHandlers: Pick<
  Handlers,
  | 'dividendContract'
  | 'dividendContractAction'
  | 'dailySalaryContract'
  | 'dailySalaryContractAction'
  | 'hourSalaryContract'
  | 'hourSalaryContractAction'
  | 'realtimeSalaryContract'
  | 'realtimeSalaryContractAction'
  | 'pendingContracts'
  | 'contractSettlements'
> = {
  dividendContract: view('DIVIDEND'),
  dividendContractAction: action('DIVIDEND'),
  dailySalaryContract: view('DAILY_SALARY'),
  dailySalaryContractAction: action('DAILY_SALARY'),
  hourSalaryContract: view('HOURLY_SALARY'),
  hourSalaryContractAction: action('HOURLY_SALARY'),
  realtimeSalaryContract: view('REALTIME_SALARY'),
  realtimeSalaryContractAction: action('REALTIME_SALARY'),
  async pendingContracts({ session, services }) {
    return services.contracts.pending(session.member);
  },
  async contractSettlements({ query, session, services }) {
    return services.contracts.settlements(session.member, query);
  },
};
