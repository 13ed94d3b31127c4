import { Children, isValidElement, type ReactNode, useId, useState } from 'react';
import { cx } from '../../internal/cx';
import { icons } from '../icons/icons';
import styles from './GameTile.module.css';

/** Props of {@link GameTile}. All texts are translated by the caller. */
export interface GameTileProps {
  /** Game name (clamped to two lines). */
  name: string;
  /** Vendor name, shown small under the game name. */
  vendorName?: string;
  /** Game icon URL. */
  iconUrl: string;
  /** Icon used once if `iconUrl` fails to load. */
  fallbackIconUrl: string;
  /** Shows the Hot badge (top-start). */
  isHot?: boolean;
  /** Text of the Hot badge. */
  hotLabel: string;
  /** Starts the game (spec §2 immediate-play). Without it the tile has no play button. */
  onPlay?: () => void;
  playLabel: string;
  /** Opens the free-trial demo; the button is shown only when given (supportPlay 0, spec §2). */
  onFreeTrial?: () => void;
  freeTrialLabel: string;
  /** Whether the game is a favourite: fills the heart and sets the button's `aria-pressed`. */
  isFavourite?: boolean;
  /** Toggles the favourite; the heart (top-end) is shown only when given. */
  onToggleFavourite?: () => void;
  /**
   * Accessible name (and tooltip) of the heart button, translated: either a fixed "Favourite",
   * or the action it performs now ("Add to favourites" / "Remove from favourites").
   */
  favouriteLabel: string;
  className?: string;
}

/**
 * A game in the lobby grid: 1:1 art (lazy, fixed box, so no layout shift), name (two lines at
 * most) and vendor under it, Hot badge top-start, favourite heart top-end (a toggle button,
 * `aria-pressed` = `isFavourite`; the heart fills with a short pop, none under reduced motion). Play and free-trial
 * appear over the art on hover or focus for mouse users and as buttons at the foot of the tile on
 * touch screens (side by side when both fit, else one per row); their labels wrap, never cut.
 * Falls back to `fallbackIconUrl` once when the icon fails to load.
 */
export function GameTile({
  name,
  vendorName,
  iconUrl,
  fallbackIconUrl,
  isHot = false,
  hotLabel,
  onPlay,
  playLabel,
  onFreeTrial,
  freeTrialLabel,
  isFavourite = false,
  onToggleFavourite,
  favouriteLabel,
  className,
}: GameTileProps) {
  const nameId = useId();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = failedUrl === iconUrl ? fallbackIconUrl : iconUrl;
  const hasActions = Boolean(onPlay ?? onFreeTrial);

  return (
    <article data-testid="game-tile" className={cx(styles.tile, hasActions && styles.actionable, className)} aria-labelledby={nameId}>
      <div className={styles.art}>
        <img
          className={styles.image}
          src={src}
          alt=""
          width={200}
          height={200}
          loading="lazy"
          decoding="async"
          onError={() => {
            if (src === iconUrl) setFailedUrl(iconUrl);
          }}
        />
        {isHot ? <span className={styles.hot}>{hotLabel}</span> : null}
        {onToggleFavourite ? (
          <button
            type="button"
            className={cx(styles.heart, isFavourite && styles.favourite)}
            aria-label={favouriteLabel}
            title={favouriteLabel}
            aria-pressed={isFavourite}
            onClick={onToggleFavourite}
          >
            {isFavourite ? <icons.heartFilled size={18} /> : <icons.heart size={18} />}
          </button>
        ) : null}
      </div>
      {hasActions ? (
        <div className={styles.actions}>
          {onPlay ? (
            <ActionButton kind="play" onClick={onPlay} describedBy={nameId} icon={<icons.play size={16} />}>
              {playLabel}
            </ActionButton>
          ) : null}
          {onFreeTrial ? (
            <ActionButton kind="trial" onClick={onFreeTrial} describedBy={nameId}>
              {freeTrialLabel}
            </ActionButton>
          ) : null}
        </div>
      ) : null}
      <h3 id={nameId} data-testid="game-name" className={styles.name} title={name}>
        {name}
      </h3>
      {vendorName ? <p className={styles.vendor} data-testid="game-vendor">{vendorName}</p> : null}
    </article>
  );
}

function ActionButton({
  kind,
  onClick,
  describedBy,
  icon,
  children,
}: {
  kind: 'play' | 'trial';
  onClick: () => void;
  describedBy: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <button type="button" className={cx(styles.action, styles[kind])} aria-describedby={describedBy} onClick={onClick}>
      {icon}
      <span>{children}</span>
    </button>
  );
}

/** A grey placeholder with the shape of a {@link GameTile}, shown while a list loads. */
export function GameTileSkeleton({ className }: { className?: string }) {
  return (
    <div className={cx(styles.tile, styles.skeleton, className)} aria-hidden="true" data-testid="game-tile-skeleton">
      <div className={cx(styles.art, styles.shimmer)} />
      <div className={cx(styles.line, styles.shimmer)} />
      <div className={cx(styles.line, styles.short, styles.shimmer)} />
    </div>
  );
}

/** Props of {@link GameGrid}. */
export interface GameGridProps {
  /** `GameTile`s or `GameTileSkeleton`s. */
  children?: ReactNode;
  /** Accessible name of the list, if it needs one. */
  ariaLabel?: string;
  className?: string;
}

/**
 * The lobby's game grid: 3 columns on phones, 4–6 on tablets, 6–8 on desktop (CSS grid,
 * `auto-fill` with a minimum tile width).
 */
export function GameGrid({ children, ariaLabel, className }: GameGridProps) {
  return (
    <div className={cx(styles.grid, className)} role="list" aria-label={ariaLabel}>
      {Children.toArray(children).map((child, index) => (
        <div role="listitem" key={isValidElement(child) && child.key !== null ? child.key : index} className={styles.cell}>
          {child}
        </div>
      ))}
    </div>
  );
}
