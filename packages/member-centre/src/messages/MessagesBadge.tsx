/** The member centre menu's badge on messageV2 (spec §2: "Badge counts appear on ... message ... items"). */
import { UnreadBadge, useUnreadMessages } from '@gamehall/shell';

/** The unread platform messages count as shell's badge (nothing when 0). */
export function MessagesBadge() {
  return <UnreadBadge count={useUnreadMessages()} />;
}
