/**
 * THE one RTK Query api of Gamehall (docs/architecture.md "State and side effects"). Features add
 * their endpoints with `injectEndpoints` and their cache tags with `enhanceEndpoints`.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { platformBaseQuery } from './platformBaseQuery';

/**
 * The single RTK Query api (`reducerPath: 'api'`, no endpoints of its own, unused data kept
 * 300 s). `shell` mounts its reducer and middleware; each feature injects endpoints and tags.
 *
 * @example
 * ```ts
 * export const lobbyApi = baseApi.enhanceEndpoints({ addTagTypes: ['Favourite'] }).injectEndpoints({
 *   endpoints: (build) => ({
 *     gameList: build.query<ValueOf<'gameList'>, QueryOf<'gameList'>>({
 *       query: (query) => ({ endpoint: 'gameList', query }),
 *     }),
 *   }),
 * });
 * export const { useGameListQuery } = lobbyApi;
 * ```
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: platformBaseQuery,
  tagTypes: [],
  endpoints: () => ({}),
  keepUnusedDataFor: 300,
});
