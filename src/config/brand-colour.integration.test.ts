/**
 * Changing the brand colour is one edit, `brand` in src/config/palette.mjs: a copy of the project with another
 * `brand` in the palette builds with no trace of the old palette (any role: shades, neutrals, accent), shows the
 * colours derived from the new brand, and renders its raster art in them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderRaster } from '../../integrations/palette.mjs';
import { coloursIn } from '../../tests/colour-notation';
import { copyProject } from '../../tools/harness/project-copy';
import { PALETTE, derivePalette, paint } from './palette.mjs';
import { DEFAULT_FLAGS } from './site';

const NEW_BRAND = '#0f766e';
const NEW_PALETTE = derivePalette(NEW_BRAND);
const EVERY_FLAG_ON = Object.keys(DEFAULT_FLAGS)
  .map((flag) => `${flag}=true`)
  .join(',');
const scratch = copyProject('brand-colour');
afterAll(() => scratch.remove());

/** Every file under a folder, recursively, as paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = join(prefix, entry.name);
    return entry.isDirectory() ? filesUnder(dir, path) : [path];
  });
}

/** The mean red, green and blue of an image. */
async function meanColour(image: Buffer | string) {
  const { channels } = await sharp(image).stats();
  return channels.slice(0, 3).map(({ mean }) => mean);
}
const distance = (a: number[], b: number[]) => Math.hypot(...a.map((value, i) => value - b[i]));

describe('another brand colour, in a copy of the project', () => {
  it(
    'leaves no colour of the old palette in the build, shows the new one, and renders the raster art in it',
    { timeout: 900_000 },
    async () => {
      scratch.edit('src/config/palette.mjs', `const brand = '${PALETTE.brand}';`, `const brand = '${NEW_BRAND}';`);
      // Every flag on, so every role the sources name has a page that uses it (the dark theme's, with its toggle).
      const { status, output } = scratch.build({ SITE_FLAGS: EVERY_FLAG_ON });
      expect(status, output).toBe(0);

      const dist = join(scratch.dir, 'dist');
      const oldValues = new Map(Object.entries(PALETTE).map(([role, hex]) => [hex.toLowerCase(), role]));
      // Text files by their bytes (HTML, CSS, SVG, JS, the manifest and host files); images by their metadata
      // chunks too: a PNG or WebP holds no text outside them, so any copy of a hex would be metadata.
      const files = filesUnder(dist).filter((file) => !/\.(br|gz)$/.test(file));
      const copies = files.flatMap((file) => {
        const bytes = readFileSync(join(dist, file)).toString('latin1').toLowerCase();
        return [...oldValues]
          .filter(([hex]) => bytes.includes(hex.slice(1)))
          .map(([hex, role]) => `${file}: ${role} ${hex}`);
      });
      expect(copies).toEqual([]);
      // Nor in any other notation (short or 8-digit hex, rgb(), rgba(), hsl(), hsla()) in the built CSS, HTML and SVG.
      const texts = files
        .filter((file) => /\.(css|html|svg)$/.test(file))
        .map((file) => readFileSync(join(dist, file), 'utf8'));
      const written = texts.flatMap((text) => coloursIn(text));
      const spelt = written
        .filter(({ hex }) => oldValues.has(hex))
        .map(({ written, hex }) => `${written}: ${oldValues.get(hex)}`);
      expect(spelt).toEqual([]);
      // Every role the styles and the art name is in the build, in the new brand's colour.
      const named = new Set(
        filesUnder(join(scratch.dir, 'src'))
          .filter((file) => /\.(css|astro|svg)$/.test(file))
          .flatMap((file) => [
            ...readFileSync(join(scratch.dir, 'src', file), 'utf8').matchAll(/var\(--palette-([a-z-]+)\)/g),
          ])
          .map(([, role]) => role!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())),
      );
      expect(named.size).toBeGreaterThan(10);
      const builtHexes = new Set(written.map(({ hex }) => hex));
      const missing = [...named].filter((role) => !builtHexes.has(NEW_PALETTE[role as keyof typeof NEW_PALETTE]));
      expect(missing).toEqual([]);
      expect(readFileSync(join(dist, 'en.html'), 'utf8')).toContain(`<meta name="theme-color" content="${NEW_BRAND}"`);
      expect(
        files
          .filter((file) => /\.svg$/.test(file))
          .some((file) => readFileSync(join(dist, file), 'utf8').includes(NEW_BRAND)),
      ).toBe(true);

      // The largest PNG the build made of the third hero slide is nearer its master rendered in the new palette.
      const slides = files.filter((file) => /^_astro\/slide-3\.[^/]+\.png$/.test(file));
      expect(slides.length).toBeGreaterThan(0);
      const largest = slides.sort((a, b) => statSync(join(dist, b)).size - statSync(join(dist, a)).size)[0];
      const master = readFileSync(join(scratch.dir, 'src/assets/heroes/slide-3.svg'), 'utf8');
      const built = await meanColour(join(dist, largest));
      const asNew = await meanColour(await renderRaster(paint(master, 'slide-3.svg', NEW_PALETTE), { width: 600 }));
      const asOld = await meanColour(await renderRaster(paint(master, 'slide-3.svg'), { width: 600 }));
      expect(distance(built, asNew)).toBeLessThan(distance(built, asOld) / 4);
    },
  );
});
