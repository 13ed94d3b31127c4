/**
 * The vendor game list popup's state (spec §2 "Modals: game popup (iframe, also the vendor game
 * list)", §4 "isGame VASSALAGE opens the popup game list"). The game popup itself shows
 * `@gamehall/play`'s game session. Only the lobby's play saga opens the list, so the slice is
 * injected by the lazily loaded saga and popups chunks (which import this module), not by the
 * home page's first load; `LobbyPopups` reads `state.play` directly to know when to load the
 * popups.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Vendor } from '@gamehall/api-client';
import { loggedOut, rootReducer } from '@gamehall/shell';

/** The vendor whose game list the popup shows (a VASSALAGE vendor, spec §4). */
export type VendorListTarget = Pick<Vendor, 'vassalage' | 'displayName' | 'gameType'>;

/** State of {@link playSlice}. */
export interface PlayState {
  /** The vendor game list popup's vendor, or null when closed. */
  vendorList: VendorListTarget | null;
}

const initialState: PlayState = { vendorList: null };

declare module '@gamehall/shell' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation of the root reducer's lazy slices
  interface LazyLoadedSlices extends WithSlice<typeof playSlice> {}
}

/**
 * The play slice (name `play`): `vendorListOpened` (put by the lobby's play saga),
 * `vendorListClosed`. A logout closes the list.
 */
export const playSlice = createSlice({
  name: 'play',
  initialState,
  reducers: {
    vendorListOpened(state, action: PayloadAction<VendorListTarget>) {
      state.vendorList = action.payload;
    },
    vendorListClosed(state) {
      state.vendorList = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    /** The vendor game list popup's vendor, or null. */
    selectVendorList: (state) => state.vendorList,
  },
});

/** The slice injected into shell's root reducer (its selectors read the initial state until then). */
export const injectedPlaySlice = playSlice.injectInto(rootReducer);

/**
 * A VASSALAGE vendor's game list popup opens (spec §4).
 *
 * @param payload - the vendor: `vassalage`, `displayName`, `gameType`
 */
export const vendorListOpened = playSlice.actions.vendorListOpened;
/** The vendor game list popup was closed. No payload. */
export const vendorListClosed = playSlice.actions.vendorListClosed;

/**
 * `selectVendorList(state)`: the vendor game list popup's vendor ({@link VendorListTarget}) or
 * null (the initial state until the slice is injected).
 */
export const { selectVendorList } = injectedPlaySlice.selectors;
