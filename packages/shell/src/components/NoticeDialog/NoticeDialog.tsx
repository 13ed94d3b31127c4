import { lazy, Suspense } from 'react';
import type { Announcement } from '@gamehall/api-client';

const NoticeDialogContent = lazy(() => import('./NoticeDialogContent').then((m) => ({ default: m.NoticeDialogContent })));

/** Props of {@link NoticeDialog}. */
export interface NoticeDialogProps {
  /** The announcement to show (a player notice or a promotion); `content` is server HTML, sanitised by the dialog. */
  notice: Announcement;
  /** Closes the dialog. */
  onClose(): void;
}

/**
 * An announcement in a dialog (spec §2 "notice popup"): its title and sanitised HTML content,
 * closed by the X, Escape, the cover or the confirm button (`in_increase_submit`). Shows the
 * home page's player notices and the promotion a PROMOTION banner links. The dialog's code (with
 * the HTML sanitiser) loads the first time one opens, so the home page does not pay for it.
 *
 * @param props - the `notice` and `onClose`
 * @example
 * ```tsx
 * {notice ? <NoticeDialog notice={notice} onClose={() => setNotice(null)} /> : null}
 * ```
 */
export function NoticeDialog({ notice, onClose }: NoticeDialogProps) {
  return (
    <Suspense fallback={null}>
      <NoticeDialogContent notice={notice} onClose={onClose} />
    </Suspense>
  );
}
