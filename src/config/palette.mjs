/**
 * The palette: one brand colour, and every other colour of the site derived from it by rule, by role. Nothing
 * else in the project writes these values. src/styles/global.css, the components' styles and the SVG art in
 * src/assets name a role as `var(--palette-<role>)` (kebab case: ink-muted for inkMuted), and
 * integrations/palette.mjs writes the value in at build (with `paint`, below), so inline SVG, SVG files and CSS carry
 * the colour itself (a translucent use is `color-mix(in srgb, var(--palette-ink) 60%, transparent)`, which the build
 * writes as #rrggbbaa); theme-color, the favicons and the share images read PALETTE; the raster art is rendered
 * from its SVG masters at build. Plain JavaScript, so the build config can load it.
 *
 * To change the brand colour, change `brand` below and nothing else: the shades, the neutrals and the accent
 * follow, and the build stops, naming the role pair, when a pair in CONTRAST_PAIRS falls below WCAG AA.
 */
import { clampChroma, formatHex, oklch, wcagContrast } from 'culori';

/** The brand colour: buttons, links on light, the scrolled bar, theme-color, the icon tile, the art's main colour. */
const brand = '#7a1f4b';

/** The neutrals' hue, from the brand's: cooler, as the hand-picked neutrals of #7a1f4b were. */
const NEUTRAL_TURN = -30;

/**
 * How each role follows from the brand, in OKLCH: `l` its lightness (0–1), fixed so that contrast does not
 * depend on the brand's own lightness, and for the shades darker than the brand at least `below` under it (a
 * dark brand still gets a darker hover); `share` its chroma as a share of the brand's (so a grey brand gives grey
 * neutrals), at most `max`, or `c` a chroma of its own; `turn` degrees added to the brand's hue (the accent's
 * 192° keeps it far from the brand whatever the brand). A chroma the sRGB gamut cannot show at that lightness
 * and hue is lowered until it can. The numbers are the hand-picked palette of #7a1f4b measured in OKLCH: with
 * that brand the rules give its brand shades and accents within a ΔE2000 of 3, its neutrals within 7. `lift`: a
 * contrast with the brand itself that the role keeps, lightened as far as it takes (a light brand gets a lighter
 * soft shade; #7a1f4b needs none).
 * @typedef {{ l: number, below?: number, share?: number, max?: number, c?: number, turn?: number, lift?: number }} RoleRule
 * @satisfies {Record<string, RoleRule>}
 */
