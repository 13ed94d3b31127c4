/**
 * The offer form of the team management page's contract dialog (spec §2 downlineManagmentView,
 * §3 contract fields, §4 contract offers): its values, its yup schema mirroring the platform's
 * `checkContractTiers` and rate cap, and the tiers it sends. Money and rates stay decimal strings
 * and are compared in hundredths (bigint), never as floats.
 */
import * as yup from 'yup';
import { CONTRACT_MAX_TIERS, CONTRACT_TIER_FIELDS, type ContractTypeName } from '@gamehall/api-client';
import type { ContractTier, ContractTierInput, DividendPeriod } from '@gamehall/api-client/contract';
import { toCents } from './TransferDialog';

/** A threshold a tier can name (spec §3). */
export type TierField = (typeof CONTRACT_TIER_FIELDS)[ContractTypeName][number];

/** One tier row of the form: every field as typed (unused thresholds stay ''). */
export interface TierValues {
  /** DAILY_SALARY, HOURLY_SALARY: valid bet from (decimal string, ≤ 2 decimals). */
  betAmount: string;
  /** DIVIDEND: the team's loss from (decimal string, ≤ 2 decimals). */
  profitLoss: string;
  /** DIVIDEND, DAILY_SALARY: active members from (whole number). */
  activeMembers: string;
  /** Percent, > 0, ≤ the agent's cap, ≤ 2 decimals. */
  rate: string;
}

/** The offer form's values. */
export interface OfferValues {
  /** Ascending tiers (1 to `CONTRACT_MAX_TIERS`; exactly 1 for a real-time salary). */
  tiers: TierValues[];
  /** DIVIDEND only: the settlement period ('' elsewhere). */
  period: DividendPeriod | '';
}

