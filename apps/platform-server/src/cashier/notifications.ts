/**
 * Notifications of spec §4 (deposit credited, withdrawal approved, withdrawal rejected, deposit
 * failed): each is a platform message (messageV2) written in the same transaction as the money
 * change, and, once that transaction has committed, an event pushed to the member's open
 * connections through the {@link NotificationBus}.
 */
import { EventEmitter } from 'node:events';
import { type MessageKind } from '@gamehall/api-client/contract';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';

/** A notification pushed to a member's connections after its transaction committed. */
export interface NotificationEvent {
  memberId: number;
  messageId: number;
  kind: MessageKind;
  /** Decimal string, two decimals. */
  amount?: string;
  /** The deposit or withdrawal id. */
  reference?: string;
  /** The main wallet after the change, when it changed (the header balance updates from it). */
  balance?: string;
}

/** A listener of one member's notifications. */
export type NotificationListener = (event: NotificationEvent) => void;

/** Where committed notifications go (in-process listeners; across instances through PostgreSQL). */
export interface NotificationBus {
  /** Publishes an event after the transaction that wrote it committed. */
  publish(event: NotificationEvent): Promise<void>;
  /**
   * Listens to one member's events (the socket layer subscribes per open connection).
   * @param memberId the member
   * @param listener called once per event published for that member
   * @returns the unsubscribe function (calling it twice is harmless)
   */
  subscribe(memberId: number, listener: NotificationListener): () => void;
  /**
   * Listens to every member's events (the socket layer forwards them to members' rooms).
   * @param listener called once per event published
   * @returns the unsubscribe function (calling it twice is harmless)
   */
  subscribeAll(listener: NotificationListener): () => void;
}

/** A bus that delivers nothing (tests and tools that do not listen). */
export const silentBus: NotificationBus = { publish: () => Promise.resolve(), subscribe: () => () => undefined, subscribeAll: () => () => undefined };

/**
 * The in-process {@link NotificationBus}: an `EventEmitter` with one event name per member, so a
 * publish reaches only that member's listeners, in this process (a second server instance on the
 * same database needs a shared bus, e.g. PostgreSQL LISTEN/NOTIFY). A listener that throws is
 * isolated: the others still get the event and the publisher never sees the error.
 */
export class InProcessNotificationBus implements NotificationBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open connection: many members, many tabs.
    this.emitter.setMaxListeners(0);
  }

  /** @inheritdoc */
  publish(event: NotificationEvent): Promise<void> {
    this.emitter.emit(memberEvent(event.memberId), event);
    this.emitter.emit(ALL_EVENTS, event);
    return Promise.resolve();
  }

  /** @inheritdoc */
  subscribe(memberId: number, listener: NotificationListener): () => void {
    return this.listen(memberEvent(memberId), listener);
  }

  /** @inheritdoc */
  subscribeAll(listener: NotificationListener): () => void {
    return this.listen(ALL_EVENTS, listener);
  }

  private listen(name: string, listener: NotificationListener): () => void {
    const safe = (event: NotificationEvent) => {
      try {
        listener(event);
      } catch {
        // A broken connection's listener must not stop the others.
      }
    };
    this.emitter.on(name, safe);
    return () => {
      this.emitter.off(name, safe);
    };
  }

  /**
   * How many listeners a member has (tests, diagnostics).
   * @param memberId the member
   */
  listenerCount(memberId: number): number {
    return this.emitter.listenerCount(memberEvent(memberId));
  }
}

const memberEvent = (memberId: number) => `member:${String(memberId)}`;
const ALL_EVENTS = 'all';

/** English title and text of each notification (the client words its own from `kind`, `amount` and `reference`). */
const TEXTS: Record<Exclude<MessageKind, 'NOTICE'>, (amount: string, reference: string) => { title: string; content: string }> = {
  DEPOSIT_CREDITED: (amount, reference) => ({ title: 'Deposit credited', content: `Your deposit ${reference} of ${amount} has been credited.` }),
  DEPOSIT_FAILED: (amount, reference) => ({ title: 'Deposit failed', content: `Your deposit ${reference} of ${amount} failed.` }),
  WITHDRAWAL_APPROVED: (amount, reference) => ({ title: 'Withdrawal approved', content: `Your withdrawal ${reference} of ${amount} has been paid out. Please confirm when it arrives.` }),
  TRANSFER_FROM_DOWNLINE: (amount, reference) => ({ title: 'Transfer from a downline member', content: `A member of your team sent you ${amount} (transfer ${reference}).` }),
  WITHDRAWAL_REJECTED: (amount, reference) => ({ title: 'Withdrawal rejected', content: `Your withdrawal ${reference} of ${amount} was rejected; the money is back in your wallet.` }),
};

/**
 * Writes a notification's platform message inside the caller's transaction.
 * @param tx the transaction that changes the money
 * @param memberId the member notified
 * @param kind one of the four notification kinds
 * @param amount decimal string, two decimals
 * @param reference the deposit or withdrawal id
 * @returns the event to publish once the transaction committed (`balance` is the caller's to add)
 */
export async function recordNotification(
  tx: AppDb,
  memberId: number,
  kind: Exclude<MessageKind, 'NOTICE'>,
  amount: string,
  reference: string,
): Promise<NotificationEvent> {
  const { title, content } = TEXTS[kind](amount, reference);
  const [row] = await tx.insert(t.messages).values({ memberId, kind, title, content, amount, reference }).returning({ messageId: t.messages.messageId });
  if (!row) throw new Error('message not written');
  return { memberId, messageId: row.messageId, kind, amount, reference };
}
