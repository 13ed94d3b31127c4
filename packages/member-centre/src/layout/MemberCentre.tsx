/**
 * The member centre below `/member` (the MemberCenter chunk): which page of {@link MEMBER_PAGES}
 * the location names, in the layout. The page list lives in this chunk, so the home page's
 * bundle carries none of it.
 */
import { useLocation } from 'react-router';
import { useRefreshOnNotification } from '../api/useRefreshOnNotification';
import { MEMBER_PAGES } from '../pages';
import { memberPaths } from '../paths';
import { MemberLayout, Redirect } from './MemberLayout';

/**
 * The app's `/member/*` element: `/member` shows the index (the page list on phones, the first
 * page on desktop), `/member/<page>` that page of {@link MEMBER_PAGES} (one path per page), and
 * any other `/member/…` path is replaced by `/member`. The page's lists are read again when a
 * live notification arrives ({@link useRefreshOnNotification}).
 */
export function MemberCentre() {
  const { pathname } = useLocation();
  useRefreshOnNotification();
  const path = pathname.replace(/\/+$/, '');
  const page = MEMBER_PAGES.find((p) => p.path === path);
  if (!page && path !== memberPaths.root) return <Redirect to={memberPaths.root} />;
  return <MemberLayout page={page} />;
}
