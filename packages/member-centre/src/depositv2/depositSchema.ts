/**
 * The deposit form's rules (yup), built from the channels' limits (spec §2 depositv2; the
 * contract's `AmountInput`): an amount is required, a decimal with at most 2 decimals, and
 * within the picked channel's `minAmount`–`maxAmount` (inclusive), compared exactly.
 */
import * as yup from 'yup';
import type { DepositChannel } from '@gamehall/api-client/contract';
import { AMOUNT_PATTERN, compareAmounts } from '../model/cashierModel';

/** The deposit form's values: the picked channel's id and the amount as typed. */
export interface DepositFormValues {
  /** The picked channel (`''` before one is picked). */
  channelId: string;
  /** The amount as typed (trimmed before it is checked and sent). */
  amount: string;
}

/** The texts of the rules, already translated (the limits formatted with the site's currency). */
export interface DepositSchemaTexts {
  required: string;
  format: string;
  /** The message for an amount under the channel's minimum. */
  min: (channel: DepositChannel) => string;
  /** The message for an amount over the channel's maximum. */
  max: (channel: DepositChannel) => string;
}

/**
 * The deposit form's schema.
 *
 * @param channels - the merchant's deposit channels (the picked one's limits apply)
 * @param texts - the messages
 * @returns a yup schema of {@link DepositFormValues}
 */
export function depositSchema(channels: readonly DepositChannel[], texts: DepositSchemaTexts) {
  const channelOf = (id: unknown) => channels.find((c) => c.channelId === id);
  return yup.object({
    channelId: yup.string().required(),
    amount: yup
      .string()
      .trim()
      .required(texts.required)
      .matches(AMOUNT_PATTERN, texts.format)
      .test('min', function min(value) {
        const channel = channelOf((this.parent as Partial<DepositFormValues>).channelId);
        if (!channel || !AMOUNT_PATTERN.test(value)) return true;
        return compareAmounts(value, channel.minAmount) >= 0 || this.createError({ message: texts.min(channel) });
      })
      .test('max', function max(value) {
        const channel = channelOf((this.parent as Partial<DepositFormValues>).channelId);
        if (!channel || !AMOUNT_PATTERN.test(value)) return true;
        return compareAmounts(value, channel.maxAmount) <= 0 || this.createError({ message: texts.max(channel) });
      }),
  });
}
