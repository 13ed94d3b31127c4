import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectRealAccountNotice } from '../../store/shellSlice';

const RealAccountNoticeContent = lazy(() => import('./RealAccountNoticeContent').then((m) => ({ default: m.RealAccountNoticeContent })));

/**
 * The in_need_true_account notice (spec §6 trial accounts, §8: a dialog with a warning icon
 * and a confirm button labelled in_increase_submit), shown while `realAccountRequired()` is in
 * effect (see `useRealAccountAction`). Its code loads the first time it opens. The layout
 * renders it once.
 */
export function RealAccountNotice() {
  const open = useAppSelector(selectRealAccountNotice);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RealAccountNoticeContent />
    </Suspense>
  );
}
