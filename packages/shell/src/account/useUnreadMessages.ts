/** The unread platform messages count (spec §2 "Header": unread messages fetched on header load; badges). */
import { useGetUnreadCountQuery } from '../api/accountApi';
import { useAppSelector } from '../store/hooks';
import { selectIsLogin, selectIsTrial } from '../store/session';

/**
 * How many platform messages the logged-in member has not read (relay CSP_unreadCount, spec §2,
 * §7). It is asked for only for a logged-in real member: visitors and trial accounts (spec §6)
 * get 0 and no call. One cached answer serves every caller (the header's avatar menu, the side
 * menu, the member centre's menu); the member centre's read and delete mutations invalidate
 * `UNREAD_MESSAGES_TAG`, so all of them follow. While it loads, or when the call failed,
 * the count is 0 (a badge is a hint, not worth an error).
 *
 * @returns the unread count, an integer ≥ 0
 * @example
 * ```tsx
 * const unread = useUnreadMessages();
 * return <Link to="/member/messageV2">{t('platform_messages')}{unread > 0 ? ` (${unread})` : ''}</Link>;
 * ```
 */
export function useUnreadMessages(): number {
  const isLogin = useAppSelector(selectIsLogin);
  const isTrial = useAppSelector(selectIsTrial);
  const skip = !isLogin || isTrial;
  const { data } = useGetUnreadCountQuery(undefined, { skip });
  return skip ? 0 : (data?.count ?? 0);
}
