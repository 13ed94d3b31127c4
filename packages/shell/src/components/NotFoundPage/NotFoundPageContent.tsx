import { Link } from 'react-router';
import { useTranslation } from '@gamehall/i18n';
import { HOME_PATH } from '../../navigation/paths';
import styles from './NotFoundPage.module.css';

/** {@link NotFoundPage}'s content (needs the `shell` namespace loaded). */
export function NotFoundPageContent() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('not_found_title')}
      </h1>
      <p className={styles.text}>{t('not_found_text')}</p>
      <Link className={styles.home} to={HOME_PATH}>
        {t('back_home')}
      </Link>
    </section>
  );
}
