/**
 * The member centre menu's icons, one per page id (24×24, `currentColor`, hidden from assistive
 * technology: the label beside it names the page).
 */
import type { ReactElement } from 'react';
import type { MemberPageId } from '../paths';

const PATHS: Record<MemberPageId, ReactElement> = {
  securityCenter: (
    <>
      <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  depositv2: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M12 13v4M10 15l2 2 2-2" />
    </>
  ),
  withdraw: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M12 17v-4M10 15l2-2 2 2" />
    </>
  ),
  transactionHistory: (
    <>
      <path d="M7 4h10a2 2 0 0 1 2 2v14l-3-2-2 2-2-2-2 2-2-2-3 2V6a2 2 0 0 1 2-2z" />
      <path d="M9 9h6M9 13h6" />
    </>
  ),
  messageV2: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
};

/**
 * The icon of a member centre page.
 *
 * @param props - `id`: the page's id
 * @returns the SVG
 */
export function MemberIcon({ id }: { id: MemberPageId }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" data-icon={id}>
      {PATHS[id]}
    </svg>
  );
}
