import { describe, expect, it } from 'vitest';
import { presetRange, rangeProblem } from '../lossIncome/reportRange';

const NOW = Date.parse('2026-11-26T23:30:00Z');

describe('team overview period (UTC days, at most 90)', () => {
  it('gives the presets as UTC days ending today', () => {
    expect(presetRange('today', NOW)).toEqual({ preset: 'today', from: '2026-11-26', to: '2026-11-26' });
    expect(presetRange('yesterday', NOW)).toEqual({ preset: 'yesterday', from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('last7', NOW)).toMatchObject({ from: '2026-11-20', to: '2026-11-26' });
    expect(presetRange('last90', NOW)).toMatchObject({ from: '2026-08-29', to: '2026-11-26' });
  });
  it('refuses a reversed or longer than 90 days custom range', () => {
    expect(rangeProblem('2026-11-26', '2026-11-25')).toBe('order');
    expect(rangeProblem('2026-08-28', '2026-11-26')).toBe('length');
    expect(rangeProblem('2026-08-29', '2026-11-26')).toBeUndefined();
  });
});
