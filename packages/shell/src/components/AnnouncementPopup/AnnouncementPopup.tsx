import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useFirstInteraction } from '@gamehall/ui-kit';
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
 * sanitised. It waits while the help centre is open. The dialog's code loads only when there
 * is something to show and the visitor has interacted with the page (a tap, a scroll, a key or
 * a mouse move), so the lobby paints first and its sanitiser is not part of the home page's
 * JavaScript before interaction (the 170 kB budget); the best lobbies likewise let the page
 * settle before a promotion pops up.
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
  const interacted = useFirstInteraction();
  const helpOpen = helpRequested || pathname === HELP_PATH;
  if (closed || helpOpen || !interacted || popups.length === 0) return null;
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
