/**
 * Brings the brand palette (src/config/palette.mjs) into the build: a Vite plugin that writes each
 * `var(--palette-<role>)` of the CSS and of the SVG art in src/assets as the role's colour (the palette's `paint`), and
 * renders the raster art from its SVG master. The art's SVG files are substituted too (imported by URL they are images,
 * which cannot read the page's custom properties): the painted copy is what Astro hashes and emits.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { checkContrast, paint } from '../src/config/palette.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ASSETS = join(ROOT, 'src/assets');

/**
 * Raster art rendered from its SVG master at build, by path under src/assets: its pixel width, and whether it is
 * quantised to 256 colours (the flat slides lose nothing visible and weigh a third). A photo-like slide is cheaper
 * as an encoded raster than as a drawing, but its colours must still be the palette's.
 */
export const RASTER_RENDERS = {
  'heroes/slide-2.png': { width: 2400, quantised: true },
  'heroes/slide-3.png': { width: 2400, quantised: true },
  'heroes/slide-4.png': { width: 2400, quantised: true },
  'heroes/slide-5.png': { width: 2400, quantised: true },
  'product/adhesive.png': { width: 1200, quantised: false },
};

/**
 * A PNG of the painted SVG master at a width, as the build renders it.
 * @param {string} svg
 * @param {{ width: number, quantised?: boolean }} size
 */
export function renderRaster(svg, { width, quantised = false }) {
  const viewWidth = Number(/\bwidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1]);
  if (!viewWidth) throw new Error('renderRaster: the SVG master needs a width attribute');
  return sharp(Buffer.from(svg), { density: (72 * width) / viewWidth })
    .resize(width)
    .png({ compressionLevel: 9, palette: quantised })
    .toBuffer();
}

/**
 * Writes a file under the cache folder when its content is new; returns its path. Written beside and renamed
 * into place: a worktree's node_modules may be hard-linked to another checkout's, and writing through the link
 * would repaint that checkout's art in this one's palette.
 */
function cached(cacheDir, name, content) {
  const path = join(cacheDir, name);
  if (!existsSync(path) || !readFileSync(path).equals(Buffer.from(content))) {
    mkdirSync(dirname(path), { recursive: true });
    const next = `${path}.${process.pid}.tmp`;
    writeFileSync(next, content);
    renameSync(next, path);
  }
  return path;
}

/** @returns {import('vite').Plugin} */
export function palettePlugin({ cacheDir = join(ROOT, 'node_modules/.astro/palette') } = {}) {
  const inAssets = (path) => path.startsWith(ASSETS + '/');
  return {
    name: 'adhera:palette',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.includes('?') || !/\.(svg|png)$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const path = resolved?.id ?? (importer ? join(dirname(importer), source) : source);
      if (!inAssets(path)) return null;
      const name = relative(ASSETS, path);
      if (name in RASTER_RENDERS) {
        const master = path.replace(/\.png$/, '.svg');
        const svg = paint(readFileSync(master, 'utf8'), master);
        const key = createHash('sha256')
          .update(`${JSON.stringify(RASTER_RENDERS[name])}\n${svg}`)
          .digest('hex')
          .slice(0, 12);
        const png = join(cacheDir, `${name}.${key}`);
        if (!existsSync(png)) cached(cacheDir, `${name}.${key}`, await renderRaster(svg, RASTER_RENDERS[name]));
        // Same name as the master's render, so the emitted file reads slide-3.<hash>.webp as before.
        return cached(cacheDir, name, readFileSync(png));
      }
      if (!name.endsWith('.svg') || !existsSync(path)) return null;
      const svg = readFileSync(path, 'utf8');
      return svg.includes('var(--palette-') ? cached(cacheDir, name, paint(svg, path)) : null;
    },
    load(id) {
      const [path, query] = id.split('?');
      if (query !== 'raw' || !inAssets(path) || !path.endsWith('.svg')) return null;
      return `export default ${JSON.stringify(paint(readFileSync(path, 'utf8'), path))};`;
    },
    transform(code, id) {
      const path = id.split('?')[0];
      if (!/\.(css|astro)$/.test(path) || !code.includes('--palette-')) return null;
      return { code: paint(code, path), map: null };
    },
  };
}

/**
 * The Astro integration: stops the build (and the dev server) when the palette fails a contrast pair, naming it,
 * then adds the plugin above.
 */
export function paletteIntegration() {
  return {
    name: 'adhera:palette',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        checkContrast();
        updateConfig({ vite: { plugins: [palettePlugin()] } });
      },
    },
  };
}
