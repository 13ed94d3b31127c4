import { type ReactNode, useId } from 'react';
import { cx } from '../../internal/cx';
import { icons } from '../icons/icons';
import styles from './VendorTile.module.css';

/** Props of {@link VendorTile}. */
export interface VendorTileProps {
  /** Vendor name: the logo's alternative text and the tile's accessible name. */
  name: string;
  /** Vendor logo (word-mark) URL. */
  logoUrl: string;
  /** Opens the vendor (spec §2: a vendor launch); without it the card is not clickable. */
  onOpen?: () => void;
  /** Immediate play; the play button is shown only when given (spec §2: not for RNG). */
  onPlay?: () => void;
  /** Text of the play button. */
  playLabel: string;
  className?: string;
}

/** A game vendor: its logo on a raised 2:1 card, with an optional play button under it. */
export function VendorTile({ name, logoUrl, onOpen, onPlay, playLabel, className }: VendorTileProps) {
  const nameId = useId();
  const logo = <img className={styles.logo} src={logoUrl} alt={name} width={240} height={120} loading="lazy" decoding="async" />;
  return (
    <div className={cx(styles.tile, className)}>
      {onOpen ? (
        <button type="button" className={cx(styles.card, styles.clickable)} onClick={onOpen} id={nameId}>
          {logo}
        </button>
      ) : (
        <div className={styles.card} id={nameId}>
          {logo}
        </div>
      )}
      {onPlay ? (
        <button type="button" className={styles.play} onClick={onPlay} aria-describedby={nameId}>
          <icons.play size={14} />
          <span>{playLabel}</span>
        </button>
      ) : null}
    </div>
  );
}

/** Props of {@link VendorGrid}. */
export interface VendorGridProps {
  /** `VendorTile`s. */
  children?: ReactNode;
  ariaLabel?: string;
  className?: string;
}

/** Responsive grid of vendor tiles (2 columns on phones, more as space allows). */
export function VendorGrid({ children, ariaLabel, className }: VendorGridProps) {
  return (
    <div className={cx(styles.grid, className)} aria-label={ariaLabel} role={ariaLabel ? 'group' : undefined}>
      {children}
    </div>
  );
}
