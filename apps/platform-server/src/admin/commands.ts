/**
 * Operator commands (docs/architecture.md "System status"): shared by the CLI (`src/admin.ts`, when
 * no server runs) and the server's admin socket (when one does).
 */
import { DEPOSIT_STATUSES, type DepositStatus, TRIAL_TYPE, WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@gamehall/api-client/contract';
import { type AdminDeposit, settlementAudit } from '../cashier/deposits.ts';
import { maskAccountNumber } from '../cashier/payout.ts';
import { type AdminWithdrawal } from '../cashier/withdrawals.ts';
import { type AdminProof } from '../cashier/proofs.ts';
import { money } from '../play/money.ts';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import { type PlatformServices } from '../services.ts';
import { reseed, seedIfEmpty } from '../db/seed.ts';
import { type SwitchState } from '../switches.ts';
import { buildSeed } from '../seed/catalogue.ts';
import { createAgent } from './createAgent.ts';
import { serializeError } from '../security/audit.ts';

/** A parsed operator command. */
export type AdminCommand =
  | { cmd: 'maintenance'; on: boolean }
  | { cmd: 'region'; on: boolean }
  | { cmd: 'wallet'; single: boolean }
  | { cmd: 'block'; cidr: string }
  | { cmd: 'unblock'; cidr: string }
  | { cmd: 'status' }
  | { cmd: 'seed'; reset: boolean }
  | { cmd: 'create-agent'; account: string; nickname?: string }
  | { cmd: 'login-code'; account: string }
  | { cmd: 'deposit-list'; status?: DepositStatus }
  | { cmd: 'deposit-approve'; depositId: string }
  | { cmd: 'deposit-reject'; depositId: string; reason?: string }
  | { cmd: 'withdrawal-list'; status?: WithdrawalStatus }
  | { cmd: 'withdrawal-approve'; withdrawalId: string }
  | { cmd: 'withdrawal-reject'; withdrawalId: string; reason?: string }
  | { cmd: 'settle'; at?: string };

/** The answer to a command. */
export type AdminResult = { ok: true; state: SwitchState; catalogueVersion: number; message: string } | { ok: false; error: string };

/** Usage text of the CLI. */
export const ADMIN_USAGE = `usage: admin <command>
  maintenance on|off      switch the maintenance page on or off
  region on|off           switch region restriction on or off
  region block <cidr>     block an IPv4/IPv6 range (e.g. 203.0.113.0/24, 2001:db8::/32)
  region unblock <cidr>   remove a blocked range
  wallet single|transfer  the merchant's wallet mode: one wallet, or transfer wallets per vendor
  status                  show the switches, blocked ranges and catalogue version
  seed [--reset]          seed an empty database with the catalogue and content, no account
                          (--reset: replace catalogue and content)
  create-agent <account> [nickname]
                          create a top agent with a one-time password (shown once; changed
                          at the first login): the first account of a production deployment
  login-code <account>    a one-time login code for a member (used once within 60 s):
                          open the player site at /?token=<code> to be logged in as them
  deposit list [--status PENDING|CREDITED|FAILED]
                          the latest 50 deposits of every member, newest first
  deposit approve <depositId>
                          credit a PENDING deposit (a bank transfer that arrived, or an
                          online payment whose callback never came): wallet, ledger, message
  deposit reject <depositId> [reason]
                          fail a PENDING deposit; the member gets a "deposit failed" message
  withdrawal list [--status <status>]
                          the latest 50 withdrawals of every member, newest first, each with the
                          paths of its proof images (a NOT_RECEIVED answer's) below it (status:
                          PENDING, PAID, REJECTED, RECEIVED, NOT_RECEIVED, PARTLY_RECEIVED, AUTO_RECEIVED)
  withdrawal approve <withdrawalId>
                          pay a PENDING withdrawal out: PAID, the member is notified and has the
                          confirmation window (spec §4) to answer
  withdrawal reject <withdrawalId> [reason]
                          reject a PENDING withdrawal: the money goes back to the member's main
                          wallet, and they get a "withdrawal rejected" message
  settle [--at <ISO instant>]
                          settle every closed, unsettled period of the agent contracts up to now
                          (or the instant given): salaries and dividends paid once per period`;

/**
 * Parses CLI arguments into a command.
 * @throws Error with the usage text when the arguments are not a command
 */
export function parseAdminArgs(args: readonly string[]): AdminCommand {
  const [a, b, c] = args;
  const onOff = (v: string | undefined) => {
    if (v === 'on') return true;
    if (v === 'off') return false;
    throw new Error(ADMIN_USAGE);
  };
  if (a === 'maintenance' && args.length === 2) return { cmd: 'maintenance', on: onOff(b) };
  if (a === 'region' && (b === 'block' || b === 'unblock') && c && args.length === 3) return { cmd: b, cidr: c };
  if (a === 'region' && args.length === 2) return { cmd: 'region', on: onOff(b) };
  if (a === 'wallet' && args.length === 2 && (b === 'single' || b === 'transfer')) return { cmd: 'wallet', single: b === 'single' };
  if (a === 'status' && args.length === 1) return { cmd: 'status' };
  if (a === 'seed' && (args.length === 1 || (args.length === 2 && b === '--reset'))) return { cmd: 'seed', reset: b === '--reset' };
  if (a === 'login-code' && b && args.length === 2) return { cmd: 'login-code', account: b };
  if (a === 'create-agent' && b && (args.length === 2 || args.length === 3)) return { cmd: 'create-agent', account: b, ...(c ? { nickname: c } : {}) };
  if (a === 'deposit') {
    const status = args[3];
    if (b === 'list' && args.length === 2) return { cmd: 'deposit-list' };
    if (b === 'list' && args.length === 4 && c === '--status' && isDepositStatus(status)) return { cmd: 'deposit-list', status };
    if (b === 'approve' && c && DEPOSIT_ID.test(c) && args.length === 3) return { cmd: 'deposit-approve', depositId: c };
    if (b === 'reject' && c && DEPOSIT_ID.test(c) && args.length >= 3) {
      const reason = args.slice(3).join(' ').trim();
      return { cmd: 'deposit-reject', depositId: c, ...(reason ? { reason } : {}) };
    }
  }
  if (a === 'withdrawal') {
    const status = args[3];
    if (b === 'list' && args.length === 2) return { cmd: 'withdrawal-list' };
    if (b === 'list' && args.length === 4 && c === '--status' && isWithdrawalStatus(status)) return { cmd: 'withdrawal-list', status };
    if (b === 'approve' && c && WITHDRAWAL_ID.test(c) && args.length === 3) return { cmd: 'withdrawal-approve', withdrawalId: c };
    if (b === 'reject' && c && WITHDRAWAL_ID.test(c) && args.length >= 3) {
      const reason = args.slice(3).join(' ').trim();
      return { cmd: 'withdrawal-reject', withdrawalId: c, ...(reason ? { reason } : {}) };
    }
  }
  if (a === 'settle' && args.length === 1) return { cmd: 'settle' };
  if (a === 'settle' && args.length === 3 && b === '--at' && c && isInstant(c)) return { cmd: 'settle', at: new Date(c).toISOString() };
  throw new Error(ADMIN_USAGE);
}

/** Whether a string is an ISO 8601 instant (`2026-11-27T00:00:00Z`, with or without milliseconds). */
const isInstant = (value: string): boolean => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));

