/**
 * Live notifications in the store (spec §4: deposit credited, withdrawal approved, withdrawal
 * rejected, deposit failed): the socket's state and the latest notification, which the header's
 * notice shows and member pages refresh on. Injected into the root reducer when first imported
 * (by the realtime flows chunk or the logged-in header), so a visitor's page carries none of it.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { NotificationEvent } from '@gamehall/api-client';
import { rootReducer } from '../store/rootReducer';
import { loggedOut } from '../store/session';

/** The socket's state: `off` (not logged in or closed), `connecting`, `live`, `retrying` (lost, reconnecting with back-off). */
export type RealtimeStatus = 'off' | 'connecting' | 'live' | 'retrying';

/** State of {@link notificationsSlice}. */
export interface NotificationsState {
  status: RealtimeStatus;
  /** The latest notification not dismissed yet, or null. */
  latest: NotificationEvent | null;
  /** How many notifications arrived since login (member pages refresh when it changes). */
  received: number;
}

const initialState: NotificationsState = { status: 'off', latest: null, received: 0 };

/** The notifications slice (name `notifications`). */
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** A notification arrived over the socket. */
    notificationReceived(state, action: PayloadAction<NotificationEvent>) {
      state.latest = action.payload;
      state.received += 1;
    },
    /** The notice of a notification was closed or timed out (by its `messageId`; a newer one stays). */
    notificationDismissed(state, action: PayloadAction<number>) {
      if (state.latest?.messageId === action.payload) state.latest = null;
    },
    /** The socket's state changed. */
    realtimeStatusChanged(state, action: PayloadAction<RealtimeStatus>) {
      state.status = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    /** The latest notification to show, or null. */
    selectLatestNotification: (state) => state.latest,
    /** How many notifications arrived since login. */
    selectNotificationsReceived: (state) => state.received,
    /** The socket's state. */
    selectRealtimeStatus: (state) => state.status,
  },
});

declare module '../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation of the lazy slices
  interface LazyLoadedSlices extends WithSlice<typeof notificationsSlice> {}
}

/** The slice injected into shell's root reducer (its selectors read the initial state until then). */
export const injectedNotificationsSlice = notificationsSlice.injectInto(rootReducer);

/** @see notificationsSlice */
export const { notificationReceived, notificationDismissed, realtimeStatusChanged } = notificationsSlice.actions;
/** @see notificationsSlice */
export const { selectLatestNotification, selectNotificationsReceived, selectRealtimeStatus } = injectedNotificationsSlice.selectors;
