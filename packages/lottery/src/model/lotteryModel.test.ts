import { describe, expect, it } from 'vitest';
import { lotteryGameAt, MOCK_LOTTERY_GAMES } from '../test/lotteryFixtures';
import { formatCountdown, lotterySessionRequest, msUntil, pickLotteryGame } from './lotteryModel';

const games = MOCK_LOTTERY_GAMES.filter((game) => game.prizeMode === 'LOTT').map((game) => lotteryGameAt(game));

describe('pickLotteryGame (spec §2 gameCode query)', () => {
  it('selects the game named by gameCode', () => {
    expect(pickLotteryGame(games, 'VN_SOUTH', ['GW_658']).game?.gameCode).toBe('VN_SOUTH');
  });

  it('without gameCode selects the first favourite in list order, else the first game', () => {
    expect(pickLotteryGame(games, null, ['VN_MEGA645', 'GW_SWERTRES']).game?.gameCode).toBe('GW_SWERTRES');
    expect(pickLotteryGame(games, null, ['NOT_HERE']).game?.gameCode).toBe('GW_642');
    expect(pickLotteryGame(games, undefined, []).unknownCode).toBe(false);
  });

  it('an unknown gameCode falls back to the default and says so', () => {
    expect(pickLotteryGame(games, 'NOPE', ['VN_NORTH'])).toMatchObject({ game: { gameCode: 'VN_NORTH' }, unknownCode: true });
  });

  it('an empty list selects nothing', () => {
    expect(pickLotteryGame([], 'GW_642', ['GW_642']).game).toBeUndefined();
  });
});

describe('countdowns', () => {
  it('formats MM:SS under an hour and H:MM:SS above, rounding seconds up', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5000)).toBe('00:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(3_599_000)).toBe('59:59');
    expect(formatCountdown(3_600_000)).toBe('1:00:00');
    expect(formatCountdown((47 * 3600 + 5 * 60 + 9) * 1000)).toBe('47:05:09');
  });

  it('msUntil counts down to an ISO time and stops at 0', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(msUntil('2026-11-23T10:01:30Z', now)).toBe(90_000);
    expect(msUntil('2026-11-23T09:59:00Z', now)).toBe(0);
    expect(msUntil('not a date', now)).toBe(0);
  });
});

describe('lotterySessionRequest (spec §7 lottery launch)', () => {
  it('asks for a launchGame call with launchMode LOTT and the lottery fields, shown in the panel, closing to home', () => {
    const request = { vassalage: 'TCG_LOTTO_VN', lottoArea: 'VN', lottoPrizeMode: 'LOTT', lottoGameCode: 'VN_NORTH', lottoView: 'betting' } as const;
    expect(lotterySessionRequest('North Vietnam Lotto', request)).toEqual({
      title: 'North Vietnam Lotto',
      vassalage: 'TCG_LOTTO_VN',
      launch: {
        endpoint: 'launchGame',
        body: { launchMode: 'LOTT', lottoArea: 'VN', lottoPrizeMode: 'LOTT', lottoGameCode: 'VN_NORTH', lottoView: 'betting', vassalage: 'TCG_LOTTO_VN' },
      },
      surface: 'panel',
      closePath: '/',
    });
  });

  it('without a game code opens the vendor’s lottery lobby (no lottoGameCode sent)', () => {
    const { launch } = lotterySessionRequest('SEA Lottery', { vassalage: 'TCG_SEA', lottoArea: 'SEA', lottoPrizeMode: 'SEA', lottoView: 'lobby' });
    expect(launch.body).not.toHaveProperty('lottoGameCode');
  });
});
