/**
 * The member centre's root and one page's path without the whole path table (`memberPaths`
 * in ./paths): what code on the home page (menu entries, the route) needs, so the home page's
 * JS carries only the paths it links to.
 */
import type { MemberPageId } from './paths';

/** The member centre's root (spec §2 `/member`): the page list on phones, the first page on desktop. */
export const MEMBER_ROOT = '/member';

/**
 * One page's path, e.g. `memberPath('depositv2')` = `/member/depositv2` (the same as
 * `memberPaths.depositv2`). Code that runs on the home page (menu entries, the route) uses this
 * rather than `memberPaths`, so the home page's JS carries only the paths it links to.
 *
 * @param id - the page's route name
 * @returns its full path
 */
export function memberPath(id: MemberPageId): string {
  return `${MEMBER_ROOT}/${id}`;
}
