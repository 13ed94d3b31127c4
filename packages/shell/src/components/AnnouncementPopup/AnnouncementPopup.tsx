import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { usePageIdle } from '@gamehall/ui-kit';
import { useGetAnnouncementsQuery } from '../../api/shellApi';
import { useAppSelector } from '../../store/hooks';
import { selectIsLogin } from '../../store/session';
import { selectHelpModal } from '../../store/shellSlice';
import { HELP_PATH } from '../HelpModal/HelpModal';
import { isAnnouncementClosed, recordAnnouncementClosed, type PopupAudience } from './announcementStorage';

const AnnouncementPopupContent = lazy(() =>
  import('./AnnouncementPopupContent').then((m) => ({ default: m.AnnouncementPopupContent })),
);

/**
 * The announcement popup (spec §4 "Popup announcements"): the PU announcements for the current
 * audience (anonymous: execution B and F; logged in: A and F), shown once per session per
 * audience unless closed; closing records `closed` in session storage
 * (`announcementClosed:<audience>`). Several popups page with previous/next; the content is
 * sanitised. It waits while the help centre is open. The dialog (and its code, with the
 * sanitiser) comes only when there is something to show and the page is idle after load
 * (ui-kit `usePageIdle`: the load event, then an idle moment), and never in the middle of the
 * visitor's first action: while they tap, type or have the focus in a text field (the search
 * box) it waits until they stop (issue 14), so it never lands over the results they asked for.
 */
export function AnnouncementPopup() {
  const isLogin = useAppSelector(selectIsLogin);
  const audience: PopupAudience = isLogin ? 'A' : 'B';
  const [closedNow, setClosedNow] = useState<PopupAudience | null>(null);
  const closed = closedNow === audience || isAnnouncementClosed(audience);
  const { data } = useGetAnnouncementsQuery({ types: 'PU', execution: audience }, { skip: closed });
  const popups = data?.popup ?? [];
  // One modal at a time: while the help centre is open the popup waits.
  const helpRequested = useAppSelector(selectHelpModal).open;
  const { pathname } = useLocation();
  const helpOpen = helpRequested || pathname === HELP_PATH;
  const wanted = !closed && !helpOpen && popups.length > 0;
  const idle = usePageIdle({ untilVisitorQuiet: true, enabled: wanted });
  if (!wanted || !idle) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopupContent
        popups={popups}
        onClose={() => {
          recordAnnouncementClosed(audience);
          setClosedNow(audience);
        }}
      />
    </Suspense>
  );
}
