/**
 * Text over art, the one place its rules live: which blocks put text over a picture, the contrast each of their
 * letters needs (WCAG 1.4.3 AA), what counts as a letter's pixel rather than its anti-aliased edge, and the windows
 * and themes it must hold in. tests/e2e/contrast.spec.ts measures the rendered pixels against it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLAGS } from '../../src/config/site';
import { PAGES } from '../../tools/harness/site-paths';

/** WCAG AA: 4.5:1 for text, 3:1 for large text. */
export const MIN_CONTRAST = { text: 4.5, large: 3 } as const;

/** WCAG's large text: 18pt (24px), or 14pt (18.67px) bold. */
export function isLargeText(fontSizePx: number, fontWeight: number): boolean {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
}

/**
 * A pixel is a letter's when the glyph covers at least this share of it; the rest of the glyph's pixels are its
 * anti-aliased edge, a blend of letter and art that no reader takes for the letter's colour.
 */
export const LETTER_COVERAGE = 0.9;

/** The blocks whose text sits over art, by page (a path after the language) and CSS selector. */
export const BLOCKS = [
  /** Every page but the home page, whose hero is the carousel. */
  { name: 'page hero', pages: PAGES.filter((page) => page), selector: '.hero' },
  /** Each of the home carousel's slides in turn (the measured block is the active one). */
  { name: 'hero slide', pages: [''], selector: '.carousel--hero .swiper-slide-active', slides: true },
  { name: 'tagline band', pages: [''], selector: '.hero-carousel__tagline' },
  { name: 'parallax band', pages: PAGES, selector: '.band' },
] as const;

/** Every width (px) a min-width or max-width media query of the site's CSS switches at. */
export function cssBreakpoints(dir = new URL('../../src/', import.meta.url).pathname): number[] {
  const found = new Set<number>();
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(css|astro)$/.test(entry)) continue;
    for (const [, bound, value] of readFileSync(join(dir, entry), 'utf8').matchAll(
      /\((min|max)-width:\s*([\d.]+)px\)/g,
    )) {
      found.add(bound === 'max' ? Math.ceil(Number(value)) : Number(value));
    }
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * The widths from 320 to 1280px that catch every layout the art goes through: each side of every breakpoint, the
 * phones most in use between them, and a laptop.
 */
export const WIDTHS = [...new Set([320, 360, 390, 430, ...cssBreakpoints().flatMap((b) => [b - 1, b]), 1280])]
  .filter((width) => width >= 320 && width <= 1280)
  .sort((a, b) => a - b);

/** A window of that width with a real device's height: the heroes are sized in vh, so it decides the art's crop. */
export const viewportAt = (width: number) => ({ width, height: width < 600 ? 800 : width < 992 ? 1024 : 800 });

/** The themes the site offers: dark only where the theme toggle is shown. */
export const THEMES: ('light' | 'dark')[] = FLAGS.showThemeButton ? ['light', 'dark'] : ['light'];
