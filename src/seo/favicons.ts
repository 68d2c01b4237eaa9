/** The favicons and the logo the JSON-LD points to, all made at build from the brand tile. */
import sharp from 'sharp';
import tileSvg from '../assets/brand/mark-tile.svg?raw';
import { imageSvg } from '../svg/inline-svg';
import { PALETTE } from '../config/palette.mjs';

/**
 * The SVG favicon, a file of its own (src/pages/icons/favicon.svg.ts): in the page it cost every visit about 230 gzip
 * bytes of the first round trip. Pages link it once they have painted (src/components/SeoHead.astro); browsers
 * without SVG favicons take the 32px PNG.
 */
export const FAVICON_SVG_PATH = '/icons/favicon.svg';
export const faviconSvg = () => imageSvg(tileSvg);

export const FAVICONS = {
  'favicon-32': { size: 32, fullBleed: false },
  // iOS rounds the corners itself and shows transparency as black: a square tile.
  'apple-touch-icon': { size: 180, fullBleed: true },
  'icon-512': { size: 512, fullBleed: false },
} as const;
export type FaviconName = keyof typeof FAVICONS;

export async function renderFavicon(name: FaviconName): Promise<Buffer> {
  const { size, fullBleed } = FAVICONS[name];
  const icon = sharp(Buffer.from(tileSvg), { density: Math.ceil((72 * size) / 64) }).resize(size, size);
  // Full bleed: the rounded corners filled with the tile's own colour.
  if (fullBleed) icon.flatten({ background: PALETTE.brand });
  return icon.png({ compressionLevel: 9, palette: size <= 32 }).toBuffer();
}
