/**
 * Agent contracts (spec §3 contract fields, §4 "Contract offers from an upline can be accepted,
 * rejected or terminated. A new contract at a lower rate than an existing downline contract
 * auto-terminates that downline contract once the user agrees", §6 "uplines offer contracts that
 * downlines accept or reject", consolidated-funds flags): offers, answers, terminations, the view
 * of each relay, the pending offers and the settlement records. Settlement is `settlement.ts`.
 *
 * Rules (each answers a business error, nothing written):
 * - only agents (types 1, 2, 41, 42) offer (`agent.only`), only when their own
 *   consolidated-funds flag of the type is 1 (`function.disabled`), only to a direct downline that
 *   is not a trial account (`contract.downline.invalid`);
 * - no tier's rate exceeds the offering upline's cap (`contract.rate.too.high`, value `{ maxRate }`):
 *   its own ACTIVE contract's highest rate of the type, or for a top agent (no upline)
 *   {@link MERCHANT_MAX_RATES}; an agent with an upline but no contract of the type has nothing to pass on;
 * - tiers use the thresholds of their type, ascending (`contract.tiers.invalid`; the contract's
 *   `checkContractTiers`, which the mocks share);
 * - offering again replaces a pending offer (it ends TERMINATED, reason REPLACED); an ACTIVE
 *   contract stays until the new one is accepted, which ends it (REPLACED);
 * - spec §4: accepting a contract whose highest rate is below the highest rate of contracts the
 *   accepting member gave its own direct downlines (OFFERED or ACTIVE) ends those (SYSTEM,
 *   UPLINE_RATE_LOWERED), only with `confirm: true`; without it the accept answers
 *   `contract.terminations.unconfirmed` listing them. The accept and the terminations are one transaction.
 */
import {
  AGENT_TYPES,
  CONTRACT_ERROR_CODES,
  CONTRACT_FUNDS_FLAGS,
  type Contract,
  type ContractActionBody,
  type ContractSettlement,
  type ContractTier,
  type ContractTierInput,
  type ContractTypeName,
  type ContractView,
  type ContractViewQuery,
  ERROR_CODES,
  MERCHANT_MAX_RATES,
  type SettlementQuery,
  TRIAL_TYPE,
  checkContractTiers,
} from '@gamehall/api-client/contract';
import Big from 'big.js';
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import { TRIAL_MESSAGE } from '../accounts/accounts.ts';
import { type MemberRow } from '../accounts/sessions.ts';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';
import { BusinessError, RequestError } from '../http/envelope.ts';
import { money } from '../play/money.ts';

/** Dependencies of {@link ContractService}. */
export interface ContractDeps {
  db: AppDb;
  /** The server clock in ms. */
  now: () => number;
}

/** Message of a non-agent's offer. */
export const NOT_AGENT_OFFER_MESSAGE = 'Only agents can offer contracts';
/** Page size of the lists when the query names none. */
export const CONTRACT_PAGE_DEFAULT = 20;

type ContractRow = typeof t.agentContracts.$inferSelect;
type Party = { account: string; nickname: string };
const OPEN = ['OFFERED', 'ACTIVE'];

const rate = (value: string) => new Big(value).toFixed(2);
const iso = (d: Date | null) => (d ? { value: d.toISOString() } : undefined);

/** Offers, answers, terminations and records of agent contracts. One instance per app. */
export class ContractService {
  constructor(private readonly deps: ContractDeps) {}

  /** The wire contracts of rows, with both parties. */
  private async toContracts(db: AppDb, rows: readonly ContractRow[]): Promise<Contract[]> {
    if (rows.length === 0) return [];
    const ids = [...new Set(rows.flatMap((r) => [r.uplineId, r.memberId]))];
    const parties = new Map<number, Party>(
      (await db.select({ id: t.members.id, account: t.members.account, nickname: t.members.nickname }).from(t.members).where(inArray(t.members.id, ids))).map((m) => [
        m.id,
        { account: m.account, nickname: m.nickname },
      ]),
    );
    const party = (id: number) => parties.get(id) ?? { account: '', nickname: '' };
    return rows.map((r) => {
      const responded = iso(r.respondedAt);
      const terminated = iso(r.terminatedAt);
      return {
        contractId: r.id,
        type: r.type as ContractTypeName,
        status: r.status as Contract['status'],
        upline: party(r.uplineId),
        member: party(r.memberId),
        ...(r.period ? { period: r.period as NonNullable<Contract['period']> } : {}),
        tiers: r.tiers as ContractTier[],
        maxRate: rate(r.maxRate),
        offeredAt: r.offeredAt.toISOString(),
        ...(responded ? { respondedAt: responded.value } : {}),
        ...(terminated ? { terminatedAt: terminated.value } : {}),
        ...(r.terminatedBy ? { terminatedBy: r.terminatedBy as NonNullable<Contract['terminatedBy']> } : {}),
        ...(r.terminationReason ? { terminationReason: r.terminationReason as NonNullable<Contract['terminationReason']> } : {}),
      };
    });
  }