export const ROLE_RULES = {
  /** Darker: headings and hover on light backgrounds. */
  brandDeep: { l: 0.333, below: 0.068, share: 0.83 },
  /** Darkest: where the share image's gradient starts. */
  brandDarkest: { l: 0.288, below: 0.113, share: 0.69 },
  /** Bright: accents in the art and the share image. */
  brandBright: { l: 0.573, share: 1.31 },
  /**
   * Soft: petals and highlights in the art, the share image's rule, light accents on the dark strips, whose
   * gradient ends in the brand.
   */
  brandSoft: { l: 0.745, share: 0.92, lift: 3 },
  /** Pale: the share image's secondary text on the brand. */
  brandPale: { l: 0.9, share: 0.33 },
  /** Tint: strong surfaces on light, headings in the dark theme, washes in the art. */
  brandTint: { l: 0.95, share: 0.16 },
  /** Wash: the lightest surface. */
  brandWash: { l: 0.975, share: 0.08 },
  /** The dark theme's brand: buttons and links on the dark background, and their hover. */
  brandOnDark: { l: 0.787, share: 0.85 },
  brandOnDarkHover: { l: 0.855, share: 0.56 },
  /** Text on brandOnDark. */
  brandInk: { l: 0.217, share: 0.38 },
  /** The dark theme's scrolled bar. */
  brandNight: { l: 0.228, share: 0.32 },

  /**
   * Neutrals, tinted faintly with the brand's hue turned 30° cooler (as the hand-picked ones were): a teal brand
   * gives teal-grey neutrals. Ink: text on light, the art's outlines, shadows and scrims.
   */
  ink: { l: 0.23, share: 0.25, max: 0.04, turn: NEUTRAL_TURN },
  /** Muted text on light, the art's line work and the partners' logos. */
  inkMuted: { l: 0.407, share: 0.34, max: 0.05, turn: NEUTRAL_TURN },
  /** Borders on light. */
  border: { l: 0.91, share: 0.13, max: 0.02, turn: NEUTRAL_TURN },
  /** The dark theme: the page background (and the bar over it), surfaces, cards, text, muted text, borders. */
  night: { l: 0.187, share: 0.17, max: 0.03, turn: NEUTRAL_TURN },
  nightSurface: { l: 0.229, share: 0.21, max: 0.035, turn: NEUTRAL_TURN },
  nightSurfaceStrong: { l: 0.275, share: 0.26, max: 0.04, turn: NEUTRAL_TURN },
  nightCard: { l: 0.244, share: 0.23, max: 0.04, turn: NEUTRAL_TURN },
  nightText: { l: 0.955, share: 0.09, max: 0.015, turn: NEUTRAL_TURN },
  nightMuted: { l: 0.823, share: 0.2, max: 0.03, turn: NEUTRAL_TURN },
  nightBorder: { l: 0.337, share: 0.27, max: 0.045, turn: NEUTRAL_TURN },

  /** The accent, opposite the brand's hue: text and icons on light (the credentials, check marks, badges). */
  accent: { l: 0.439, c: 0.072, turn: 192 },
  /** Mid accent in the art. */
  accentMid: { l: 0.563, c: 0.095, turn: 192 },
  /** Pale accent: washes in the art, and accent text on the dark bands and strips. */
  accentPale: { l: 0.873, c: 0.062, turn: 192 },
  /** The dark theme's accent text. */
  accentOnDark: { l: 0.818, c: 0.086, turn: 192 },
};

/**
 * The colours of the site for a brand colour, by role, as #rrggbb.
 * @param {string} brandColour any CSS colour
 * @returns {Record<'brand' | keyof typeof ROLE_RULES, string>}
 */
export function derivePalette(brandColour) {
  const base = oklch(brandColour);
  if (!base) throw new Error(`src/config/palette.mjs: "${brandColour}" is not a colour`);
  const hue = base.h ?? 0;
  /** @type {Record<string, string>} */
  const palette = { brand: formatHex(base) };
  for (const [role, rule] of /** @type {[string, RoleRule][]} */ (Object.entries(ROLE_RULES))) {
    let l = rule.below === undefined ? rule.l : Math.min(rule.l, base.l - rule.below);
    const c = rule.c ?? Math.min((rule.share ?? 0) * base.c, rule.max ?? Infinity);
    const h = (hue + (rule.turn ?? 0)) % 360;
    const colour = () => formatHex(clampChroma({ mode: 'oklch', l, c, h }, 'oklch'));
    while (rule.lift && l < 1 && wcagContrast(colour(), palette.brand) < rule.lift) l = Math.min(1, l + 0.005);
    palette[role] = colour();
  }
  return /** @type {Record<'brand' | keyof typeof ROLE_RULES, string>} */ (palette);
}

/** The site's colours, derived from `brand`. */
export const PALETTE = derivePalette(brand);

/**
 * The pairs that must meet WCAG AA: `text` is read on each of `on`, for `use`, at 4.5:1 (text of any size) or
 * `min` (3:1 for icons and large text). A role or `white` (the text on the brand and on the bars). The build
 * checks them (checkContrast).
 * @type {readonly { text: string, on: readonly string[], use: string, min?: number }[]}
 */
