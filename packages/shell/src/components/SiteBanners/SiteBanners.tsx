import { type CSSProperties, useState } from 'react';
import type { Banner } from '@gamehall/api-client';
import { BannerCarousel, cx } from '@gamehall/ui-kit';
import { SITE_ANNOUNCEMENTS_ARGS, useGetAnnouncementsQuery } from '../../api/shellApi';
import { useImageUrl } from '../../site/siteSettings';
import { NoticeDialog } from '../NoticeDialog/NoticeDialog';
import { useBannerLinkage } from './bannerLinkage';
import styles from './SiteBanners.module.css';

/** A banner group (spec §3 Banner `groupName`, §9 banner groups). */
export type BannerGroup = Banner['groupName'];

/** Props of {@link SiteBanners}. */
export interface SiteBannersProps {
  /** The group shown: `w_home` (home page), `w_leftmenu` (side menu), `w_reg` (register modal), `w_forget` (forgot-password modal). */
  group: BannerGroup;
  /**
   * Keeps the banner's place (an empty raised box of the banner's shape) while there is no banner
   * to show, so what follows does not move when it arrives (the home page). Default false:
   * nothing is rendered.
   */
  reserveSpace?: boolean;
  /** CSS `aspect-ratio` of a banner on phones and from 1024 px (default 16 / 7 and 21 / 7). */
  aspect?: { phone: string; desktop: string };
  className?: string;
}

const DEFAULT_ASPECT = { phone: '16 / 7', desktop: '21 / 7' } as const;

/**
 * The banners of one group (spec §2 "Banner carousel", §3 Banner, §9 groups) in ui-kit's
 * `BannerCarousel` (loops and plays by itself with more than one banner). They come from the
 * site's announcements call ({@link SITE_ANNOUNCEMENTS_ARGS}, one cache entry for every group).
 * A click opens what the banner links to: ROUTE navigates, URL opens a new tab without opener,
 * GAME starts the game through the launch flow (`gameLaunchRequested`), PROMOTION shows the
 * promotion in a {@link NoticeDialog}; a NONE banner is no button.
 *
 * @param props - the `group`, and `reserveSpace`, `aspect`, `className`
 * @returns the carousel; nothing (or the reserved space) while the group has no banner
 * @example
 * ```tsx
 * <SiteBanners group="w_reg" aspect={{ phone: '16 / 7', desktop: '16 / 7' }} />
 * ```
 */
export function SiteBanners({ group, reserveSpace = false, aspect = DEFAULT_ASPECT, className }: SiteBannersProps) {
  const imageUrl = useImageUrl();
  const { data } = useGetAnnouncementsQuery(SITE_ANNOUNCEMENTS_ARGS);
  const [promotionId, setPromotionId] = useState<number | null>(null);
  const follow = useBannerLinkage(setPromotionId);
  const banners = (data?.banners ?? []).filter((banner) => banner.groupName === group);
  const promotion = promotionId === null ? undefined : data?.promotion.find((p) => p.id === promotionId);
  const style = { '--gh-banner-aspect-phone': aspect.phone, '--gh-banner-aspect-desktop': aspect.desktop } as CSSProperties;

  return (
    <>
      {banners.length > 0 ? (
        <BannerCarousel
          className={className}
          aspect={aspect}
          banners={banners.map((banner) => ({ id: banner.id, imageUrl: imageUrl(banner.url), alt: banner.title, clickable: banner.linkageType !== 'NONE' }))}
          onBannerClick={(id) => {
            const banner = banners.find((b) => b.id === id);
            if (banner) follow(banner);
          }}
        />
      ) : reserveSpace ? (
        <div className={cx(styles.space, className)} style={style} aria-hidden="true" data-testid="banner-space" />
      ) : null}
      {promotion ? <NoticeDialog notice={promotion} onClose={() => setPromotionId(null)} /> : null}
    </>
  );
}
