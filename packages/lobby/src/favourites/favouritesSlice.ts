/**
 * What the favourites saga tells the player (spec §4 favourite toggle; STYLE "bad input gets a
 * clear error"): the notice of the last toggle the server refused or that got no answer. The
 * lists and ids themselves live in the RTK Query cache ({@link favouritesApi}).
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Game, UserMessage } from '@gamehall/api-client';
import { loggedOut, rootReducer } from '@gamehall/shell';

/** A failed favourite toggle, as the notice shows it. */
export interface FavouriteFailure {
  /** Grows with each failure, so a new failure restarts the notice's timer. */
  id: number;
  /** The game's name (spec §3 gameName), shown in the message. */
  gameName: string;
  /** True when adding failed, false when removing failed. */
  adding: boolean;
  /** Why: an i18n key (`network_error`, `unknown_error`) or the server's message as is. */
  reason: UserMessage;
}

/** State of {@link favouritesSlice}. */
export interface FavouritesState {
  /** The failure to show, or null. */
  failure: FavouriteFailure | null;
}

const initialState: FavouritesState = { failure: null };

declare module '@gamehall/shell' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation of the root reducer's lazy slices
  interface LazyLoadedSlices extends WithSlice<typeof favouritesSlice> {}
}

/**
 * The favourites slice (name `favourites`), injected into shell's root reducer when this module
 * loads. Actions: `favouriteToggleFailed({ game, adding, reason })` (from the saga),
 * `favouriteNoticeClosed(id)`; `loggedOut` clears the notice.
 */
export const favouritesSlice = createSlice({
  name: 'favourites',
  initialState,
  reducers: {
    favouriteToggleFailed: {
      reducer(state, action: PayloadAction<Omit<FavouriteFailure, 'id'>>) {
        state.failure = { id: (state.failure?.id ?? 0) + 1, ...action.payload };
      },
      prepare(payload: { game: Game; adding: boolean; reason: UserMessage }) {
        return { payload: { gameName: payload.game.gameName, adding: payload.adding, reason: payload.reason } };
      },
    },
    favouriteNoticeClosed(state, action: PayloadAction<number>) {
      if (state.failure?.id === action.payload) state.failure = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    /** The failure to show, or null. */
    selectFavouriteFailure: (state) => state.failure,
  },
});

/** The slice injected into shell's root reducer (its selector reads the initial state until then). */
export const injectedFavouritesSlice = favouritesSlice.injectInto(rootReducer);

/**
 * A favourite toggle failed (the server refused it or did not answer); the lists were restored.
 *
 * @param payload - `{ game, adding, reason }`: the game, whether it was an add, and the
 *   message (`toUserMessage(error)`: an i18n key or the server's message)
 */
export const favouriteToggleFailed = favouritesSlice.actions.favouriteToggleFailed;
/**
 * The notice was dismissed or timed out.
 *
 * @param id - the {@link FavouriteFailure.id} it showed (a newer failure stays)
 */
export const favouriteNoticeClosed = favouritesSlice.actions.favouriteNoticeClosed;
/** The failure to show. @returns {@link FavouriteFailure} or null */
export const selectFavouriteFailure = injectedFavouritesSlice.selectors.selectFavouriteFailure;
