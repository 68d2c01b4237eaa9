// A language's share image, drawn at build. sharp's Pango cannot read WOFF2, so the build needs a TrueType
// sans-serif (Debian: fonts-dejavu-core) and stops without one rather than publish an image with no words.
import sharp from 'sharp';
import tileSvg from '../assets/brand/mark-tile.svg?raw';
import { PALETTE } from '../config/palette.mjs';
import type { Lang } from '../i18n/languages';
import { SHARE_IMAGE } from './head';
import { shareImageText } from './share-image-text';

const { width: W, height: H } = SHARE_IMAGE;
const FONTS = 'DejaVu Sans, Liberation Sans, Noto Sans, Arial, Helvetica, sans-serif';
const PAD = 80;

const escapeMarkup = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A text drawn as an image: the pixels and their size. */
interface TextLayer {
  data: Buffer;
  width: number;
  height: number;
}

/** White text of a size and weight, wrapped to a width; throws when no font could draw it. */
async function textLayer(
  text: string,
  size: number,
  weight: number,
  width: number,
  color = '#ffffff',
): Promise<TextLayer> {
  const markup = `<span foreground="${color}" weight="${weight}">${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${FONTS} ${size}px`,
      width,
      rgba: true,
      wrap: 'word',
      spacing: Math.round(size * 0.2),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  if (info.width < 2 || info.height < 2) {
    throw new Error(
      'Share images: no font could draw text. Install a sans-serif TrueType font (Debian: apt-get install fonts-dejavu-core).',
    );
  }
  return { data, width: info.width, height: info.height };
}

/** A rectangle of the picture, named for the report. */
export interface Box {
  name: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

const TILE = 140;
/** The space kept between two texts: closer than this, lines read as one block or collide. */
const CLEARANCE = 16;
/** Heading sizes, largest first: a heading that does not fit is drawn smaller, and wraps as it needs. */
export const HEADING_SIZES = [76, 68, 60, 54, 48] as const;

/**
 * What does not fit in a layout: a box leaving the canvas, or two boxes closer than CLEARANCE (the logo tile
 * and the accent rule count as boxes too, so no text runs over them).
 */
export function layoutProblems(boxes: Box[], canvas: { width: number; height: number } = SHARE_IMAGE): string[] {
  const problems: string[] = [];
  for (const box of boxes) {
    if (box.left < 0 || box.top < 0 || box.left + box.width > canvas.width || box.top + box.height > canvas.height) {
      problems.push(`${box.name} leaves the ${canvas.width}×${canvas.height} canvas`);
    }
  }
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.left + a.width + CLEARANCE <= b.left ||
        b.left + b.width + CLEARANCE <= a.left ||
        a.top + a.height + CLEARANCE <= b.top ||
        b.top + b.height + CLEARANCE <= a.top;
      if (!apart) problems.push(`${a.name} and ${b.name} overlap`);
    }
  });
  return problems;
}

/** Where each part goes for measured text: the heading under the tile, the tagline after it, above the rule. */
function place(name: TextLayer, heading: TextLayer, tagline: TextLayer): Box[] {
  const headingTop = PAD + TILE + 48;
  const taglineTop = Math.min(headingTop + heading.height + 52, H - PAD - 40 - tagline.height);
  return [
    { name: 'logo', left: PAD, top: PAD, width: TILE, height: TILE },
    { name: 'name', left: PAD + TILE + 32, top: Math.round(PAD + TILE / 2 - name.height / 2), ...size(name) },
    { name: 'heading', left: PAD, top: headingTop, ...size(heading) },
    { name: 'tagline', left: PAD, top: taglineTop, ...size(tagline) },
    { name: 'rule', left: PAD, top: H - PAD - 6, width: 120, height: 6 },
  ];
}
const size = ({ width, height }: TextLayer) => ({ width, height });

/**
 * The layers and boxes of a share image for its words, with the largest heading size that fits; `sizes` is
 * for tests. Throws, naming what collides, when the heading fits at no size: the build stops rather than
 * publish an image whose words overlap.
 */
export async function shareImageLayout(
  { name, heading, tagline }: { name: string; heading: string; tagline: string },
  sizes: readonly number[] = HEADING_SIZES,
) {
  const textWidth = W - 2 * PAD;
  const nameLayer = await textLayer(name, 56, 800, textWidth - TILE - 32, PALETTE.brandPale);
  const taglineLayer = await textLayer(tagline, 38, 500, textWidth, PALETTE.brandPale);
  let problems: string[] = [];
  for (const headingSize of sizes) {
    const headingLayer = await textLayer(heading, headingSize, 800, textWidth - 120);
    const boxes = place(nameLayer, headingLayer, taglineLayer);
    problems = layoutProblems(boxes);
    if (!problems.length)
      return { layers: { name: nameLayer, heading: headingLayer, tagline: taglineLayer }, boxes, headingSize };
  }
  throw new Error(`Share image for "${heading}": ${problems.join('; ')} even at the smallest heading size`);
}

function background(): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${PALETTE.brandDarkest}"/><stop offset="1" stop-color="${PALETTE.brand}"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <circle cx="${W - 120}" cy="${H + 40}" r="360" fill="${PALETTE.brandBright}" opacity=".35"/>
  <circle cx="${W - 40}" cy="-60" r="220" fill="${PALETTE.brandSoft}" opacity=".18"/>
  <rect x="${PAD}" y="${H - PAD - 6}" width="120" height="6" rx="3" fill="${PALETTE.brandSoft}"/>
</svg>`);
}

export async function renderShareImage(lang: Lang): Promise<Buffer> {
  const { layers, boxes } = await shareImageLayout(shareImageText(lang));
  const at = (box: string) => boxes.find(({ name }) => name === box) ?? { top: 0, left: 0 };
  const tile = await sharp(Buffer.from(tileSvg), { density: 72 * (TILE / 64) })
    .resize(TILE, TILE)
    .png()
    .toBuffer();
  return sharp(background())
    .composite([
      { input: tile, top: PAD, left: PAD },
      ...(['name', 'heading', 'tagline'] as const).map((part) => ({
        input: layers[part].data,
        top: at(part).top,
        left: at(part).left,
      })),
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