export const CONTRAST_PAIRS = [
  { text: 'ink', on: ['white', 'brandWash', 'brandTint'], use: 'body text on the background and surfaces' },
  { text: 'inkMuted', on: ['white', 'brandWash', 'brandTint'], use: 'muted text on the background and surfaces' },
  { text: 'brandDeep', on: ['white', 'brandWash', 'brandTint'], use: 'headings, and hovered links and buttons' },
  { text: 'brand', on: ['white', 'brandWash'], use: 'links and outlined buttons' },
  { text: 'brand', on: ['brandTint'], use: 'icons in their discs', min: 3 },
  { text: 'white', on: ['brand', 'brandDeep'], use: 'text on the primary button and the scrolled bar' },
  { text: 'accent', on: ['white', 'brandWash', 'brandTint'], use: 'accent text and icons, the credentials' },
  { text: 'white', on: ['accent'], use: 'the outcome step marker' },
  { text: 'brandSoft', on: ['ink'], use: 'light accents on the dark hero strip and bands' },
  { text: 'brandSoft', on: ['brand'], use: "the tagline's large lead where the hero strip ends in the brand", min: 3 },
  { text: 'accentPale', on: ['ink'], use: 'accent text on the dark bands' },
  { text: 'nightText', on: ['night', 'nightSurface', 'nightSurfaceStrong', 'nightCard'], use: 'dark theme: text' },
  { text: 'nightMuted', on: ['night', 'nightSurface', 'nightSurfaceStrong', 'nightCard'], use: 'dark theme: muted' },
  { text: 'brandTint', on: ['night', 'nightSurface', 'nightSurfaceStrong', 'nightCard'], use: 'dark theme: headings' },
  { text: 'brandOnDark', on: ['night', 'nightSurface', 'nightSurfaceStrong', 'nightCard'], use: 'dark theme: links' },
  { text: 'brandInk', on: ['brandOnDark', 'brandOnDarkHover', 'accentOnDark'], use: 'dark theme: text on buttons' },
  { text: 'accentOnDark', on: ['night', 'nightSurface', 'nightSurfaceStrong', 'nightCard'], use: 'dark theme: accent' },
  { text: 'white', on: ['brandNight'], use: 'dark theme: the scrolled bar' },
];

/** WCAG AA for text of any size (1.4.3); icons need 3:1 (1.4.11). */
export const AA = 4.5;

/**
 * The CONTRAST_PAIRS a palette fails, as sentences naming the roles, their colours and the ratio.
 * @param {Readonly<Record<string, string>>} palette
 * @returns {string[]}
 */
export function contrastFailures(palette) {
  const colour = (/** @type {string} */ role) => (role === 'white' ? '#ffffff' : palette[role]);
  return CONTRAST_PAIRS.flatMap(({ text, on, use, min = AA }) =>
    on.flatMap((background) => {
      const ratio = wcagContrast(colour(text), colour(background));
      return ratio >= min
        ? []
        : [
            `${text} (${colour(text)}) on ${background} (${colour(background)}) is ${ratio.toFixed(2)}:1, ` +
              `needs ${min}:1 (${use})`,
          ];
    }),
  );
}

/**
 * Stops the build when the palette fails a contrast pair, naming each failing pair.
 * @param {Readonly<Record<string, string>>} [palette]
 */
export function checkContrast(palette = PALETTE) {
  const failures = contrastFailures(palette);
  if (failures.length > 0) {
    throw new Error(
      `src/config/palette.mjs: brand ${palette.brand} fails WCAG AA contrast:\n  ${failures.join('\n  ')}\n` +
        'Pick a brand colour of middle lightness (white text must read on it).',
    );
  }
}

/** A palette token as written in CSS and SVG art: `var(--palette-brand-deep)`. */
const TOKEN = /var\(--palette-([a-z-]+)\)/g;

/**
 * A text with every palette token written as its colour; an unknown role is an error, naming the file.
 * @param {string} text
 * @param {string} [file]
 * @param {Readonly<Record<string, string>>} [palette]
 */
export function paint(text, file = 'text', palette = PALETTE) {
  return text.replace(TOKEN, (_, role) => {
    const key = role.replace(/-([a-z])/g, (__, letter) => letter.toUpperCase());
    if (!Object.hasOwn(palette, key)) throw new Error(`${file}: no palette role "${role}" in src/config/palette.mjs`);
    return palette[key];
  });
}
