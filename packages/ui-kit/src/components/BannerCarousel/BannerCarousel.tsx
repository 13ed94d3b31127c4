import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { cx } from '../../internal/cx';
import { usePrefersReducedMotion } from '../../internal/useMediaQuery';
import styles from './BannerCarousel.module.css';
import { useFirstInteraction } from '../../hooks/useFirstInteraction';
import { textFieldFocused, usePageIdle } from '../../hooks/usePageIdle';
import type { startCarousel as StartCarousel } from './loadSwiper';

/** The lazily loaded swiper module (type only: erased at build time, no static import). */
type SwiperLoader = { startCarousel: typeof StartCarousel };

/** One banner of a {@link BannerCarousel}. */
export interface Banner {
  id: string | number;
  /** Image URL (already resolved against the image CDN). */
  imageUrl: string;
  /** Translated alternative text. */
  alt: string;
  /** Whether clicking it does something (default true): a banner without a target is no button. */
  clickable?: boolean;
}

/** Props of {@link BannerCarousel}. */
export interface BannerCarouselProps {
  banners: Banner[];
  /** Called with the banner's id when it is clicked (spec §2: opens its linked target). */
  onBannerClick?: (id: string | number) => void;
  /** CSS `aspect-ratio` of a banner: phones, and desktop (≥ 1024 px). Default 16 / 7 and 21 / 7. */
  aspect?: { phone: string; desktop: string };
  className?: string;
  /** @internal Tests replace the swiper loader; apps never pass it. */
  loadSwiper?: () => Promise<SwiperLoader>;
}

const defaultLoad = () => import('./loadSwiper');

/** The autoplay delay between banners, in ms (spec §9: 5000). */
export const BANNER_AUTOPLAY_MS = 5000;

/**
 * The home banner carousel (spec §2, §9). The first banner is painted at once as a plain
 * `<img fetchpriority="high">`. With more than one banner it autoplays once the page is idle
 * after load (ui-kit `usePageIdle`): the plain carousel cross-fades to the next banner every
 * {@link BANNER_AUTOPLAY_MS} ms, needing no library; swiper (for swiping) is fetched with a
 * dynamic `import()` at the visitor's first interaction and takes over at the banner shown
 * (loop, autoplay 5000 ms, speed 1000 ms, 1.272 slides per view, centred, coverflow depth 200).
 * No autoplay under `prefers-reduced-motion: reduce`, and both autoplays hold while the focus is
 * in a text field (the visitor is typing, e.g. a search; issue 14). One banner never loads swiper;
 * no banners render nothing.
 */
export function BannerCarousel({
  banners,
  onBannerClick,
  aspect = { phone: '16 / 7', desktop: '21 / 7' },
  className,
  loadSwiper = defaultLoad,
}: BannerCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const interacted = useFirstInteraction();
  const [loader, setLoader] = useState<SwiperLoader | null>(null);
  const swiperRef = useRef<HTMLDivElement>(null);
  const onClickRef = useRef(onBannerClick);
  useEffect(() => {
    onClickRef.current = onBannerClick;
  });
  const multiple = banners.length > 1;
  // Autoplay before swiper (spec §2: after load): the plain carousel shows banner `current`.
  const idle = usePageIdle({ enabled: multiple && !reducedMotion && !loader });
  const autoplaying = idle && multiple && !reducedMotion && !loader;
  const [current, setCurrent] = useState(0);
  const currentRef = useRef(0);
  currentRef.current = current;
  useEffect(() => {
    if (!autoplaying) return undefined;
    // While the visitor types (focus in a text field, e.g. the header search) the banner stays: no
    // fade repainting the page behind the results they asked for.
    const timer = window.setInterval(() => {
      // A count of banners shown, not an index (`shown` is it modulo their number): it tells
      // which banners have been near, below.
      if (!textFieldFocused()) setCurrent((count) => count + 1);
    }, BANNER_AUTOPLAY_MS);
    return () => { window.clearInterval(timer); };
  }, [autoplaying, banners.length]);

  // Fetch swiper only after the first banner has been painted and the user has interacted
  // with the page, so it is not part of the home page's JavaScript before interaction.
  useEffect(() => {
    if (!multiple || loader || !interacted) return undefined;
    let cancelled = false;
    const frame = requestAnimationFrame(() => {
      setTimeout(() => {
        if (cancelled) return;
        loadSwiper().then(
          (module) => {
            if (!cancelled) setLoader(module);
          },
          (error: unknown) => {
            console.warn('BannerCarousel: swiper failed to load; showing the first banner', error);
          },
        );
      }, 0);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [multiple, loader, loadSwiper, interacted]);

  const bannerKey = banners.map((banner) => banner.id).join('|');
  useEffect(() => {
    if (!loader || !multiple || !swiperRef.current) return undefined;
    const handle = loader.startCarousel(swiperRef.current, { autoplay: !reducedMotion, startIndex: currentRef.current % banners.length });
    return () => {
      handle.destroy();
    };
  }, [loader, multiple, reducedMotion, bannerKey, banners.length]);

  const first = banners[0];
  if (!first) return null;

  const style = { '--gh-banner-aspect-phone': aspect.phone, '--gh-banner-aspect-desktop': aspect.desktop } as CSSProperties;

  const renderBanner = (banner: Banner, index: number, eager: boolean) => {
    const image = (
      <img
        className={styles.image}
        src={banner.imageUrl}
        alt={banner.alt}
        // The art's intrinsic size (21:7); the slide's aspect-ratio box sets the shown size, so nothing shifts.
        width={1260}
        height={420}
        {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        decoding={eager ? 'sync' : 'async'}
        draggable={false}
      />
    );
    return onBannerClick && banner.clickable !== false ? (
      <button type="button" className={styles.banner} onClick={() => onClickRef.current?.(banner.id)} data-index={index}>
        {image}
      </button>
    ) : (
      <div className={styles.banner} data-index={index}>
        {image}
      </div>
    );
  };

  if (!loader || !multiple) {
    // Until autoplay starts only the first banner is in the page (its image is the LCP); then
    // all of them, stacked, the shown one on top, the others hidden and inert. A banner's image
    // is in its layer from the turn before it shows (issue 14: at the start of autoplay, one
    // image to fetch and decode, not all of them), and stays for the fade and the next rounds.
    const shown = current % banners.length;
    return (
      <div className={cx(styles.carousel, multiple && styles.peek, className)} style={style} data-carousel="static" data-current={shown}>
        <div className={cx(styles.slide, autoplaying && styles.stack)}>
          {autoplaying
            ? banners.map((banner, index) => (
                <div key={banner.id} className={cx(styles.layer, index === shown && styles.shown)} inert={index !== shown} aria-hidden={index !== shown}>
                  {index <= current + 1 && renderBanner(banner, index, index === 0)}
                </div>
              ))
            : renderBanner(banners[shown] ?? first, shown, true)}
        </div>
      </div>
    );
  }

  // Loop mode needs enough slides on each side of the centred one.
  const slides = banners.length < 4 ? [...banners, ...banners] : banners;
  return (
    <div className={cx(styles.carousel, className)} style={style} data-carousel="swiper">
      <div ref={swiperRef} className="swiper" key={bannerKey}>
        <div className="swiper-wrapper">
          {slides.map((banner, index) => (
            <div key={`${banner.id}-${index}`} className={cx('swiper-slide', styles.slide)}>
              {renderBanner(banner, index % banners.length, index === 0)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
