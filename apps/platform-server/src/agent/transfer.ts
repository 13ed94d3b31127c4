/**
 * Transfers from an agent to a downline (issue 13 downlineManagmentView "transfer to a
 * downline"): money from the agent's main wallet to a team member's main wallet (any depth in the
 * agent's team), modelled on the transfer to the upline (src/cashier/upline.ts).
 *
 * One transaction: both main wallets locked (`FOR UPDATE`), the lower member id first (every
 * two-wallet change locks in this order, so it queues behind a transfer the other way round);
 * the `downline_transfers` row (idempotency key (agent, requestId)); both wallets changed; two
 * ledger entries (TRANSFER_TO_DOWNLINE on the agent, TRANSFER_FROM_UPLINE on the downline,
 * reference = the request id).
 */
import { AGENT_ERROR_CODES, DOWNLINE_TRANSFER_MIN_AMOUNT, ERROR_CODES, type DownlineTransfer, type DownlineTransferBody } from '@gamehall/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { type AppDb } from '../db/database.ts';
import { type IdempotentRequest, bookOnce, takenButNotFound } from '../db/idempotency.ts';
import * as t from '../db/schema.ts';
import { BusinessError } from '../http/envelope.ts';
import { lessThan, minus, money, sum } from '../play/money.ts';
import { IDEMPOTENCY_CONFLICT_MESSAGE, INSUFFICIENT_FUNDS_MESSAGE, MAIN_WALLET, type WalletMember } from '../play/wallets.ts';
import { NOT_IN_TEAM_MESSAGE, assertAgent } from './team.ts';

/** Ledger kinds of a transfer to a downline: out of the agent's main wallet, into the downline's. */
export const DOWNLINE_LEDGER_KINDS = { out: 'TRANSFER_TO_DOWNLINE', in: 'TRANSFER_FROM_UPLINE' } as const;

/** Transfers of agents to their downlines. One instance per app. */
export class DownlineTransferService {
  /** @param deps the database and the clock (ms) */
  constructor(private readonly deps: { db: AppDb; now: () => number }) {}

  /** The downline if it is in the agent's team (any depth), else undefined. */
  private async downline(db: AppDb, agentId: number, memberId: number): Promise<{ id: number; account: string; nickname: string } | undefined> {
    const [row] = await db
      .select({ id: t.members.id, account: t.members.account, nickname: t.members.nickname })
      .from(t.memberAncestors)
      .innerJoin(t.members, eq(t.members.id, t.memberAncestors.memberId))
      .where(and(eq(t.memberAncestors.ancestorId, agentId), eq(t.memberAncestors.memberId, memberId)));
    return row && row.id !== agentId ? row : undefined;
  }

  /**
   * The first answer of an (agent, requestId) already booked.
   * @returns undefined when the request id is new for the agent
   * @throws BusinessError `request.idempotency.conflict` when it was booked with another member or amount
   */
  private async replay(db: AppDb, agentId: number, requestId: string, memberId: number, amount: string): Promise<DownlineTransfer | undefined> {
    const [row] = await db
      .select({ amount: t.downlineTransfers.amount, memberId: t.downlineTransfers.memberId, createdAt: t.downlineTransfers.createdAt })
      .from(t.downlineTransfers)
      .where(and(eq(t.downlineTransfers.agentId, agentId), eq(t.downlineTransfers.requestId, requestId)));
    if (!row) return undefined;
    if (money(row.amount) !== amount || row.memberId !== memberId) throw new BusinessError(ERROR_CODES.idempotencyConflict, IDEMPOTENCY_CONFLICT_MESSAGE);
    const [[member], [entry]] = await Promise.all([
      db.select({ id: t.members.id, account: t.members.account, nickname: t.members.nickname }).from(t.members).where(eq(t.members.id, row.memberId)),
      db
        .select({ balanceAfter: t.ledgerEntries.balanceAfter })
        .from(t.ledgerEntries)
        .where(and(eq(t.ledgerEntries.memberId, agentId), eq(t.ledgerEntries.kind, DOWNLINE_LEDGER_KINDS.out), eq(t.ledgerEntries.reference, requestId))),
    ]);
    if (!member || !entry) throw new Error(`downline transfer ${requestId} without its member or ledger entry`);
    return { transferId: requestId, amount: money(row.amount), balance: money(entry.balanceAfter), member, createdAt: row.createdAt.toISOString() };
  }

