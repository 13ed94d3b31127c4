/** Shared test data: a catalogue large enough to paginate searches, and tile helpers. */
import { within } from '@testing-library/react';
import { makeMockCatalogue } from '@gamehall/api-client/mocks';

/** 100 games per vendor: RNG has 300 games, "fortune" matches 20 of them (two pages). */
export const bigCatalogue = makeMockCatalogue({ gamesPerVendor: 100 });

/** The game tiles (articles) inside a container. */
export function tilesIn(container: HTMLElement): HTMLElement[] {
  return within(container).queryAllByRole('article');
}

/** The game names shown by tiles. */
export function tileNames(container: HTMLElement): string[] {
  return tilesIn(container).map((tile) => within(tile).getByRole('heading').textContent ?? '');
}

/** The vendor names shown by tiles (the small line under the name). */
export function tileVendors(container: HTMLElement): string[] {
  return tilesIn(container).map((tile) => tile.querySelector('p')?.textContent ?? '');
}
