/** The download popup's body (lazy chunk: qrcode.react and the Dialog's sanitiser). */
import { useTranslation } from '@gamehall/i18n';
import { Dialog, QrCode } from '@gamehall/ui-kit';
import { findResource, useSiteSettings } from '../../site/siteSettings';
import styles from './DownloadQrPopup.module.css';

/** QR code side in CSS pixels (spec §9 "QR code size 107 in the download popup"). */
const QR_SIZE = 107;

/** Props of {@link DownloadQrPopupContent}. */
export interface DownloadQrPopupContentProps {
  onClose(): void;
}

/** The open download popup: QR codes of the `APP_IOS` and `APP_ANDROID` resources. */
export function DownloadQrPopupContent({ onClose }: DownloadQrPopupContentProps) {
  const { t } = useTranslation('shell');
  const site = useSiteSettings();
  const apps = [
    { key: 'ios', label: t('download_ios'), url: findResource(site, 'APP_IOS') },
    { key: 'android', label: t('download_android'), url: findResource(site, 'APP_ANDROID') },
  ].filter((app): app is { key: string; label: string; url: string } => Boolean(app.url));
  return (
    <Dialog open onClose={onClose} title={t('download_app')} closeLabel={t('close')}>
      <p className={styles.hint}>{t('scan_to_download')}</p>
      {apps.length > 0 ? (
        <ul className={styles.codes}>
          {apps.map((app) => (
            <li key={app.key} className={styles.code}>
              {/* On a phone the code cannot be scanned from its own screen: tapping it opens the download. */}
              <a className={styles.link} href={app.url} target="_blank" rel="noopener noreferrer">
                <QrCode value={app.url} size={QR_SIZE} label={app.label} />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{t('in_no_data')}</p>
      )}
    </Dialog>
  );
}