  /**
   * Sends money from the agent's main wallet to a team member's main wallet (see the module
   * comment for the transaction). Idempotent by (agent, `requestId`): a retry with the same member
   * and amount answers the first transfer and moves nothing more, checked before anything else.
   * @param agent the session member (an agent)
   * @param body `memberId` (a downline at any depth), `amount` (≤ 2 decimals), `requestId` (UUID)
   * @returns the transfer: amount, the agent's main wallet after it, the downline, time
   * @throws BusinessError `agent.only`; `request.idempotency.conflict` (the request id was used
   *   for another member or amount); `agent.downline.not.in.team`; `agent.transfer.amount.too.small`
   *   (below `DOWNLINE_TRANSFER_MIN_AMOUNT`); `wallet.insufficient.funds`
   */
  async transfer(agent: WalletMember, body: DownlineTransferBody): Promise<DownlineTransfer> {
    assertAgent(agent);
    const { db } = this.deps;
    const amount = money(body.amount);
    const requestId = body.requestId.toLowerCase();
    const request: IdempotentRequest<DownlineTransfer> = { replay: (on) => this.replay(on, agent.id, requestId, body.memberId, amount), lost: takenButNotFound('downline transfer') };
    const first = await request.replay(db);
    if (first) return first;
    const member = await this.downline(db, agent.id, body.memberId);
    if (!member) throw new BusinessError(AGENT_ERROR_CODES.notInTeam, NOT_IN_TEAM_MESSAGE);
    if (lessThan(amount, DOWNLINE_TRANSFER_MIN_AMOUNT)) {
      throw new BusinessError(AGENT_ERROR_CODES.amountTooSmall, `The smallest transfer is ${DOWNLINE_TRANSFER_MIN_AMOUNT}`, { minAmount: DOWNLINE_TRANSFER_MIN_AMOUNT });
    }
    const now = new Date(this.deps.now());
    return bookOnce(db, request, async (txDb, guard) => {
      // Both wallets, lower member id first: every two-wallet change locks in this order.
      const lock = async (memberId: number) => {
        const [row] = await txDb.select({ balance: t.wallets.balance }).from(t.wallets).where(eq(t.wallets.memberId, memberId)).for('update');
        if (!row) throw new Error(`member ${String(memberId)} has no wallet`);
        return row.balance;
      };
      const [low, high] = agent.id < member.id ? [agent.id, member.id] : [member.id, agent.id];
      const lowBalance = await lock(low);
      const highBalance = await lock(high);
      const [mine, theirs] = low === agent.id ? [lowBalance, highBalance] : [highBalance, lowBalance];
      // Requests of one agent queue on its wallet lock: a concurrent retry sees the first one here.
      await guard.assertNew();
      if (lessThan(mine, amount)) throw new BusinessError(ERROR_CODES.insufficientFunds, INSUFFICIENT_FUNDS_MESSAGE);
      guard.assertBooked(
        await txDb
          .insert(t.downlineTransfers)
          .values({ agentId: agent.id, requestId, memberId: member.id, amount, createdAt: now })
          .onConflictDoNothing()
          .returning({ requestId: t.downlineTransfers.requestId }),
      );
      const mineAfter = minus(mine, amount);
      const theirsAfter = sum([theirs, amount]);
      await txDb.update(t.wallets).set({ balance: mineAfter, updatedAt: now }).where(eq(t.wallets.memberId, agent.id));
      await txDb.update(t.wallets).set({ balance: theirsAfter, updatedAt: now }).where(eq(t.wallets.memberId, member.id));
      await txDb.insert(t.ledgerEntries).values([
        { memberId: agent.id, wallet: MAIN_WALLET, kind: DOWNLINE_LEDGER_KINDS.out, amount: `-${amount}`, balanceAfter: mineAfter, reference: requestId, createdAt: now },
        { memberId: member.id, wallet: MAIN_WALLET, kind: DOWNLINE_LEDGER_KINDS.in, amount, balanceAfter: theirsAfter, reference: requestId, createdAt: now },
      ]);
      return { transferId: requestId, amount, balance: mineAfter, member, createdAt: now.toISOString() };
    });
  }
}
