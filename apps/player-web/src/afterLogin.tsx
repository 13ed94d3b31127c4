/**
 * What the player site shows after login (the account bar's `afterLogin`): agent-centre's
 * contract popup (spec §2 "Modals: contract"), itself a lazy chunk. This module is imported only
 * from the logged-in header, so the entry's preload list names one small chunk instead of the
 * popup's chunk and its dependencies (home page JS budget, bench/budget.mjs).
 */
import { lazy, Suspense } from 'react';

const ContractPopup = lazy(() => import('@gamehall/agent-centre/contractPopup'));

/** The contract popup, once its chunk has loaded (nothing before). */
export default function AfterLogin() {
  return (
    <Suspense fallback={null}>
      <ContractPopup />
    </Suspense>
  );
}
