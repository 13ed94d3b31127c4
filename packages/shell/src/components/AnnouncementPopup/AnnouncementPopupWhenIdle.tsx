import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { VISITOR_QUIET_MS, visitorBusyFor } from '@gamehall/ui-kit';
import { SITE_ANNOUNCEMENTS_ARGS, useGetAnnouncementsQuery } from '../../api/shellApi';
import { useAppSelector } from '../../store/hooks';
import { selectAccountModal, selectIsLogin } from '../../store/session';
import { selectHelpModal } from '../../store/shellSlice';
import { HELP_PATH } from '../HelpModal/HelpModal';
import { isAnnouncementClosed, recordAnnouncementClosed, type PopupAudience } from './announcementStorage';

const loadContent = () => import('./AnnouncementPopupContent');

/** A member's popups (spec §3 execution A, and F): a call of its own. */
const MEMBER_POPUP_ARGS = { types: 'PU', execution: 'A' } as const;
const AnnouncementPopupContent = lazy(() => loadContent().then((m) => ({ default: m.AnnouncementPopupContent })));

/**
 * Whether the visitor has a menu or panel open: a control of the page with
 * `aria-expanded="true"` and `aria-controls` (the account menu, the login popover, the side menu
 * on a phone, a category's vendor panel, an open message). A control that only shows more of a
 * list (HOT's More) names no panel and does not count.
 * @returns true while such a control is expanded
 */
function menuOpen(): boolean {
  return document.querySelector('[aria-expanded="true"][aria-controls]') !== null;
}

/**
 * Once `wanted`, loads the dialog's code, then waits until the visitor is quiet (ui-kit
 * `visitorBusyFor`) and has no menu open ({@link menuOpen}): a visitor who started typing, or
 * who is reading their account menu, is not interrupted.
 * A chunk that fails to load shows nothing.
 *
 * The load starts in a task of its own, not in React's commit: asking for the chunk puts six
 * `<link>`s in the page (its code, the Dialog's and SafeHtml's, and their styles), and in the
 * commit's task that made one long task of it (issue 14: 32 ms of main thread in Lighthouse's
 * trace, 130 ms at its 4× CPU; 9–13 ms in a task of its own).
 */
function useContentWhenQuiet(wanted: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted || ready) return undefined;
    let live = true;
    let timer: number | undefined;
    const check = () => {
      if (!live) return;
      const wait = visitorBusyFor() || (menuOpen() ? VISITOR_QUIET_MS : 0);
      if (wait > 0) timer = window.setTimeout(check, wait);
      else setReady(true);
    };
    const start = window.setTimeout(() => {
      loadContent().then(check, () => undefined);
    }, 0);
    return () => {
      live = false;
      window.clearTimeout(start);
      window.clearTimeout(timer);
    };
  }, [wanted, ready]);
  return ready;
}

/**
 * {@link AnnouncementPopup}'s logic, loaded once the page is idle after load: the PU announcements
 * of the current audience (anonymous: execution B and F; logged in: A and F), unless this
 * audience closed them in this session. An anonymous visitor's are the `popup` of the site's
 * announcements call (`SITE_ANNOUNCEMENTS_ARGS`, execution B), already in the cache (inline data
 * or the app's start): no request of its own (issue 14); a member's are asked for (types PU,
 * execution A). It waits while the help centre or an account modal is
 * open, loads the dialog's code when there is something to show, and opens it once the visitor
 * is quiet and has no menu open. Closing records `closed` in session storage (`announcementClosed:<audience>`).
 */
export function AnnouncementPopupWhenIdle() {
  const isLogin = useAppSelector(selectIsLogin);
  const audience: PopupAudience = isLogin ? 'A' : 'B';
  const [closedNow, setClosedNow] = useState<PopupAudience | null>(null);
  const closed = closedNow === audience || isAnnouncementClosed(audience);
  const { data } = useGetAnnouncementsQuery(isLogin ? MEMBER_POPUP_ARGS : SITE_ANNOUNCEMENTS_ARGS, { skip: closed });
  const popups = data?.popup ?? [];
  // One modal at a time: while the help centre is open the popup waits.
  const helpRequested = useAppSelector(selectHelpModal).open;
  const { pathname } = useLocation();
  const helpOpen = helpRequested || pathname === HELP_PATH;
  // Nor over an account modal the visitor opened (login, register).
  const accountModalOpen = useAppSelector(selectAccountModal) !== null;
  const wanted = !closed && !helpOpen && !accountModalOpen && popups.length > 0;
  const ready = useContentWhenQuiet(wanted);
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
