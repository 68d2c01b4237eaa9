/**
 * Swiper settings of the three carousels (spec §9). carousel.css lays the slides out the same way
 * before Swiper starts (same slides per view, gap and breakpoints), so hydration moves nothing.
 */
import type { AutoplayOptions, SwiperOptions } from 'swiper/types';

export type CarouselKind = 'hero' | 'single' | 'multi';

export interface CarouselConfig {
  delay: number;
  speed: number;
  spaceBetween: number;
  slidesPerView: number;
  /** min-width in px → slides per view; Swiper compares window.innerWidth, like a CSS min-width query. */
  breakpoints?: Record<number, { slidesPerView: number }>;
}

export const CAROUSELS: Record<CarouselKind, CarouselConfig> = {
  hero: { delay: 3000, speed: 300, spaceBetween: 0, slidesPerView: 1 },
  single: { delay: 3000, speed: 400, spaceBetween: 16, slidesPerView: 1 },
  multi: {
    delay: 3000,
    speed: 400,
    spaceBetween: 12,
    slidesPerView: 1,
    breakpoints: { 320: { slidesPerView: 1 }, 767: { slidesPerView: 2 }, 992: { slidesPerView: 3 } },
  },
};

/** The most slides a carousel ever shows at once. */
export function maxSlidesPerView(config: CarouselConfig): number {
  return Math.max(config.slidesPerView, ...Object.values(config.breakpoints ?? {}).map((bp) => bp.slidesPerView));
}

/**
 * How many times to repeat the items so Swiper's loop can rotate them: it needs about twice the slides
 * it shows (3 testimonials at 3 per view would otherwise sit still and log a loop warning).
 */
export function loopCopies(items: number, config: CarouselConfig): number {
  if (items <= 1) return 1;
  return Math.max(1, Math.ceil((2 * maxSlidesPerView(config)) / items));
}

export function swiperOptions(config: CarouselConfig, reducedMotion: boolean): SwiperOptions {
  return {
    loop: true,
    // Under prefers-reduced-motion a slide change is a cut, not a slide.
    speed: reducedMotion ? 0 : config.speed,
    spaceBetween: config.spaceBetween,
    slidesPerView: config.slidesPerView,
    breakpoints: config.breakpoints,
    // The island starts and stops rotation itself (pause button, hover, focus, reduced motion).
    // `enabled: false` keeps Swiper from starting it on init; Swiper reads it though its type omits it.
    autoplay: {
      enabled: false,
      delay: config.delay,
      disableOnInteraction: false,
      waitForTransition: true,
    } as AutoplayOptions,
  };
}
