/** The open in_need_true_account notice (lazy chunk: the Dialog and its sanitiser). */
import { useTranslation } from '@gamehall/i18n';
import { Dialog } from '@gamehall/ui-kit';
import { useAppDispatch } from '../../store/hooks';
import { realAccountNoticeClosed } from '../../store/shellSlice';

/** The dialog; Confirm and every dismissal dispatch `realAccountNoticeClosed()`. */
export function RealAccountNoticeContent() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const close = () => dispatch(realAccountNoticeClosed());
  return (
    <Dialog open onClose={close} icon="warning" title={t('in_need_true_account')} closeLabel={t('close')} buttons={[{ label: t('in_increase_submit'), onClick: close }]} />
  );
}
