/**
 * The root reducer (docs/architecture.md "State and side effects"): RTK Query's api slice and the
 * shell slice, with room for the slices features inject when their routes load.
 */
import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '@gamehall/api-client';
import { shellSlice } from './shellSlice';
import { sessionSlice } from './session';

/**
 * Slices injected later by features (`slice.injectInto(rootReducer)`). A feature declares its
 * slice here by module augmentation:
 *
 * ```ts
 * declare module '@gamehall/shell' {
 *   interface LazyLoadedSlices extends WithSlice<typeof lobbySlice> {}
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

/** `combineSlices(baseApi, shellSlice, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>()`. */
export const rootReducer = combineSlices(baseApi, shellSlice, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** The whole store state; injected slices are optional until injected. */
export type RootState = ReturnType<typeof rootReducer>;
