import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureAppStore, loggedOut, type AppStore } from '@gamehall/shell';
import { loggedInSession } from '../test/lotteryFixtures';
import { resetLotteryFavouritesMemory } from './lotteryFavourites';
import { LOTTERY_FAVOURITE_THROTTLE_MS, useLotteryFavourites } from './useLotteryFavourites';

function storeFor(account: string | null): AppStore {
  return configureAppStore(account ? { preloadedState: { session: loggedInSession(account) } } : {});
}

function renderFavourites(store: AppStore) {
  const wrapper = ({ children }: { children?: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useLotteryFavourites(), { wrapper });
}

beforeEach(() => {
  localStorage.clear();
  resetLotteryFavouritesMemory();
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useLotteryFavourites', () => {
  it("toggles the logged-in user's favourites and keeps them across a reload", () => {
    const first = renderFavourites(storeFor('Player1'));
    act(() => {
      first.result.current.toggle('GW_642');
    });
    expect(first.result.current.favourites).toEqual(['GW_642']);
    expect(first.result.current.isFavourite('GW_642')).toBe(true);
    first.unmount();

    // A reload: a new store and a new render read the same local storage.
    const again = renderFavourites(storeFor('player1'));
    expect(again.result.current.favourites).toEqual(['GW_642']);
  });

  it('gives another user on the same browser their own list', () => {
    const juan = renderFavourites(storeFor('player1'));
    const maria = renderFavourites(storeFor('maria'));
    act(() => {
      juan.result.current.toggle('GW_642');
    });
    act(() => {
      maria.result.current.toggle('SEA_5D');
    });
    expect(juan.result.current.favourites).toEqual(['GW_642']);
    expect(maria.result.current.favourites).toEqual(['SEA_5D']);
  });

  it('updates every user of the hook, and after logout shows none', () => {
    const store = storeFor('player1');
    const a = renderFavourites(store);
    const b = renderFavourites(store);
    act(() => {
      a.result.current.toggle('VN_NORTH');
    });
    expect(b.result.current.favourites).toEqual(['VN_NORTH']);
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(b.result.current.favourites).toEqual([]);
    act(() => {
      b.result.current.toggle('VN_NORTH');
    });
    expect(JSON.parse(localStorage.getItem('LOTTFAV') ?? '{}')).toEqual({ player1: ['VN_NORTH'] });
  });

  it('ignores a second toggle of the same game within 1000 ms (spec §9), not of another game', () => {
    const { result } = renderFavourites(storeFor('player1'));
    act(() => {
      result.current.toggle('GW_642');
    });
    act(() => {
      expect(result.current.toggle('GW_642')).toBe(true);
      result.current.toggle('GW_658');
    });
    expect(result.current.favourites).toEqual(['GW_642', 'GW_658']);
    vi.setSystemTime(Date.now() + LOTTERY_FAVOURITE_THROTTLE_MS);
    act(() => {
      expect(result.current.toggle('GW_642')).toBe(false);
    });
    expect(result.current.favourites).toEqual(['GW_658']);
  });
});