/** A withdrawal id as the contract has it. */
const WITHDRAWAL_ID = /^[A-Za-z0-9-]{1,40}$/;
const isWithdrawalStatus = (value: unknown): value is WithdrawalStatus => typeof value === 'string' && (WITHDRAWAL_STATUSES as readonly string[]).includes(value);

/** A deposit id as the contract has it. */
const DEPOSIT_ID = /^[A-Za-z0-9-]{1,40}$/;
const isDepositStatus = (value: unknown): value is DepositStatus => typeof value === 'string' && (DEPOSIT_STATUSES as readonly string[]).includes(value);

/** Checks that an unknown value (from the socket) is a well-formed command. */
export function isAdminCommand(value: unknown): value is AdminCommand {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  switch (v.cmd) {
    case 'maintenance':
    case 'region':
      return typeof v.on === 'boolean';
    case 'wallet':
      return typeof v.single === 'boolean';
    case 'block':
    case 'unblock':
      return typeof v.cidr === 'string' && v.cidr.length <= 64;
    case 'status':
      return true;
    case 'seed':
      return typeof v.reset === 'boolean';
    case 'login-code':
      return typeof v.account === 'string' && v.account.length <= 64;
    case 'create-agent':
      return typeof v.account === 'string' && v.account.length <= 64 && (v.nickname === undefined || (typeof v.nickname === 'string' && v.nickname.length <= 64));
    case 'deposit-list':
      return v.status === undefined || isDepositStatus(v.status);
    case 'deposit-approve':
      return typeof v.depositId === 'string' && DEPOSIT_ID.test(v.depositId);
    case 'deposit-reject':
      return typeof v.depositId === 'string' && DEPOSIT_ID.test(v.depositId) && (v.reason === undefined || (typeof v.reason === 'string' && v.reason.length <= 200));
    case 'withdrawal-list':
      return v.status === undefined || isWithdrawalStatus(v.status);
    case 'withdrawal-approve':
      return typeof v.withdrawalId === 'string' && WITHDRAWAL_ID.test(v.withdrawalId);
    case 'withdrawal-reject':
      return typeof v.withdrawalId === 'string' && WITHDRAWAL_ID.test(v.withdrawalId) && (v.reason === undefined || (typeof v.reason === 'string' && v.reason.length <= 200));
    case 'settle':
      return v.at === undefined || (typeof v.at === 'string' && v.at.length <= 40 && isInstant(v.at));
    default:
      return false;
  }
}

