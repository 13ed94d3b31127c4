/**
 * The merchant's deposit channels (spec §2 depositv2): two e-wallets taken through the payment
 * provider (GCash, Maya) and a bank transfer the operator approves (BDO). Merchant settings, so
 * seeded in production too; amounts in the merchant's currency (PHP, `settings.currency`).
 */
import { type BankDetails, type ChannelKind } from '@gamehall/api-client/contract';
import { type AppDb } from '../db/database.ts';
import * as t from '../db/schema.ts';

/** One seeded channel. */
export interface SeededChannel {
  channelId: string;
  name: string;
  kind: ChannelKind;
  /** Decimal strings, two decimals. */
  minAmount: string;
  maxAmount: string;
  /** Ascending, within the limits. */
  presetAmounts: string[];
  bank?: BankDetails;
}

/** The seeded deposit channels, in display order. */
export const SEEDED_DEPOSIT_CHANNELS: readonly SeededChannel[] = [
  { channelId: 'GCASH', name: 'GCash', kind: 'ONLINE', minAmount: '100.00', maxAmount: '50000.00', presetAmounts: ['100.00', '300.00', '500.00', '1000.00', '3000.00', '5000.00'] },
  { channelId: 'MAYA', name: 'Maya', kind: 'ONLINE', minAmount: '100.00', maxAmount: '50000.00', presetAmounts: ['200.00', '500.00', '1000.00', '2000.00', '5000.00'] },
  {
    channelId: 'BANK_BDO',
    name: 'BDO bank transfer',
    kind: 'BANK',
    minAmount: '500.00',
    maxAmount: '200000.00',
    presetAmounts: ['1000.00', '5000.00', '10000.00', '50000.00'],
    bank: { bankName: 'BDO Unibank', accountName: 'Gamehall Demo Merchant', accountNumber: '001234567890' },
  },
];

/**
 * Inserts the seeded channels that are missing (by `channelId`); channels already there, as the
 * operator may have changed them, are left alone.
 * @param db an open, migrated database
 * @returns how many channels were inserted
 */
export async function seedDepositChannels(db: AppDb): Promise<number> {
  const inserted = await db
    .insert(t.depositChannels)
    .values(SEEDED_DEPOSIT_CHANNELS.map((c, sortOrder) => ({ ...c, bank: c.bank ?? null, sortOrder, enabled: true })))
    .onConflictDoNothing()
    .returning({ channelId: t.depositChannels.channelId });
  return inserted.length;
}