  private async one(db: AppDb, row: ContractRow): Promise<Contract> {
    const [contract] = await this.toContracts(db, [row]);
    if (!contract) throw new Error(`contract ${String(row.id)} not mapped`);
    return contract;
  }

  /**
   * The cap of a member's offers of a type: its own ACTIVE contract's highest rate, the merchant
   * maximum for a top agent (no upline), else null (nothing to pass on).
   * @param db the database or a transaction
   * @param member the member (id, parentId)
   * @param type the contract type
   */
  async capOf(db: AppDb, member: Pick<MemberRow, 'id' | 'parentId'>, type: ContractTypeName): Promise<string | null> {
    const [own] = await db
      .select({ maxRate: t.agentContracts.maxRate })
      .from(t.agentContracts)
      .where(and(eq(t.agentContracts.memberId, member.id), eq(t.agentContracts.type, type), eq(t.agentContracts.status, 'ACTIVE')));
    if (own) return rate(own.maxRate);
    return member.parentId === null ? MERCHANT_MAX_RATES[type] : null;
  }

  /** Whether a member may offer contracts of a type: an agent whose own consolidated-funds flag of the type is 1. */
  canOffer(member: Pick<MemberRow, 'type' | 'consolidatedFunds'>, type: ContractTypeName): boolean {
    const flags = member.consolidatedFunds as Record<string, number | undefined>;
    return AGENT_TYPES.includes(member.type) && flags[CONTRACT_FUNDS_FLAGS[type]] === 1;
  }

