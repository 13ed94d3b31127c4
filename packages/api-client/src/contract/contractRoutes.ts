/**
 * The schema-free half of the agent contracts (spec §3 contract fields, §4 contract offers, §6
 * consolidated funds, §7 relay calls, §9 salary periods): the routes the agent centre and the
 * player site's contract popup register with the transport when their chunk loads, the contract
 * types, statuses and periods, the consolidated-funds flag of each type, the merchant's maximum
 * rates and the error codes. The wire schemas are in `contracts.ts`.
 *
 * Wire design (docs/architecture.md "Our server defines the wire format"; the spec names only the
 * four relay calls): each relay path answers `GET` (the caller's contract of that type, its
 * pending offer, the contracts it gave its direct downlines, paged, and its own rate cap) and
 * `POST` with an `action` of `offer`, `accept`, `reject` or `terminate` (each answers the
 * contract after the action). `GET /wps/agent/contracts/pending` answers every pending offer of
 * the logged-in member (the contract popup of spec §2), `GET /wps/agent/contracts/settlements`
 * the caller's settlements of one type (the records pages agentDividendRecordCopy2,
 * agentDailyWages2, agentHourSalary, agentRealtimeSalary).
 */
import { type RouteDef, route } from './routes';

/** Contract types (spec §1 "dividend, daily, hourly and real-time salary"). */
export const CONTRACT_TYPES = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
/** A contract type. */
export type ContractTypeName = (typeof CONTRACT_TYPES)[number];

/**
 * Contract statuses (spec §4): `OFFERED` (waiting for the downline), `ACTIVE` (accepted),
 * `REJECTED` (the downline said no), `TERMINATED` (by either side, replaced by a newer contract,
 * or auto-terminated by the system, see `terminatedBy` / `terminationReason`).
 */
export const CONTRACT_STATUSES = ['OFFERED', 'ACTIVE', 'REJECTED', 'TERMINATED'] as const;

/** Actions of a contract relay's `POST` (spec §4: offer, accept, reject, terminate). */
export const CONTRACT_ACTIONS = ['offer', 'accept', 'reject', 'terminate'] as const;

/** Who ended a contract: its upline, the downline that held it, or the system (spec §4 auto-termination). */
export const CONTRACT_TERMINATORS = ['UPLINE', 'DOWNLINE', 'SYSTEM'] as const;

/**
 * Why a contract ended: `BY_UPLINE` / `BY_DOWNLINE` (a terminate action), `REPLACED` (the holder
 * accepted a newer contract of the type), `UPLINE_RATE_LOWERED` (spec §4: the holder's upline
 * accepted a contract at a lower rate than this one; terminated once the upline confirmed).
 */
export const CONTRACT_TERMINATION_REASONS = ['BY_UPLINE', 'BY_DOWNLINE', 'REPLACED', 'UPLINE_RATE_LOWERED'] as const;

/**
 * Settlement periods of a dividend contract (spec §9 "Salary period options: daily, weekly,
 * semimonthly, monthly"), in UTC: a day; an ISO week from Monday; the 1st–15th and the 16th–end
 * of a month; a calendar month.
 */
export const DIVIDEND_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;

/** Real-time salary settles every 5 minutes (spec §9), in ms. */
export const REALTIME_SALARY_PERIOD_MS = 5 * 60_000;

/** At most this many tiers per contract. */
export const CONTRACT_MAX_TIERS = 10;

/**
 * The thresholds each contract type's tiers name (spec §3 contract fields; `contracts.ts` module
 * comment): daily salary the day's valid bet and active members, hourly salary the hour's valid
 * bet, dividend the team's loss and active members; a real-time salary only its rate.
 */
export const CONTRACT_TIER_FIELDS = {
  DIVIDEND: ['profitLoss', 'activeMembers'],
  DAILY_SALARY: ['betAmount', 'activeMembers'],
  HOURLY_SALARY: ['betAmount'],
  REALTIME_SALARY: [],
} as const satisfies Record<ContractTypeName, readonly ('betAmount' | 'profitLoss' | 'activeMembers')[]>;

/**
 * The consolidated-funds flag (spec §3, §6) that enables each contract type for the offering
 * upline (`members.consolidatedFunds`, the `fundsConsolidated` endpoint).
 */
export const CONTRACT_FUNDS_FLAGS = {
  DIVIDEND: 'divtypereq',
  DAILY_SALARY: 'dailysalreqtype',
  HOURLY_SALARY: 'contracthoursalreq',
  REALTIME_SALARY: 'realtimesalreqtype',
} as const satisfies Record<ContractTypeName, string>;

