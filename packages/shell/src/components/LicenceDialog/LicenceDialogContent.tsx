/** The licence dialog's body (lazy chunk: ui-kit's Dialog brings the HTML sanitiser). */
import { useTranslation } from '@gamehall/i18n';
import { Dialog } from '@gamehall/ui-kit';
import { findResource, useImageUrl, useSiteSettings } from '../../site/siteSettings';
import styles from './LicenceDialog.module.css';

/** Props of {@link LicenceDialogContent}. */
export interface LicenceDialogContentProps {
  onClose(): void;
}

/** The open licence dialog: the `LICENCE` resource image. */
export function LicenceDialogContent({ onClose }: LicenceDialogContentProps) {
  const { t } = useTranslation();
  const site = useSiteSettings();
  const imageUrl = useImageUrl();
  const licence = findResource(site, 'LICENCE') ?? '/art/licence.svg';
  return (
    <Dialog open onClose={onClose} title={t('legal_licence')} closeLabel={t('close')}>
      <img className={styles.image} src={imageUrl(licence)} alt={t('legal_licence')} />
    </Dialog>
  );
}
