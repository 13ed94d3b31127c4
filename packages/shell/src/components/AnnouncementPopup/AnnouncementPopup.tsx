import { lazy, Suspense } from 'react';
import { usePageIdle } from '@gamehall/ui-kit';

// A chunk that fails to load shows nothing (not the route's error page): the popup is not what the visitor came for.
const AnnouncementPopupWhenIdle = lazy(() =>
  import('./AnnouncementPopupWhenIdle').then(
    (m) => ({ default: m.AnnouncementPopupWhenIdle }),
    () => ({ default: () => null }),
  ),
);

/**
 * The announcement popup (spec §4 "Popup announcements"): the PU announcements for the current
 * audience (anonymous: execution B and F; logged in: A and F), shown once per session per
 * audience unless closed; closing records `closed` in session storage
 * (`announcementClosed:<audience>`). Several popups page with previous/next; the content is
 * sanitised. It waits while the help centre, an account modal or a menu (the account menu, the
 * login popover) is open.
 *
 * Nothing of it is on the page before it is idle after load (ui-kit `usePageIdle`: the load
 * event, then an idle moment, with the visitor quiet): then its logic and the announcements
 * request arrive, and the dialog (its code, with the sanitiser) only when there is something to
 * show. It never opens in the middle of the visitor's first action: while they tap, type or have
 * the focus in a text field (the search box) it waits until they stop (issue 14), so it never
 * lands over the results they asked for. A chunk that fails to load shows nothing.
 */
export function AnnouncementPopup() {
  const idle = usePageIdle({ untilVisitorQuiet: true });
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopupWhenIdle />
    </Suspense>
  );
}