/**
 * The argument of a command for its audit record: on/off, the wallet mode, the CIDR, `reset`, the
 * new agent's account (never its password).
 */
function commandTarget(command: AdminCommand): string | undefined {
  switch (command.cmd) {
    case 'maintenance':
    case 'region':
      return command.on ? 'on' : 'off';
    case 'wallet':
      return command.single ? 'single' : 'transfer';
    case 'block':
    case 'unblock':
      return command.cidr;
    case 'seed':
      return command.reset ? 'reset' : undefined;
    case 'create-agent':
    case 'login-code':
      return command.account.toLowerCase();
    case 'deposit-list':
      return command.status;
    case 'deposit-approve':
    case 'deposit-reject':
      return command.depositId;
    case 'withdrawal-list':
      return command.status;
    case 'withdrawal-approve':
    case 'withdrawal-reject':
      return command.withdrawalId;
    case 'status':
      return undefined;
    case 'settle':
      return command.at;
  }
}

/**
 * Runs a command against the database; changes take effect on the next request. Each run writes
 * the audit event `admin.command` (command, argument, where it came from, success; never the
 * one-time password or login code) to `services.audit` (issue 10 §4). A database failure is answered by its
 * message without the query or its parameters ({@link serializeError}).
 * @param services the platform services (the server's, or the CLI's over the database)
 * @param command the command
 * @param via where it came from: `socket` (a running server's admin socket, the default) or `cli`
 * @returns the switches and catalogue version afterwards, or an error message
 */
export async function runAdminCommand(services: PlatformServices, command: AdminCommand, via: 'socket' | 'cli' = 'socket'): Promise<AdminResult> {
  const result = await runCommand(services, command);
  services.audit.record({ event: 'admin.command', command: command.cmd, target: commandTarget(command), via, ok: result.ok, ...(result.ok ? {} : { reason: result.error }) });
  return result;
}