  /**
   * A relay's `GET` (ContractView): may the member offer the type, its cap, its own active
   * contract and pending offer, and a page of the open contracts it gave its direct downlines.
   * @param member the session member
   * @param type the relay's contract type
   * @param query `pageNo`, `pageSize` (1–100, default {@link CONTRACT_PAGE_DEFAULT}); `account`:
   *   only the contracts held by that direct downline (case-insensitive; none for another account)
   * @throws BusinessError `member.trial`
   */
  async view(member: MemberRow, type: ContractTypeName, query: ContractViewQuery): Promise<ContractView> {
    if (member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
    const { db } = this.deps;
    const c = t.agentContracts;
    const pageNo = Number(query.pageNo ?? 1);
    const pageSize = Number(query.pageSize ?? CONTRACT_PAGE_DEFAULT);
    const holder = query.account?.trim().toLowerCase();
    const holderIds = holder === undefined ? undefined : db.select({ id: t.members.id }).from(t.members).where(and(eq(t.members.account, holder), eq(t.members.parentId, member.id)));
    const given = and(eq(c.uplineId, member.id), eq(c.type, type), inArray(c.status, OPEN), holderIds ? inArray(c.memberId, holderIds) : undefined);
    const [mine, [total], page, maxRate] = await Promise.all([
      db.select().from(c).where(and(eq(c.memberId, member.id), eq(c.type, type), inArray(c.status, OPEN))),
      db.select({ n: count() }).from(c).where(given),
      db.select().from(c).where(given).orderBy(desc(c.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
      this.capOf(db, member, type),
    ]);
    const [contracts, downlines] = await Promise.all([this.toContracts(db, mine), this.toContracts(db, page)]);
    const n = Number(total?.n ?? 0);
    return {
      type,
      canOffer: this.canOffer(member, type),
      maxRate,
      own: contracts.find((x) => x.status === 'ACTIVE') ?? null,
      offer: contracts.find((x) => x.status === 'OFFERED') ?? null,
      downlines: { list: downlines, pageNo, pageSize, total: n, totalPages: Math.ceil(n / pageSize) },
    };
  }

  /**
   * Every pending offer to the member (all types), newest first (the contract popup of spec §2).
   * @param member the session member
   */
  async pending(member: MemberRow): Promise<Contract[]> {
    if (member.type === TRIAL_TYPE) return [];
    const { db } = this.deps;
    const rows = await db
      .select()
      .from(t.agentContracts)
      .where(and(eq(t.agentContracts.memberId, member.id), eq(t.agentContracts.status, 'OFFERED')))
      .orderBy(desc(t.agentContracts.id));
    return this.toContracts(db, rows);
  }

  /**
   * A relay's `POST`: runs the body's action (see the module comment for the rules).
   * @param member the session member
   * @param type the relay's contract type
   * @param body the action and its fields
   * @returns the contract after the action
   * @throws RequestError (400) when a field the action needs is missing
   * @throws BusinessError `member.trial`, `agent.only`, `function.disabled`, and the
   *   `contract.*` codes of `CONTRACT_ERROR_CODES`
   */
  async act(member: MemberRow, type: ContractTypeName, body: ContractActionBody): Promise<Contract> {
    if (member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
    const need = <K extends keyof ContractActionBody>(key: K): NonNullable<ContractActionBody[K]> => {
      const value = body[key];
      if (value === undefined || value === null) throw new RequestError(`body field "${key}" is required for ${body.action}`);
      return value as NonNullable<ContractActionBody[K]>;
    };
    switch (body.action) {
      case 'offer':
        return this.offer(member, type, need('account'), need('tiers'), body.period);
      case 'accept':
        return this.accept(member, type, need('contractId'), body.confirm === true);
      case 'reject':
        return this.reject(member, type, need('contractId'));
      case 'terminate':
        return this.terminate(member, type, need('contractId'));
    }
  }

  private async offer(member: MemberRow, type: ContractTypeName, account: string, input: readonly ContractTierInput[], period: ContractActionBody['period']): Promise<Contract> {
    if (!AGENT_TYPES.includes(member.type)) throw new BusinessError(ERROR_CODES.agentOnly, NOT_AGENT_OFFER_MESSAGE);
    if (!this.canOffer(member, type)) throw new BusinessError(ERROR_CODES.disabled, `${type} contracts are not enabled for your account`);
    if (type === 'DIVIDEND' && !period) throw new RequestError('body field "period" is required for a dividend offer');
    if (type !== 'DIVIDEND' && period) throw new BusinessError(CONTRACT_ERROR_CODES.tiersInvalid, 'Only a dividend contract has a period');
    const checked = checkContractTiers(type, input);
    if ('problem' in checked) throw new BusinessError(CONTRACT_ERROR_CODES.tiersInvalid, checked.problem);
    const { tiers, maxRate } = checked;
    const { db } = this.deps;
    const [downline] = await db
      .select({ id: t.members.id, type: t.members.type, disabled: t.members.disabled })
      .from(t.members)
      .where(and(eq(t.members.account, account.trim().toLowerCase()), eq(t.members.parentId, member.id)));
    if (!downline || downline.type === TRIAL_TYPE || downline.disabled) throw new BusinessError(CONTRACT_ERROR_CODES.downlineInvalid, `${account} is not one of your direct downlines`);
    const cap = await this.capOf(db, member, type);
    if (cap === null || new Big(maxRate).gt(cap)) {
      throw new BusinessError(CONTRACT_ERROR_CODES.rateTooHigh, cap === null ? `You have no ${type} contract to pass on` : `The rate may be at most ${cap} %`, { maxRate: cap });
    }
    const now = new Date(this.deps.now());
    const row = await db.transaction(async (tx) => {
      const c = t.agentContracts;
      await tx
        .update(c)
        .set({ status: 'TERMINATED', terminatedAt: now, terminatedBy: 'UPLINE', terminationReason: 'REPLACED' })
        .where(and(eq(c.memberId, downline.id), eq(c.type, type), eq(c.status, 'OFFERED')));
      const [inserted] = await tx
        .insert(c)
        .values({ type, uplineId: member.id, memberId: downline.id, status: 'OFFERED', period: period ?? null, tiers, maxRate, offeredAt: now })
        .returning();
      if (!inserted) throw new Error('contract offer not inserted');
      return inserted;
    });
    return this.one(db, row);
  }

  /** The member's contract of the type by id, locked, or the not-found error. */
  private async find(tx: AppDb, member: MemberRow, type: ContractTypeName, contractId: number, side: 'holder' | 'either'): Promise<ContractRow> {
    const c = t.agentContracts;
    const [row] = await tx.select().from(c).where(and(eq(c.id, contractId), eq(c.type, type))).for('update');
    const mine = row && (row.memberId === member.id || (side === 'either' && row.uplineId === member.id));
    if (!row || !mine) throw new BusinessError(CONTRACT_ERROR_CODES.notFound, 'No such contract');
    return row;
  }

  private async accept(member: MemberRow, type: ContractTypeName, contractId: number, confirm: boolean): Promise<Contract> {
    const { db } = this.deps;
    const now = new Date(this.deps.now());
    const row = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as AppDb;
      const c = t.agentContracts;
      const offer = await this.find(tx, member, type, contractId, 'holder');
      if (offer.status !== 'OFFERED') throw new BusinessError(CONTRACT_ERROR_CODES.stateInvalid, 'This offer is no longer open');
      // Spec §4: contracts this member gave its own downlines at a higher rate end, once agreed.
      const above = await tx
        .select()
        .from(c)
        .where(and(eq(c.uplineId, member.id), eq(c.type, type), inArray(c.status, OPEN), gt(c.maxRate, offer.maxRate)))
        .orderBy(c.id)
        .for('update');
      if (above.length > 0 && !confirm) {
        throw new BusinessError(
          CONTRACT_ERROR_CODES.confirmTerminations,
          `Accepting ends ${String(above.length)} contract(s) you gave your downlines at a higher rate; confirm to go ahead`,
          { contracts: await this.toContracts(tx, above) },
        );
      }
      if (above.length > 0) {
        await tx
          .update(c)
          .set({ status: 'TERMINATED', terminatedAt: now, terminatedBy: 'SYSTEM', terminationReason: 'UPLINE_RATE_LOWERED' })
          .where(inArray(c.id, above.map((x) => x.id)));
      }
      await tx
        .update(c)
        .set({ status: 'TERMINATED', terminatedAt: now, terminatedBy: 'SYSTEM', terminationReason: 'REPLACED' })
        .where(and(eq(c.memberId, member.id), eq(c.type, type), eq(c.status, 'ACTIVE')));
      const [accepted] = await tx.update(c).set({ status: 'ACTIVE', respondedAt: now, activeFrom: now }).where(eq(c.id, offer.id)).returning();
      if (!accepted) throw new Error('contract accept not written');
      return accepted;
    });
    return this.one(db, row);
  }

  private async reject(member: MemberRow, type: ContractTypeName, contractId: number): Promise<Contract> {
    const { db } = this.deps;
    const now = new Date(this.deps.now());
    const row = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as AppDb;
      const offer = await this.find(tx, member, type, contractId, 'holder');
      if (offer.status !== 'OFFERED') throw new BusinessError(CONTRACT_ERROR_CODES.stateInvalid, 'This offer is no longer open');
      const [rejected] = await tx.update(t.agentContracts).set({ status: 'REJECTED', respondedAt: now }).where(eq(t.agentContracts.id, offer.id)).returning();
      if (!rejected) throw new Error('contract reject not written');
      return rejected;
    });
    return this.one(db, row);
  }

