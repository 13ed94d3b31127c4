/**
 * The demo game's documented RTP, proven exactly: every reel combination's probability times
 * its multiplier sums to 0.96 (decimal arithmetic, no sampling); the pick game likewise. Also
 * the stake rules, the payout rounding and the outcome drawing.
 */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { checkStake, maxStakeOf, stakeLadder } from '../src/play/bets.ts';
import { money, payoutOf, sum } from '../src/play/money.ts';
import { PICK_MULTIPLIER, REEL_STRIP, RTP, type SlotSymbol, drawPick, slotPay, spinSlot } from '../src/play/rtp.ts';

describe('slot RTP', () => {
  it('sums probability × multiplier over all 1,000 reel stops to exactly 96.00%', () => {
    const n = REEL_STRIP.length;
    let rtp = new Big(0);
    let hits = 0;
    for (const a of REEL_STRIP) {
      for (const b of REEL_STRIP) {
        for (const c of REEL_STRIP) {
          const pay = slotPay([a, b, c]);
          if (pay) {
            hits += 1;
            rtp = rtp.plus(new Big(pay.multiplier).div(n * n * n));
          }
        }
      }
    }
    expect(rtp.eq(RTP.slot)).toBe(true);
    expect(rtp.toFixed(4)).toBe('0.9600');
    expect(hits).toBe(253);
  });

  it('pays the best line only, on whole-number multipliers', () => {
    expect(slotPay(['SEVEN', 'SEVEN', 'SEVEN'])).toEqual({ line: 'SEVEN×3', multiplier: '80' });
    expect(slotPay(['CHERRY', 'CHERRY', 'CHERRY'])).toEqual({ line: 'CHERRY×3', multiplier: '10' });
    expect(slotPay(['CHERRY', 'LEMON', 'CHERRY'])).toEqual({ line: 'CHERRY×2', multiplier: '2' });
    expect(slotPay(['CHERRY', 'LEMON', 'BELL'])).toBeUndefined();
    expect(slotPay(['BAR', 'BAR', 'SEVEN'])).toBeUndefined();
  });

  it('spins the strip stops the random source gives', () => {
    const stops = [0, 0, 0, 4, 7, 5];
    const next = () => stops.shift() ?? 0;
    expect(spinSlot(next)).toEqual({ kind: 'slot', stops: [0, 0, 0], reels: ['SEVEN', 'SEVEN', 'SEVEN'], line: 'SEVEN×3', multiplier: '80' });
    const lose = spinSlot(next);
    expect(lose.reels).toEqual<SlotSymbol[]>(['CHERRY', 'LEMON', 'CHERRY']);
    expect(lose).toMatchObject({ line: 'CHERRY×2', multiplier: '2' });
  });

  it('draws with crypto.randomInt within the strip', () => {
    for (let i = 0; i < 200; i += 1) {
      const spin = spinSlot();
      for (const stop of spin.stops) expect(stop >= 0 && stop < REEL_STRIP.length).toBe(true);
    }
  });
});

describe('pick RTP', () => {
  it('1 in 10 pays 9.60×: exactly 96.00%', () => {
    let rtp = new Big(0);
    for (let drawn = 0; drawn < 10; drawn += 1) {
      const outcome = drawPick(3, () => drawn);
      expect(outcome).toEqual({ kind: 'pick', pick: 3, drawn, multiplier: drawn === 3 ? PICK_MULTIPLIER : '0' });
      rtp = rtp.plus(new Big(outcome.multiplier).div(10));
    }
    expect(rtp.eq(RTP.pick)).toBe(true);
  });
});

describe('money and stakes', () => {
  it('adds and multiplies decimals exactly, payouts rounded down to cents', () => {
    expect(sum(['0.10', '0.20'])).toBe('0.30');
    expect(money('12.5')).toBe('12.50');
    expect(payoutOf('1.00', PICK_MULTIPLIER)).toBe('9.60');
    expect(payoutOf('0.05', PICK_MULTIPLIER)).toBe('0.48');
    expect(payoutOf('0.01', PICK_MULTIPLIER)).toBe('0.09');
    expect(payoutOf('0.03', '80')).toBe('2.40');
  });

  it('offers multiples of the minimum bet up to 1,000.00', () => {
    expect(stakeLadder('0.20')).toEqual(['0.20', '0.40', '1.00', '2.00', '4.00', '10.00', '20.00', '40.00', '100.00', '200.00', '400.00', '1000.00']);
    expect(stakeLadder('100.00').at(-1)).toBe('1000.00');
    expect(maxStakeOf('5000.00')).toBe('5000.00');
  });

  it('refuses stakes off the game rules with a message naming the rule', () => {
    expect(checkStake('0.6', '0.20')).toBe('0.60');
    expect(() => checkStake('0', '0.20')).toThrow(/more than 0/);
    expect(() => checkStake('0.10', '0.20')).toThrow(/at least the minimum bet 0.20/);
    expect(() => checkStake('0.30', '0.20')).toThrow(/multiple of the minimum bet 0.20/);
    expect(() => checkStake('1000.20', '0.20')).toThrow(/at most 1000.00/);
  });
});
