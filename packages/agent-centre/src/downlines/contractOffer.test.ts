import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { type OfferMessages, type OfferValues, contractOfferSchema, firstTierNotUp, initialOffer, toTierInputs } from './contractOffer';

const messages: OfferMessages = {
  amountRequired: 'amount required',
  amountFormat: 'amount format',
  membersFormat: 'members format',
  rateRequired: 'rate required',
  rateFormat: 'rate format',
  ratePositive: 'rate positive',
  rateMax: (max) => `at most ${max}`,
  tiersUp: 'tiers up',
  periodRequired: 'period required',
};

/** The schema's errors by path, the first of each as formik keeps it ({} when valid). */
function errorsOf(type: Parameters<typeof contractOfferSchema>[0], values: OfferValues, maxRate: string | null = '2.00'): Record<string, string> {
  try {
    contractOfferSchema(type, maxRate, messages).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]).reverse());
  }
}

const daily = (betAmount: string, activeMembers: string, rate: string) => ({ betAmount, activeMembers, rate, profitLoss: '' });

describe('the contract offer form (spec §3 contract fields, §4)', () => {
  it('accepts ascending daily tiers within the cap and sends only the daily thresholds', () => {
    const values: OfferValues = { tiers: [daily('1000', '3', '0.5'), daily('10000.50', '10', '2')], period: '' };
    expect(errorsOf('DAILY_SALARY', values)).toEqual({});
    expect(toTierInputs('DAILY_SALARY', values)).toEqual([
      { betAmount: '1000', activeMembers: 3, rate: '0.5' },
      { betAmount: '10000.50', activeMembers: 10, rate: '2' },
    ]);
  });

  it('asks for the thresholds of the type, amounts exact to the cent, rates above 0 and at most the cap', () => {
    expect(errorsOf('DAILY_SALARY', { tiers: [daily('', '', '')], period: '' })).toEqual({ 'tiers[0].betAmount': 'amount required', 'tiers[0].activeMembers': 'amount required', 'tiers[0].rate': 'rate required' });
    expect(errorsOf('DAILY_SALARY', { tiers: [daily('1.234', '2.5', '0.123')], period: '' })).toEqual({ 'tiers[0].betAmount': 'amount format', 'tiers[0].activeMembers': 'members format', 'tiers[0].rate': 'rate format' });
    expect(errorsOf('DAILY_SALARY', { tiers: [daily('1', '100001', '0')], period: '' })).toEqual({ 'tiers[0].activeMembers': 'members format', 'tiers[0].rate': 'rate positive' });
    expect(errorsOf('DAILY_SALARY', { tiers: [daily('1', '1', '2.01')], period: '' })).toEqual({ 'tiers[0].rate': 'at most 2.00' });
    expect(errorsOf('DAILY_SALARY', { tiers: [daily('1', '1', '2.00')], period: '' })).toEqual({});
    // Nothing to pass on: every rate is refused.
    expect(errorsOf('DAILY_SALARY', { tiers: [daily('1', '1', '0.01')], period: '' }, null)).toEqual({ 'tiers[0].rate': 'at most 0.00' });
  });

  it('wants tiers that go up: thresholds not lower, a higher rate (as checkContractTiers)', () => {
    expect(firstTierNotUp('DAILY_SALARY', [daily('1000', '3', '0.5'), daily('999.99', '5', '1')])).toBe(1);
    expect(firstTierNotUp('DAILY_SALARY', [daily('1000', '3', '0.5'), daily('1000', '3', '0.50')])).toBe(1);
    expect(firstTierNotUp('DAILY_SALARY', [daily('1000', '3', '0.5'), daily('1000', '3', '0.51')])).toBeUndefined();
    expect(errorsOf('DAILY_SALARY', { tiers: [daily('1000', '3', '0.5'), daily('2000', '2', '1')], period: '' })).toEqual({ 'tiers[1].rate': 'tiers up' });
  });

  it('a dividend needs its loss threshold and a period; an hourly salary a bet amount only; a real-time salary one rate', () => {
    expect(errorsOf('DIVIDEND', { tiers: [{ betAmount: '', profitLoss: '', activeMembers: '1', rate: '10' }], period: '' }, '40.00')).toEqual({ 'tiers[0].profitLoss': 'amount required', period: 'period required' });
    const dividend: OfferValues = { tiers: [{ betAmount: '', profitLoss: '5000', activeMembers: '2', rate: '10' }], period: 'MONTHLY' };
    expect(errorsOf('DIVIDEND', dividend, '40.00')).toEqual({});
    expect(toTierInputs('DIVIDEND', dividend)).toEqual([{ profitLoss: '5000', activeMembers: 2, rate: '10' }]);
    expect(toTierInputs('HOURLY_SALARY', { tiers: [{ betAmount: '100', profitLoss: '', activeMembers: '', rate: '0.3' }], period: '' })).toEqual([{ betAmount: '100', rate: '0.3' }]);
    expect(errorsOf('REALTIME_SALARY', { tiers: [{ betAmount: '', profitLoss: '', activeMembers: '', rate: '0.8' }], period: '' }, '0.80')).toEqual({});
    expect(Object.keys(errorsOf('REALTIME_SALARY', { tiers: [{ betAmount: '', profitLoss: '', activeMembers: '', rate: '0.1' }, { betAmount: '', profitLoss: '', activeMembers: '', rate: '0.2' }], period: '' }, '0.80'))).toEqual(['tiers']);
  });

  it('starts from the contract to change, or one empty tier (a new dividend weekly)', () => {
    expect(initialOffer('DIVIDEND')).toEqual({ tiers: [{ betAmount: '', profitLoss: '', activeMembers: '', rate: '' }], period: 'WEEKLY' });
    expect(initialOffer('DAILY_SALARY', { tiers: [{ betAmount: '10000.00', activeMembers: 3, rate: '0.50' }] })).toEqual({ tiers: [{ betAmount: '10000.00', profitLoss: '', activeMembers: '3', rate: '0.50' }], period: '' });
  });
});