  private async terminate(member: MemberRow, type: ContractTypeName, contractId: number): Promise<Contract> {
    const { db } = this.deps;
    const now = new Date(this.deps.now());
    const row = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as AppDb;
      const contract = await this.find(tx, member, type, contractId, 'either');
      const byUpline = contract.uplineId === member.id;
      // The holder answers an offer by rejecting it; the upline may withdraw it.
      const open = byUpline ? OPEN.includes(contract.status) : contract.status === 'ACTIVE';
      if (!open) throw new BusinessError(CONTRACT_ERROR_CODES.stateInvalid, contract.status === 'OFFERED' ? 'Reject the offer instead' : 'This contract has ended');
      const [ended] = await tx
        .update(t.agentContracts)
        .set({ status: 'TERMINATED', terminatedAt: now, terminatedBy: byUpline ? 'UPLINE' : 'DOWNLINE', terminationReason: byUpline ? 'BY_UPLINE' : 'BY_DOWNLINE' })
        .where(eq(t.agentContracts.id, contract.id))
        .returning();
      if (!ended) throw new Error('contract termination not written');
      return ended;
    });
    return this.one(db, row);
  }

  /**
   * The member's settlements of a type (as the holder), newest period first.
   * @param member the session member
   * @param query the type, `pageNo`, `pageSize` (1–100, default {@link CONTRACT_PAGE_DEFAULT})
   * @throws BusinessError `member.trial`
   */
  async settlements(member: MemberRow, query: SettlementQuery): Promise<{ list: ContractSettlement[]; pageNo: number; pageSize: number; total: number; totalPages: number }> {
    if (member.type === TRIAL_TYPE) throw new BusinessError(ERROR_CODES.trialAccount, TRIAL_MESSAGE);
    const s = t.contractSettlements;
    const pageNo = Number(query.pageNo ?? 1);
    const pageSize = Number(query.pageSize ?? CONTRACT_PAGE_DEFAULT);
    const where = and(eq(s.memberId, member.id), eq(s.type, query.type));
    const [[total], rows] = await Promise.all([
      this.deps.db.select({ n: count() }).from(s).where(where),
      this.deps.db
        .select()
        .from(s)
        .where(where)
        .orderBy(desc(s.periodStart), desc(s.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
    ]);
    const n = Number(total?.n ?? 0);
    return {
      list: rows.map((r) => ({
        settlementId: r.id,
        contractId: r.contractId,
        type: r.type as ContractTypeName,
        periodStart: r.periodStart.toISOString(),
        periodEnd: r.periodEnd.toISOString(),
        validBet: money(r.validBet),
        activeMembers: r.activeMembers,
        profitLoss: money(r.profitLoss),
        tier: r.tier,
        rate: rate(r.rate),
        amount: money(r.amount),
        settledAt: r.settledAt.toISOString(),
      })),
      pageNo,
      pageSize,
      total: n,
      totalPages: Math.ceil(n / pageSize),
    };
  }
}

