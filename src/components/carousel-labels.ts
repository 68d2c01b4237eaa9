/** The localized words a carousel island renders itself (menu.carousel.*), from the dictionaries, on the server. */
import type { CarouselLabels } from '../islands/Carousel';
import type { Translate } from '../i18n/translate';

export function carouselLabels(t: Translate, region: string): CarouselLabels {
  return {
    region,
    roleCarousel: t('menu.carousel.roleCarousel'),
    pause: t('menu.carousel.pause'),
    play: t('menu.carousel.play'),
  };
}
