/**
 * The platform messages endpoints (spec §2 messageV2, §4 notifications; contract
 * `packages/api-client/src/contract/cashier.ts`), injected into the one `baseApi`. Reading and
 * deleting invalidate shell's `UNREAD_MESSAGES_TAG`, so the header's and the menus' unread badges
 * follow.
 */
import { baseApi, cashierRoutes, registerRoutes, type ValueOf } from '@gamehall/api-client';
import { UNREAD_MESSAGES_TAG } from '@gamehall/shell';

// The cashier endpoints join the transport's table with the member centre's chunk (the first
// page load carries only the core endpoints; api-client `registerRoutes`).
registerRoutes(cashierRoutes);

/** Cache tag of the member's messages (every page). */
export const MESSAGE_TAG = 'Message' as const;

/** Messages per page of the messageV2 list. */
export const MESSAGE_PAGE_SIZE = 10;
/** Most ids one read or delete call takes (contract `MessageIdsBody`). */
const IDS_PER_CALL = 100;

/** Arguments of `getMessages`: a 1-based page (`pageSize` defaults to {@link MESSAGE_PAGE_SIZE}). */
export interface MessagesArgs {
  /** 1-based page number. */
  pageNo: number;
  /** Rows per page, 1–100. */
  pageSize?: number;
}

/**
 * The messages endpoints:
 * - `getMessages`: the member's messages, newest first, paged;
 * - `readMessages` (mutation): marks the given ids read (1–100) → `{ count }` unread left;
 * - `deleteMessages` (mutation): deletes the given ids (1–100) → `{ count }` unread left;
 * - `markAllRead` (mutation, no argument): reads every page of the member's messages (100 a
 *   call) and marks each unread one read, 100 ids a call → `{ count }` unread left (0 unless a
 *   message arrived meanwhile).
 *
 * Each mutation refreshes the messages and the unread count (`UNREAD_MESSAGES_TAG`), also after
 * a call that got no answer. Nothing is kept for another session (`keepUnusedDataFor: 0`).
 */
export const messagesApi = baseApi.enhanceEndpoints({ addTagTypes: [MESSAGE_TAG, UNREAD_MESSAGES_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<ValueOf<'messages'>, MessagesArgs>({
      query: ({ pageNo, pageSize = MESSAGE_PAGE_SIZE }) => ({ endpoint: 'messages', query: { pageNo: String(pageNo), pageSize: String(pageSize) } }),
      providesTags: [MESSAGE_TAG],
      keepUnusedDataFor: 0,
    }),
    readMessages: build.mutation<ValueOf<'readMessages'>, number[]>({
      query: (messageIds) => ({ endpoint: 'readMessages', body: { messageIds } }),
      invalidatesTags: [MESSAGE_TAG, UNREAD_MESSAGES_TAG],
    }),
    deleteMessages: build.mutation<ValueOf<'deleteMessages'>, number[]>({
      query: (messageIds) => ({ endpoint: 'deleteMessages', body: { messageIds } }),
      invalidatesTags: [MESSAGE_TAG, UNREAD_MESSAGES_TAG],
    }),
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's convention for an endpoint without an argument.
    markAllRead: build.mutation<ValueOf<'readMessages'>, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const unread: number[] = [];
        let count = 0;
        for (let pageNo = 1, totalPages = 1; pageNo <= totalPages; pageNo += 1) {
          const page = await baseQuery({ endpoint: 'messages', query: { pageNo: String(pageNo), pageSize: String(IDS_PER_CALL) } });
          if (page.error) return { error: page.error };
          const value = page.data as ValueOf<'messages'>;
          totalPages = value.totalPages;
          unread.push(...value.list.filter((m) => !m.read).map((m) => m.messageId));
        }
        for (let i = 0; i < unread.length; i += IDS_PER_CALL) {
          const result = await baseQuery({ endpoint: 'readMessages', body: { messageIds: unread.slice(i, i + IDS_PER_CALL) } });
          if (result.error) return { error: result.error };
          count = (result.data as ValueOf<'readMessages'>).count;
        }
        return { data: { count } };
      },
      invalidatesTags: [MESSAGE_TAG, UNREAD_MESSAGES_TAG],
    }),
  }),
});

/**
 * The hooks of {@link messagesApi}: `useGetMessagesQuery({ pageNo })`, `useReadMessagesMutation()`,
 * `useDeleteMessagesMutation()`, `useMarkAllReadMutation()`.
 */
export const { useGetMessagesQuery, useReadMessagesMutation, useDeleteMessagesMutation, useMarkAllReadMutation } = messagesApi;
