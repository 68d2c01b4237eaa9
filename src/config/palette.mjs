/**
 * The brand palette: the brand colour and its shades, once, by role. Nothing else in the project writes these
 * values. src/styles/global.css and the SVG art in src/assets name a role as `var(--palette-<role>)` (brand-deep
 * for brandDeep), and integrations/palette.mjs writes the value in at build, so inline SVG, SVG files and CSS
 * carry the colour itself; theme-color, the favicons and the share images read this module; the raster art is
 * rendered from its SVG masters at build. Plain JavaScript, so the build config can load it.
 *
 * To change the brand colour, change `brand`, and the shades beside it so they stay its family (check the
 * contrast: `npm test` runs axe on every page, in both themes).
 */
export const PALETTE = /** @type {const} */ ({
  /** The brand colour: buttons, links on light, the scrolled bar, theme-color, the icon tile, the art's ink. */
  brand: '#7a1f4b',
  /** Darker: headings and hover on light backgrounds. */
  brandDeep: '#5e1639',
  /** Darkest: where the share image's gradient starts. */
  brandDarkest: '#4a1230',
  /** Bright: accents in the art and the share image. */
  brandBright: '#c2417a',
  /** Soft: petals and highlights in the art, the share image's rule. */
  brandSoft: '#e88bb0',
  /** Pale: the share image's secondary text on the brand. */
  brandPale: '#f6d3e1',
  /** Tint: strong surfaces on light, headings in the dark theme, washes in the art. */
  brandTint: '#fbe9f0',
  /** Wash: the lightest surface. */
  brandWash: '#fdf4f7',
  /** The dark theme's brand: buttons and links on the dark background, and their hover. */
  brandOnDark: '#f29bbf',
  brandOnDarkHover: '#f7bcd4',
  /** Text on brandOnDark. */
  brandInk: '#2a0f1e',
  /** The dark theme's scrolled bar. */
  brandNight: '#2a1422',
});