/** The spec §7 relay path of each contract type. */
export const CONTRACT_RELAY_PATHS = {
  DIVIDEND: '/wps/relay/MCS2_processDividendReq',
  DAILY_SALARY: '/wps/relay/MCS2_processDailySalContract',
  HOURLY_SALARY: '/wps/relay/MCS2_processContractHourSalary',
  REALTIME_SALARY: '/wps/relay/MCSFE_processRealTimeSalaryContract',
} as const satisfies Record<ContractTypeName, string>;

/**
 * The merchant's maximum rate of each type (percent, decimal string): the cap of a top agent, one
 * without an upline. Every other agent's rates are capped by its own active contract of the type.
 */
export const MERCHANT_MAX_RATES = {
  DIVIDEND: '40.00',
  DAILY_SALARY: '2.00',
  HOURLY_SALARY: '1.00',
  REALTIME_SALARY: '0.80',
} as const satisfies Record<ContractTypeName, string>;

/** Ledger kinds of settlement payouts: salaries of the three salary types, dividends. */
export const SETTLEMENT_LEDGER_KINDS = {
  DIVIDEND: 'DIVIDEND',
  DAILY_SALARY: 'SALARY',
  HOURLY_SALARY: 'SALARY',
  REALTIME_SALARY: 'SALARY',
} as const satisfies Record<ContractTypeName, string>;

/** Method, path and session need of each contract endpoint, by endpoint name. */
export const contractRoutes = {
  dividendContract: route('GET', CONTRACT_RELAY_PATHS.DIVIDEND, 'required'),
  dividendContractAction: route('POST', CONTRACT_RELAY_PATHS.DIVIDEND, 'required'),
  dailySalaryContract: route('GET', CONTRACT_RELAY_PATHS.DAILY_SALARY, 'required'),
  dailySalaryContractAction: route('POST', CONTRACT_RELAY_PATHS.DAILY_SALARY, 'required'),
  hourSalaryContract: route('GET', CONTRACT_RELAY_PATHS.HOURLY_SALARY, 'required'),
  hourSalaryContractAction: route('POST', CONTRACT_RELAY_PATHS.HOURLY_SALARY, 'required'),
  realtimeSalaryContract: route('GET', CONTRACT_RELAY_PATHS.REALTIME_SALARY, 'required'),
  realtimeSalaryContractAction: route('POST', CONTRACT_RELAY_PATHS.REALTIME_SALARY, 'required'),
  pendingContracts: route('GET', '/wps/agent/contracts/pending', 'required'),
  contractSettlements: route('GET', '/wps/agent/contracts/settlements', 'required'),
} as const satisfies Record<string, RouteDef>;

/** The endpoint names of each type's relay (`GET` view, `POST` action). */
export const CONTRACT_ENDPOINTS = {
  DIVIDEND: { view: 'dividendContract', action: 'dividendContractAction' },
  DAILY_SALARY: { view: 'dailySalaryContract', action: 'dailySalaryContractAction' },
  HOURLY_SALARY: { view: 'hourSalaryContract', action: 'hourSalaryContractAction' },
  REALTIME_SALARY: { view: 'realtimeSalaryContract', action: 'realtimeSalaryContractAction' },
} as const satisfies Record<ContractTypeName, { view: keyof typeof contractRoutes; action: keyof typeof contractRoutes }>;

/**
 * Error codes of the contract endpoints. A non-agent's offer answers the core `agent.only`,
 * a type whose consolidated-funds flag is off the core `function.disabled`, a trial account `member.trial`.
 */
export const CONTRACT_ERROR_CODES = {
  /** The account is not a direct downline of the caller (or is a trial account). */
  downlineInvalid: 'contract.downline.invalid',
  /** A tier's rate is above the caller's cap; the value is `{ maxRate }` (null: the caller has no contract of the type to pass on). */
  rateTooHigh: 'contract.rate.too.high',
  /** Tiers missing, not ascending, or a field the type does not use or needs (message names it). */
  tiersInvalid: 'contract.tiers.invalid',
  /** No such contract for the caller (or not one the caller may act on). */
  notFound: 'contract.not.found',
  /** The action does not fit the contract's status (accept/reject a non-offer, terminate an ended one). */
  stateInvalid: 'contract.state.invalid',
  /**
   * Accepting would auto-terminate contracts the caller gave its downlines at a higher rate (spec
   * §4); nothing changed. The value is `{ contracts: Contract[] }` (those that would end); accept
   * again with `confirm: true` to go ahead.
   */
  confirmTerminations: 'contract.terminations.unconfirmed',
} as const;
