import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paint } from '../../integrations/palette.mjs';
import { coloursIn } from '../../tests/colour-notation';
import { PALETTE } from './palette.mjs';

const ROOT = new URL('../../', import.meta.url);
/**
 * The project's own files that may hold colours: styles, components, art, code. Read from the folders, not from
 * git, so that a scratch copy of the project (tests/project-copy.ts) checks its own files.
 */
const files = ['src', 'integrations', 'tools']
  .flatMap((folder) =>
    readdirSync(new URL(folder, ROOT), { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`),
  )
  .filter((file) => /\.(css|astro|svg|tsx?|mjs)$/.test(file) && !/\.test\.ts$/.test(file))
  .sort();

describe('the brand palette', () => {
  it('is the only place a brand colour is written, in any notation', () => {
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
