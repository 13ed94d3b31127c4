import { afterEach, describe, expect, it } from 'vitest';
import type Swiper from 'swiper';
import { startCarousel } from './loadSwiper';

/** Swiper keeps its instance on the element it runs on. */
type SwiperElement = HTMLDivElement & { swiper: Swiper };

const carouselElement = (): SwiperElement => {
  const element = document.createElement('div') as SwiperElement;
  element.className = 'swiper';
  element.innerHTML = `<div class="swiper-wrapper">${['a', 'b', 'c'].map((id) => `<div class="swiper-slide">${id}</div>`).join('')}</div>`;
  document.body.append(element);
  return element;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('startCarousel', () => {
  it('stops autoplay while the focus is in a text field and starts it again when the focus leaves', async () => {
    const element = carouselElement();
    const search = document.createElement('input');
    search.type = 'search';
    const button = document.createElement('button');
    document.body.append(search, button);
    const handle = startCarousel(element, { autoplay: true });
    const swiper = element.swiper;
    const { autoplay } = swiper;
    expect(autoplay.running).toBe(true);
    search.focus();
    expect(autoplay.running).toBe(false);
    // Leaving for a button: started again once the focus has landed.
    button.focus();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(autoplay.running).toBe(true);
    // Destroyed: its focus listeners are gone with it.
    handle.destroy();
    search.focus();
    button.focus();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(swiper.destroyed).toBe(true);
    expect(autoplay.running).toBe(false);
  });

  it('leaves a carousel without autoplay alone', () => {
    const element = carouselElement();
    const search = document.createElement('input');
    document.body.append(search);
    startCarousel(element, { autoplay: false });
    search.focus();
    search.blur();
    expect(element.swiper.autoplay.running).toBe(false);
  });
});