async function runCommand(services: PlatformServices, command: AdminCommand): Promise<AdminResult> {
  try {
    let message = 'ok';
    switch (command.cmd) {
      case 'maintenance':
        await services.switches.set('maintenance', command.on);
        message = `maintenance ${command.on ? 'on' : 'off'}`;
        break;
      case 'region':
        await services.switches.set('regionRestriction', command.on);
        message = `region restriction ${command.on ? 'on' : 'off'}`;
        break;
      case 'wallet':
        await services.wallets.setSingle(command.single);
        message = `wallet mode ${command.single ? 'single (one wallet for every vendor)' : 'transfer (a wallet per vendor)'}`;
        break;
      case 'block':
        await services.switches.block(command.cidr);
        message = `blocked ${command.cidr}`;
        break;
      case 'unblock':
        await services.switches.unblock(command.cidr);
        message = `unblocked ${command.cidr}`;
        break;
      case 'status':
        message = 'status';
        break;
      case 'seed': {
        if (command.reset) {
          const version = await reseed(services.database.db, buildSeed());
          message = `catalogue reseeded (version ${version})`;
        } else {
          // Catalogue and content only: demo accounts come with a demo start, never from this command.
          const result = await seedIfEmpty(services.database.db, buildSeed, undefined, services.now, false);
          message = result.seeded ? `seeded ${result.games} games` : `already seeded (${result.games} games)`;
        }
        services.cache.invalidate();
        services.switches.invalidate();
        break;
      }
      case 'login-code': {
        const account = command.account.toLowerCase();
        const [member] = await services.database.db.select().from(members).where(eq(members.account, account));
        if (!member) return { ok: false, error: `no account ${account}` };
        if (member.disabled || member.type === TRIAL_TYPE) return { ok: false, error: `${account} cannot log in (disabled or trial account)` };
        const issued = await services.sessions.issueLoginCode(member.id, 'admin');
        message = `login code for ${account}: ${issued.code}\nvalid once within ${String(issued.expiresIn)} s: open the player site at /?token=${issued.code}`;
        break;
      }
      case 'deposit-list': {
        const list = await services.deposits.adminList(command.status);
        message = list.length === 0 ? `no deposits${command.status ? ` ${command.status}` : ''}` : list.map(depositLine).join('\n');
        break;
      }
      case 'deposit-approve':
      case 'deposit-reject': {
        const outcome = command.cmd === 'deposit-approve' ? await services.deposits.approve(command.depositId) : await services.deposits.reject(command.depositId, command.reason);
        const audit = settlementAudit(outcome, 'operator');
        if (audit) services.audit.record(audit);
        const { deposit } = outcome;
        message = `deposit ${deposit.depositId} ${deposit.status}: ${deposit.amount} (${deposit.channelName}, reference ${deposit.reference})${outcome.event?.balance ? `; main wallet now ${outcome.event.balance}` : ''}`;
        break;
      }
      case 'withdrawal-list': {
        const rows = await services.withdrawals.adminList({ status: command.status });
        // A NOT_RECEIVED answer's proof images (spec §4): one indented line per file, its path on the server.
        const proofs = await services.proofs.adminList(rows.map((w) => w.withdrawalId));
        message =
          rows.length === 0
            ? `no withdrawals${command.status ? ` ${command.status}` : ''}`
            : rows.map((w) => [withdrawalLine(w), ...(proofs.get(w.withdrawalId) ?? []).map(proofLine)].join('\n')).join('\n');
        break;
      }
      case 'withdrawal-approve': {
        const { withdrawal, memberId } = await services.withdrawals.approve(command.withdrawalId);
        services.audit.record({ event: 'withdrawal.approved', memberId, withdrawalId: withdrawal.withdrawalId, amount: withdrawal.amount, status: withdrawal.status });
        message = `withdrawal ${withdrawal.withdrawalId} PAID: ${withdrawal.amount}; the member confirms by ${withdrawal.confirmBy ?? '-'}`;
        break;
      }
      case 'withdrawal-reject': {
        const { withdrawal, memberId, balance } = await services.withdrawals.reject(command.withdrawalId, command.reason);
        services.audit.record({ event: 'withdrawal.rejected', memberId, withdrawalId: withdrawal.withdrawalId, amount: withdrawal.amount, status: withdrawal.status, balance });
        message = `withdrawal ${withdrawal.withdrawalId} REJECTED: ${withdrawal.amount} back in the main wallet (now ${balance ?? '-'})`;
        break;
      }
      case 'create-agent': {
        const agent = await createAgent(services.database.db, services.hasher, services.now(), command.account, command.nickname);
        message = `created agent ${agent.account} (affiliate code ${agent.affiliateCode}) with the one-time password ${agent.password}\nit is shown only now; the first login on the agent site asks for a new password`;
        break;
      }
      case 'settle': {
        const at = command.at ? new Date(command.at) : new Date(services.now());
        const report = await services.settlement.settleDue(at);
        message = `settled ${String(report.settled)} period(s) up to ${at.toISOString()}: ${String(report.paid)} paid, ${report.amount} in total (${String(report.skipped)} already settled)`;
        break;
      }
    }
    services.switches.invalidate();
    const state = (await services.switches.read()).state;
    return { ok: true, state, catalogueVersion: await services.repository.version(), message };
  } catch (error) {
    const safe = serializeError(error);
    const where = [safe.code, safe.constraint].filter((part) => typeof part === 'string').join(' ');
    return { ok: false, error: `${String(safe.message ?? 'failed')}${where ? ` (${where})` : ''}` };
  }
}

/** One line of `deposit list`: id, status, amount, channel, reference, account, created (and why it failed). */
function depositLine(d: AdminDeposit): string {
  return [d.depositId, d.status.padEnd(8), d.amount.padStart(12), d.channelId.padEnd(9), d.reference, d.account, d.createdAt, d.failReason ? `(${d.failReason})` : '']
    .filter((part) => part !== '')
    .join('  ');
}

/** One line of `withdrawal list`: id, status, amount, account name, payout account (masked), created (and why it was rejected). */
function proofLine(p: AdminProof): string {
  return `    proof ${p.proofId}  ${p.contentType}  ${String(p.bytes)} bytes  ${p.path}`;
}

function withdrawalLine(w: AdminWithdrawal): string {
  return [w.withdrawalId, w.status.padEnd(15), money(w.amount).padStart(12), w.account, `${w.methodName} ${maskAccountNumber(w.accountNumber)}`, w.createdAt.toISOString(), w.rejectReason ? `(${w.rejectReason})` : '']
    .filter((part) => part !== '')
    .join('  ');
}
