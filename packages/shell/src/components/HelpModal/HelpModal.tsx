import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../../navigation/paths';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { helpModalClosed, selectHelpModal } from '../../store/shellSlice';

const HelpModalContent = lazy(() => import('./HelpModalContent').then((m) => ({ default: m.HelpModalContent })));

/** The route that opens the help centre over the home page (spec §2 "/help (anchor /help#tag)"). */
export const HELP_PATH = '/help';

function tagFromHash(hash: string): string | null {
  if (!hash || hash === '#') return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * The help centre modal (spec §2 modals "help centre", route `/help#tag`): open on the `/help`
 * route (the topic from the hash) or after `helpModalOpened(tag)`; tabs of the help topics with
 * their sanitised content. Closing on `/help` navigates to `/`. Its code loads when first opened.
 */
export function HelpModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectHelpModal);
  const onRoute = location.pathname === HELP_PATH;
  if (!onRoute && !request.open) return null;
  const tag = onRoute ? tagFromHash(location.hash) ?? request.tag : request.tag;
  const close = () => {
    dispatch(helpModalClosed());
    if (onRoute) void navigate(HOME_PATH);
  };
  return (
    <Suspense fallback={null}>
      <HelpModalContent tag={tag} onClose={close} />
    </Suspense>
  );
}
