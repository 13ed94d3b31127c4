import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { usePageIdle, visitorBusyFor } from '@gamehall/ui-kit';
import { useGetAnnouncementsQuery } from '../../api/shellApi';
import { useAppSelector } from '../../store/hooks';
import { selectAccountModal, selectIsLogin } from '../../store/session';
import { selectHelpModal } from '../../store/shellSlice';
import { HELP_PATH } from '../HelpModal/HelpModal';
import { isAnnouncementClosed, recordAnnouncementClosed, type PopupAudience } from './announcementStorage';

const loadContent = () => import('./AnnouncementPopupContent');
const AnnouncementPopupContent = lazy(() => loadContent().then((m) => ({ default: m.AnnouncementPopupContent })));

/**
 * Once `idle`, loads the dialog's code, then waits until the visitor is quiet again (ui-kit
 * `visitorBusyFor`): a visitor who started typing while the code loaded is not interrupted.
 * A chunk that fails to load shows nothing.
 */
function useContentWhenQuiet(idle: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!idle || ready) return undefined;
    let live = true;
    let timer: number | undefined;
    const check = () => {
      if (!live) return;
      const wait = visitorBusyFor();
      if (wait > 0) timer = window.setTimeout(check, wait);
      else setReady(true);
    };
    loadContent().then(check, () => undefined);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [idle, ready]);
  return ready;
}

/**
 * The announcement popup (spec §4 "Popup announcements"): the PU announcements for the current
 * audience (anonymous: execution B and F; logged in: A and F), shown once per session per
 * audience unless closed; closing records `closed` in session storage
 * (`announcementClosed:<audience>`). Several popups page with previous/next; the content is
 * sanitised. It waits while the help centre or an account modal is open. The dialog (and its code, with the
 * sanitiser) comes only when there is something to show and the page is idle after load
 * (ui-kit `usePageIdle`: the load event, then an idle moment), and never in the middle of the
 * visitor's first action: while they tap, type or have the focus in a text field (the search
 * box) it waits until they stop (issue 14), so it never lands over the results they asked for;
 * the same check is made again once its code has loaded.
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
  // Nor over an account modal the visitor opened (login, register).
  const accountModalOpen = useAppSelector(selectAccountModal) !== null;
  const wanted = !closed && !helpOpen && !accountModalOpen && popups.length > 0;
  const idle = usePageIdle({ untilVisitorQuiet: true, enabled: wanted });
  const ready = useContentWhenQuiet(wanted && idle);
  if (!wanted || !ready) return null;
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
