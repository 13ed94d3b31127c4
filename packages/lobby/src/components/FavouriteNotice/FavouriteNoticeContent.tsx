import { useTranslation } from '@gamehall/i18n';
import { icons, IconButton, useHeldTimeout } from '@gamehall/ui-kit';
import { useAppDispatch } from '@gamehall/shell';
import { type FavouriteFailure, favouriteNoticeClosed } from '../../favourites/favouritesSlice';
import styles from './FavouriteNotice.module.css';

/** The notice itself (its own chunk; see `FavouriteNotice`): `failure` shown for `durationMs` unless held. */
export function FavouriteNoticeContent({ failure, durationMs }: { failure: FavouriteFailure; durationMs: number }) {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const close = () => dispatch(favouriteNoticeClosed(failure.id));
  const hold = useHeldTimeout(close, durationMs, failure.id);

  const reason = failure.reason.message ?? t(failure.reason.key ?? 'unknown_error');
  return (
    <div
      className={styles.notice}
      role="alert"
      data-testid="favourite-notice"
      {...hold}
    >
      <icons.warning size={20} className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.title}>{t(failure.adding ? 'favourite_add_failed' : 'favourite_remove_failed', { game: failure.gameName })}</p>
        <p className={styles.reason}>{reason}</p>
      </div>
      <IconButton label={t('close')} size="sm" icon={<icons.close size={18} />} onClick={close} />
    </div>
  );
}
