/**
 * The favicon set, rasterised at build from the brand tile (src/assets/brand/mark-tile.svg).
 * The SVG itself is public/favicon.svg; these are for browsers and platforms that want PNGs.
 */
import sharp from 'sharp';
import tileSvg from '../assets/brand/mark-tile.svg?raw';

export const ICONS = {
  'favicon-32': { size: 32, fullBleed: false },
  // iOS rounds the corners itself and shows transparency as black: a square tile.
  'apple-touch-icon': { size: 180, fullBleed: true },
  'icon-192': { size: 192, fullBleed: false },
  'icon-512': { size: 512, fullBleed: false },
} as const;
export type IconName = keyof typeof ICONS;

export async function renderIcon(name: IconName): Promise<Buffer> {
  const { size, fullBleed } = ICONS[name];
  let svg = tileSvg;
  if (fullBleed) svg = svg.replace(/(<rect id="tile"[^>]*?) rx="[^"]*"/, '$1');
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: size <= 32 })
    .toBuffer();
}
