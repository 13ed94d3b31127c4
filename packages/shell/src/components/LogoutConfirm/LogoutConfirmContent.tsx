/** The open logout confirmation (lazy chunk: the Dialog and its sanitiser). */
import { useTranslation } from '@gamehall/i18n';
import { Dialog } from '@gamehall/ui-kit';
import { useAppDispatch } from '../../store/hooks';
import { logoutRequested } from '../../store/session';

/** The in_sure_logout dialog; Confirm dispatches `logoutRequested()`. */
export function LogoutConfirmContent({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  return (
    <Dialog
      open
      onClose={onClose}
      icon="warning"
      title={t('in_sure_logout')}
      closeLabel={t('close')}
      buttons={[
        { label: t('cancel'), onClick: onClose },
        {
          label: t('in_increase_submit'),
          onClick: () => {
            dispatch(logoutRequested());
            onClose();
          },
        },
      ]}
    />
  );
}
