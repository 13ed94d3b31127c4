// Loaded only through `import()` from BannerCarousel (never statically): swiper weighs ~29 kB
// gzip and the home page's JS budget has no room for it before the first banner is painted.
import Swiper from 'swiper';
import { Autoplay, EffectCoverflow } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import { textFieldFocused } from '../../hooks/usePageIdle';

/** Options the carousel passes in (spec §9 constants are applied here). */
export interface CarouselOptions {
  autoplay: boolean;
  /** The banner (index into the banners) to start at: the one the plain carousel shows. Default 0. */
  startIndex?: number;
  onSlideClick?(realIndex: number): void;
}

/** A running carousel; `destroy` detaches it. */
export interface CarouselHandle {
  destroy(): void;
}

/**
 * Starts swiper on `element` (a `.swiper` with `.swiper-wrapper` and `.swiper-slide` children):
 * loop, autoplay 5000 ms (unless reduced motion), speed 1000 ms, 1.272 slides per view,
 * centred, coverflow with depth 200 (spec §9). Autoplay stops while the focus is in a text field
 * (the visitor is typing, e.g. a search: the coverflow's frames would compete with their results
 * on a slow phone) and starts again, with a full 5000 ms delay, when it leaves.
 */
export function startCarousel(element: HTMLElement, options: CarouselOptions): CarouselHandle {
  const swiper = new Swiper(element, {
    modules: [Autoplay, EffectCoverflow],
    loop: true,
    speed: 1000,
    slidesPerView: 1.272,
    centeredSlides: true,
    effect: 'coverflow',
    coverflowEffect: { depth: 200, rotate: 0, stretch: 0, modifier: 1, slideShadows: false },
    autoplay: options.autoplay ? { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
    grabCursor: true,
  });
  if (options.startIndex) swiper.slideToLoop(options.startIndex, 0, false);
  // Stopped, not paused: a paused autoplay still runs its requestAnimationFrame loop every frame.
  // focusout fires before the focus lands elsewhere: look once it has (focusin of the next field stops it again).
  const onFocusChange = () => {
    if (!options.autoplay || swiper.destroyed) return;
    if (textFieldFocused()) {
      if (swiper.autoplay.running) swiper.autoplay.stop();
    } else if (!swiper.autoplay.running) {
      swiper.autoplay.start();
    }
  };
  const onFocusOut = () => {
    setTimeout(onFocusChange, 0);
  };
  document.addEventListener('focusin', onFocusChange);
  document.addEventListener('focusout', onFocusOut);
  onFocusChange();
  return {
    destroy: () => {
      document.removeEventListener('focusin', onFocusChange);
      document.removeEventListener('focusout', onFocusOut);
      swiper.destroy(true, true);
    },
  };
}
