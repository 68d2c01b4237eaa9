import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { differenceCiede2000, oklch } from 'culori';
import { coloursIn } from '../../tests/colour-notation';
import { CONTRAST_PAIRS, PALETTE, checkContrast, contrastFailures, derivePalette, paint } from './palette.mjs';

const ROOT = new URL('../../', import.meta.url);
/**
 * The project's own files that may hold colours: styles, components, art, code. Read from the folders, not from
 * git, so that a scratch copy of the project (tools/harness/project-copy.ts) checks its own files.
 */
const files = ['src', 'lib', 'integrations', 'tools']
  .flatMap((folder) =>
    readdirSync(new URL(folder, ROOT), { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`),
  )
  .filter((file) => /\.(css|astro|svg|tsx?|mjs)$/.test(file) && !/\.test\.ts$/.test(file))
  .sort();

describe('the brand palette', () => {
  it('is the only place a palette colour (brand, shades, neutrals, accent) is written, in any notation', () => {
    const values = new Set(Object.values(PALETTE).map((hex) => hex.toLowerCase()));
    const copies = files
      .filter((file) => file !== 'src/config/palette.mjs')
      .flatMap((file) =>
        coloursIn(readFileSync(new URL(file, ROOT), 'utf8'))
          .filter(({ hex }) => values.has(hex))
          .map(({ written, hex }) => `${file}: ${written} (${hex})`),
      );
    expect(copies).toEqual([]);
  });

  it('recognises a colour written as hex of 3, 4, 6 or 8 digits, rgb(), rgba(), hsl() or hsla()', () => {
    const brand = PALETTE.brand.toLowerCase();
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(brand.slice(at, at + 2), 16));
    const spellings = [
      brand.toUpperCase(),
      `${brand}8c`,
      `rgb(${r}, ${g}, ${b})`,
      `rgba(${r},${g},${b},.55)`,
      `rgb(${r} ${g} ${b} / 55%)`,
      `rgb(${[r, g, b].map((value) => `${((value / 255) * 100).toFixed(3)}%`).join(' ')})`,
    ];
    for (const spelt of spellings) expect(coloursIn(`a ${spelt} b`), spelt).toEqual([{ written: spelt, hex: brand }]);
    expect(coloursIn('#fff #ffff #ffffff80').map(({ hex }) => hex)).toEqual(['#ffffff', '#ffffff', '#ffffff']);
    // CSS Color 4's examples: hsl(120deg 100% 25%) is green, #008000; hsla() with turns too.
    expect(coloursIn('hsl(120deg 100% 25%)')[0]!.hex).toBe('#008000');
    expect(coloursIn('hsla(0.5turn, 100%, 50%, .5)')[0]!.hex).toBe('#00ffff');
    expect(coloursIn('hsl(0 100% 50%)')[0]!.hex).toBe('#ff0000');
    expect(coloursIn('url(#grad1) #abcdefg var(--x)')).toEqual([]);
  });

  it('has a colour for every role the styles and the art name', () => {
    for (const file of files) expect(() => paint(readFileSync(new URL(file, ROOT), 'utf8'), file)).not.toThrow();
  });

  it('writes a role in kebab case as its colour, and names an unknown one', () => {
    expect(paint('fill="var(--palette-brand-deep)"')).toBe(`fill="${PALETTE.brandDeep}"`);
    expect(() => paint('var(--palette-berry)', 'x.svg')).toThrow('x.svg: no palette role "berry"');
  });
});

/** Brands of middle lightness the palette must serve: today's, a teal, a blue and an orange. */
const BRANDS = [PALETTE.brand, '#0f766e', '#1d4ed8', '#c2410c'];
const hueDistance = (a: string, b: string) => {
  const turn = Math.abs((oklch(a)!.h ?? 0) - (oklch(b)!.h ?? 0)) % 360;
  return Math.min(turn, 360 - turn);
};
const deltaE = differenceCiede2000();

describe('the palette derived from a brand colour', () => {
  it('keeps the brand and gives every role a colour', () => {
    for (const brand of BRANDS) {
      const palette = derivePalette(brand);
      expect(palette.brand).toBe(brand);
      expect(Object.keys(palette)).toEqual(Object.keys(PALETTE));
      for (const value of Object.values(palette)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('follows the brand: another brand changes every role', () => {
    const teal = derivePalette('#0f766e');
    const changed = Object.keys(PALETTE).filter(
      (role) => teal[role as keyof typeof teal] !== PALETTE[role as keyof typeof PALETTE],
    );
    expect(changed).toEqual(Object.keys(PALETTE));
  });

  it('tints the neutrals with the brand: a teal brand gives teal-grey, not purple, neutrals', () => {
    const teal = derivePalette('#0f766e');
    for (const role of ['ink', 'inkMuted', 'border', 'night', 'nightSurface', 'nightText', 'nightBorder'] as const) {
      expect(hueDistance(teal[role], '#0f766e'), role).toBeLessThan(45);
      expect(hueDistance(PALETTE[role], PALETTE.brand), role).toBeLessThan(45);
    }
  });

  it('keeps the accent far from the brand whatever the brand', () => {
    for (const brand of BRANDS) {
      const palette = derivePalette(brand);
      expect(hueDistance(palette.accent, brand), brand).toBeGreaterThan(150);
      expect(deltaE(palette.accent, brand), brand).toBeGreaterThan(20);
    }
  });

  it('meets AA on every contrast pair for brands of middle lightness, in both themes', () => {
    for (const brand of BRANDS) expect(contrastFailures(derivePalette(brand)), brand).toEqual([]);
    expect(() => checkContrast()).not.toThrow();
  });

  it('names the role pair and the ratio when a brand is too light', () => {
    const paleYellow = derivePalette('#fde68a');
    expect(contrastFailures(paleYellow)).toContain(
      'white (#ffffff) on brand (#fde68a) is 1.25:1, needs 4.5:1 (text on the primary button and the scrolled bar)',
    );
    expect(() => checkContrast(paleYellow)).toThrow(
      /brand #fde68a fails WCAG AA contrast:\n {2}brand \(#fde68a\) on white/,
    );
  });

  it('names only roles the palette has in its contrast pairs', () => {
    const roles = new Set([...Object.keys(PALETTE), 'white']);
    const named = CONTRAST_PAIRS.flatMap(({ text, on }) => [text, ...on]);
    expect(named.filter((role) => !roles.has(role))).toEqual([]);
  });
});
