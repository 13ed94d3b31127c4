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
  transferFund: (
    <>
      <path d="M4 8h14l-3-3M20 16H6l3 3" />
    </>
  ),
  withdraw: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M12 17v-4M10 15l2-2 2 2" />
    </>
  ),
  transferUpline: (
    <>
      <circle cx="12" cy="5" r="2.5" />
      <path d="M12 21V10M8 14l4-4 4 4" />
    </>
  ),
  personalHistoryCopy: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="2" />
      <path d="M8 9h8M8 13h8M8 17h5" />
    </>
  ),
  transactionHistory: (
    <>
      <path d="M7 4h10a2 2 0 0 1 2 2v14l-3-2-2 2-2-2-2 2-2-2-3 2V6a2 2 0 0 1 2-2z" />
      <path d="M9 9h6M9 13h6" />
    </>
  ),
  personalProfit: (
    <>
      <path d="M4 20V4M4 20h16" />
      <path d="M7 15l4-4 3 3 5-6" />
    </>
  ),
  bonusDetails: (
    <>
      <rect x="3" y="9" width="18" height="11" rx="1" />
      <path d="M12 9v11M3 13h18M12 9c-2-4-6-4-6-1.5S9 9 12 9zM12 9c2-4 6-4 6-1.5S15 9 12 9z" />
    </>
  ),
  manualRebate: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 7v10M14.5 9.5c0-1.1-1.1-1.8-2.5-1.8s-2.5.7-2.5 1.8 1.1 1.6 2.5 1.9 2.5.8 2.5 1.9-1.1 1.8-2.5 1.8-2.5-.7-2.5-1.8" />
    </>
  ),
  messageV2: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
  responsibleGaming: (
    <>
      <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3z" />
      <path d="M9 12l2 2 4-4" />
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
