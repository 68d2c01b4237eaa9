/** The localized labels a carousel island needs, from the dictionaries (menu.carousel.*), on the server. */
import type { CarouselLabels } from '../islands/Carousel';
import type { Translate } from '../i18n/translate';

export function carouselLabels(t: Translate, region: string, count: number): CarouselLabels {
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  return {
    region,
    pause: t('menu.carousel.pause'),
    play: t('menu.carousel.play'),
    previous: t('menu.carousel.previous'),
    next: t('menu.carousel.next'),
    pagination: t('menu.carousel.slides'),
    bullets: numbers.map((n) => t('menu.carousel.goTo', { n })),
    slides: numbers.map((n) => t('menu.carousel.slide', { n, total: count })),
    roleCarousel: t('menu.carousel.roleCarousel'),
    roleSlide: t('menu.carousel.roleSlide'),
  };
}