/** The texts the schema answers with (already translated; `rateMax` gets the cap). */
export interface OfferMessages {
  amountRequired: string;
  amountFormat: string;
  membersFormat: string;
  rateRequired: string;
  rateFormat: string;
  ratePositive: string;
  /** "The rate may be at most X %" for the cap X (percent, 2 decimals). */
  rateMax: (max: string) => string;
  tiersUp: string;
  periodRequired: string;
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const RATE = /^\d{1,2}(\.\d{1,2})?$/;
const MEMBERS = /^\d{1,6}$/;
/** The most active members a tier may ask for (the contract's limit). */
const MAX_MEMBERS = 100_000;

/** An empty tier row. */
export const emptyTier = (): TierValues => ({ betAmount: '', profitLoss: '', activeMembers: '', rate: '' });

/**
 * The form's first values: the tiers of the contract to change (the pending offer or the active
 * contract), or one empty tier; its period, or WEEKLY for a new dividend.
 *
 * @param type - the contract type
 * @param from - the contract to start from (its tiers and period), or undefined
 * @returns the values
 */
export function initialOffer(type: ContractTypeName, from?: { tiers: ContractTier[]; period?: DividendPeriod }): OfferValues {
  const tiers = from?.tiers.length
    ? from.tiers.map((tier) => ({ betAmount: tier.betAmount ?? '', profitLoss: tier.profitLoss ?? '', activeMembers: tier.activeMembers === undefined ? '' : String(tier.activeMembers), rate: tier.rate }))
    : [emptyTier()];
  return { tiers, period: type === 'DIVIDEND' ? (from?.period ?? 'WEEKLY') : '' };
}

/**
 * The first tier (index) that does not go up from the one before it — a threshold lower than the
 * previous tier's, or a rate not above it (as the platform's `checkContractTiers`) — among rows
 * whose fields are well formed; undefined when they all go up.
 *
 * @param type - the contract type
 * @param tiers - the form's tier rows
 */
export function firstTierNotUp(type: ContractTypeName, tiers: readonly TierValues[]): number | undefined {
  const fields: readonly TierField[] = CONTRACT_TIER_FIELDS[type];
  const ok = (tier: TierValues) => RATE.test(tier.rate) && fields.every((f) => (f === 'activeMembers' ? MEMBERS.test(tier[f]) : AMOUNT.test(tier[f])));
  for (let i = 1; i < tiers.length; i++) {
    const [previous, tier] = [tiers[i - 1], tiers[i]];
    if (!previous || !tier || !ok(previous) || !ok(tier)) continue;
    const lower = fields.some((f) => (f === 'activeMembers' ? Number(tier[f]) < Number(previous[f]) : toCents(tier[f]) < toCents(previous[f])));
    if (lower || toCents(tier.rate) <= toCents(previous.rate)) return i;
  }
  return undefined;
}

/**
 * The yup schema of the offer form of a type: the thresholds of the type required (amounts of at
 * most 2 decimals, active members a whole number up to 100,000), rates above 0 and at most
 * `maxRate`, tiers going up (the error sits on the rate of the first tier that does not), 1 to
 * `CONTRACT_MAX_TIERS` tiers (exactly 1 for a real-time salary), a period for a dividend.
 *
 * @param type - the contract type
 * @param maxRate - the agent's cap (percent, decimal string; null: nothing to pass on, every rate refused)
 * @param messages - the translated texts ({@link OfferMessages})
 * @returns the schema of {@link OfferValues}
 */
export function contractOfferSchema(type: ContractTypeName, maxRate: string | null, messages: OfferMessages) {
  const fields: readonly TierField[] = CONTRACT_TIER_FIELDS[type];
  const amount = (used: boolean) => (used ? yup.string().trim().required(messages.amountRequired).matches(AMOUNT, messages.amountFormat) : yup.string());
  const capCents = maxRate === null ? -1n : toCents(maxRate);
  const tier = yup.object({
    betAmount: amount(fields.includes('betAmount')),
    profitLoss: amount(fields.includes('profitLoss')),
    activeMembers: fields.includes('activeMembers')
      ? yup
          .string()
          .trim()
          .required(messages.amountRequired)
          .matches(MEMBERS, messages.membersFormat)
          .test('max', messages.membersFormat, (v) => !v || !MEMBERS.test(v) || Number(v) <= MAX_MEMBERS)
      : yup.string(),
    rate: yup
      .string()
      .trim()
      .required(messages.rateRequired)
      .matches(RATE, messages.rateFormat)
      .test('positive', messages.ratePositive, (v) => !v || !RATE.test(v) || toCents(v) > 0n)
      .test('cap', messages.rateMax(maxRate ?? '0.00'), (v) => !v || !RATE.test(v) || toCents(v) <= capCents),
  });
  return yup.object({
    tiers: yup
      .array(tier)
      .required()
      .min(1)
      .max(type === 'REALTIME_SALARY' ? 1 : CONTRACT_MAX_TIERS)
      .test('up', messages.tiersUp, function up(tiers) {
        const i = firstTierNotUp(type, tiers as TierValues[]);
        return i === undefined ? true : this.createError({ path: `${this.path}[${String(i)}].rate`, message: messages.tiersUp });
      }),
    period: type === 'DIVIDEND' ? yup.string().required(messages.periodRequired) : yup.string(),
  });
}

/**
 * The tiers to send for the form's values: only the thresholds of the type, trimmed; active
 * members as a number.
 *
 * @param type - the contract type
 * @param values - valid form values
 * @returns the offer's tiers (`ContractActionBody.tiers`)
 */
export function toTierInputs(type: ContractTypeName, values: OfferValues): ContractTierInput[] {
  const fields: readonly TierField[] = CONTRACT_TIER_FIELDS[type];
  return values.tiers.map((tier) => ({
    ...(fields.includes('betAmount') ? { betAmount: tier.betAmount.trim() } : {}),
    ...(fields.includes('profitLoss') ? { profitLoss: tier.profitLoss.trim() } : {}),
    ...(fields.includes('activeMembers') ? { activeMembers: Number(tier.activeMembers.trim()) } : {}),
    rate: tier.rate.trim(),
  }));
}
