import { useTranslation } from '@gamehall/i18n';
import { Spinner } from '@gamehall/ui-kit';
import styles from './FullPageLoader.module.css';

/** A page-filling spinner, announced as "Loading" (while the site settings and status load). */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <div className={styles.loader}>
      <Spinner size={40} label={t('loading')} />
    </div>
  );
}
