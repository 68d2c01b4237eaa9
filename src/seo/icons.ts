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

/** The tile's colour: the fill of the artwork's first <rect>, its background. */
function tileColour(svg: string): string {
  const fill = /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{3,8})"/.exec(svg)?.[1];
  if (!fill) throw new Error('src/assets/brand/mark-tile.svg: no background <rect> with a fill colour');
  return fill;
}

export async function renderIcon(name: IconName): Promise<Buffer> {
  const { size, fullBleed } = ICONS[name];
  const icon = sharp(Buffer.from(tileSvg), { density: Math.ceil((72 * size) / 64) }).resize(size, size);
  // Full bleed: the rounded corners filled with the tile's own colour.
  if (fullBleed) icon.flatten({ background: tileColour(tileSvg) });
  return icon.png({ compressionLevel: 9, palette: size <= 32 }).toBuffer();
}
