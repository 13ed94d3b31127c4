import { describe, expect, it } from 'vitest';
import type { GameMenu } from '@gamehall/api-client';
import { makeMockCatalogue } from '@gamehall/api-client/mocks';
import { BINGO_GAME_TYPE, bingoMenu, bingoPath } from './bingoType';

/** The mock menus with bingo games at the first two slot vendors (as the seed files them: a class of the slot vendors). */
function menusWithBingo(): GameMenu[] {
  const menus = structuredClone(makeMockCatalogue().menus);
  const rng = menus.find((m) => m.gameType === 'RNG')!;
  rng.gameClassify.push({ key: 'BINGO', displayName: 'Bingo', vendors: rng.cards.slice(0, 2).map((c) => c.vassalage).reverse() });
  return menus;
}

describe('bingo type BG (spec §9 "bingo BG with TY")', () => {
  it('is added when TY is offered, with the slot vendors that have bingo games, leading to the bingo slot list', () => {
    const menus = menusWithBingo();
    const rng = menus.find((m) => m.gameType === 'RNG')!;
    expect(bingoMenu(menus, ['EN', 'TY'])).toEqual({
      gameType: BINGO_GAME_TYPE,
      category: 'RNG',
      gameClassify: 'BINGO',
      vendors: rng.cards.slice(0, 2),
      to: '/rng?classify=BINGO',
    });
  });

  it('is not added when TY is not offered', () => {
    expect(bingoMenu(menusWithBingo(), ['EN'])).toBeUndefined();
  });

  it('is not added without bingo games (menus list only destinations that exist) or before the menus load', () => {
    expect(bingoMenu(makeMockCatalogue().menus, ['EN', 'TY'])).toBeUndefined();
    expect(bingoMenu([], ['EN', 'TY'])).toBeUndefined();
  });

  it('links the bingo list of one vendor', () => {
    expect(bingoPath('JL')).toBe('/rng?vassalage=JL&classify=BINGO');
  });
});
