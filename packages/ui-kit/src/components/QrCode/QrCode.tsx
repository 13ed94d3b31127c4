import { QRCodeSVG } from 'qrcode.react';
import { cx } from '../../internal/cx';
import styles from './QrCode.module.css';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** Text encoded (usually a download URL). */
  value: string;
  /** Side in CSS pixels (default 107, spec §9 download popup). */
  size?: number;
  /** Accessible name and caption (translated, e.g. "Scan to download"). */
  label: string;
  className?: string;
}

/**
 * A real, scannable QR code (qrcode.react `QRCodeSVG`), dark on white with a quiet zone so
 * phone cameras read it on the dark theme.
 */
export function QrCode({ value, size = 107, label, className }: QrCodeProps) {
  return (
    <figure className={cx(styles.figure, className)}>
      <span className={styles.code}>
        <QRCodeSVG value={value} size={size} level="M" marginSize={2} bgColor="#ffffff" fgColor="#0f1220" role="img" aria-label={label} />
      </span>
      <figcaption className={styles.caption}>{label}</figcaption>
    </figure>
  );
}
