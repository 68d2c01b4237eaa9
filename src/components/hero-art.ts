/**
 * The pictures of the home hero's later slides. They show only once the carousel has started (never without
 * scripts), so they are not in the page: the carousel fetches them from HERO_ART_URL (src/pages/hero/art.json.ts)
 * when it starts, which keeps about 600 bytes of image URLs out of the home page's first round trip.
 */
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import type { LateArt } from '../islands/late-art';
import slide2 from '../assets/heroes/slide-2.png';
import slide3 from '../assets/heroes/slide-3.png';
import slide4 from '../assets/heroes/slide-4.png';
import slide5 from '../assets/heroes/slide-5.png';

/** Slides 2 to 5, in order (the first slide's art is inline SVG, painted with the page). */
const LATER_SLIDE_ART: readonly ImageMetadata[] = [slide2, slide3, slide4, slide5];

/** Where the carousel finds them; one file for every language, as the art has no words. */
export const HERO_ART_URL = '/hero/art.json';

/** The class a slide's art is placed by (src/components/HeroCarousel.astro), inline or fetched. */
export const SLIDE_ART_CLASS = 'hero-slide__art cover-art';

const FORMATS = ['avif', 'webp'] as const;
const WIDTHS = [480, 768, 1280, 1920, 2400];
const SIZES = '100vw';

/**
 * Each later slide's picture: AVIF and WebP sources at every width, and one PNG, at the art's own size, for a
 * browser that takes neither (such a browser reads no srcset of the <img> either, so other widths would go unused).
 */
export async function laterSlideArt(): Promise<LateArt[]> {
  return Promise.all(
    LATER_SLIDE_ART.map(async (src) => {
      const sources = await Promise.all(
        FORMATS.map(async (format) => {
          const image = await getImage({ src, format, widths: WIDTHS, sizes: SIZES });
          return { type: `image/${format}`, srcset: image.srcSet.attribute };
        }),
      );
      const fallback = await getImage({ src, format: 'png' });
      return {
        sources,
        sizes: SIZES,
        src: fallback.src,
        width: src.width,
        height: src.height,
        className: SLIDE_ART_CLASS,
      };
    }),
  );
}
