/** Shared test data: a catalogue large enough to paginate searches, and tile helpers. */
import { within } from '@testing-library/react';
import { makeMockCatalogue } from '@gamehall/api-client/mocks';
import { type SessionState } from '@gamehall/shell/storybook';

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

/** A logged-in session (`preloadedState.session`) of a member (type 0) or a trial account (type 4). */
export function sessionOf(type: 0 | 4): SessionState {
  return {
    token: 'test-token',
    username: 'player1',
    isLogin: true,
    isAgent: false,
    isTrial: type === 4,
    member: { id: 1, account: 'player1', nickname: 'Juan', type, mobileNum: null, countryDialingCode: null, email: null, registeredAt: '2026-01-01T00:00:00.000Z', lastLoginAt: null, passwordExpired: false },
    modal: null,
    passwordChangeForced: false,
    afterLogin: false,
  };
}
