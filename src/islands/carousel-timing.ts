/**
 * How the carousels move: the one place for their timings, which the island, the unit tests and the browser
 * suites all read. Plain data, so a Node test runner can import it without the island's CSS or Swiper.
 */
export type CarouselKind = 'hero' | 'single' | 'multi';

/** Milliseconds per slide and per move, and the most slides in view at once (the widest --per-view of carousel.css and testimonial-carousel.css). */
export type CarouselTiming = { delay: number; speed: number; maxPerView: number };

export const CAROUSELS: Record<CarouselKind, CarouselTiming> = {
  hero: { delay: 3000, speed: 300, maxPerView: 1 },
  single: { delay: 3000, speed: 400, maxPerView: 1 },
  multi: { delay: 3000, speed: 400, maxPerView: 3 },
};
