// A language's share image, drawn at build. sharp's Pango cannot read WOFF2, so the build needs a TrueType
// sans-serif (Debian: fonts-dejavu-core) and stops without one rather than publish an image with no words.
import sharp from 'sharp';
import tileSvg from '../assets/brand/mark-tile.svg?raw';
import { BRAND_COLOUR } from '../config/site';
import type { Lang } from '../i18n/languages';
import { SHARE_IMAGE } from './head';
import { shareImageText } from './share-image-text';

const { width: W, height: H } = SHARE_IMAGE;
const FONTS = 'DejaVu Sans, Liberation Sans, Noto Sans, Arial, Helvetica, sans-serif';
const PAD = 80;

const escapeMarkup = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** White text of a size and weight, wrapped to a width; throws when no font could draw it. */
async function textLayer(text: string, size: number, weight: number, width: number, color = '#ffffff') {
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
  return { data, height: info.height };
}

function background(): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#4a1230"/><stop offset="1" stop-color="${BRAND_COLOUR}"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <circle cx="${W - 120}" cy="${H + 40}" r="360" fill="#c2417a" opacity=".35"/>
  <circle cx="${W - 40}" cy="-60" r="220" fill="#e88bb0" opacity=".18"/>
  <rect x="${PAD}" y="${H - PAD - 6}" width="120" height="6" rx="3" fill="#e88bb0"/>
</svg>`);
}

export async function renderShareImage(lang: Lang): Promise<Buffer> {
  const { name, heading, tagline } = shareImageText(lang);
  const tile = await sharp(Buffer.from(tileSvg), { density: 72 * (140 / 64) })
    .resize(140, 140)
    .png()
    .toBuffer();
  const textWidth = W - 2 * PAD;
  const nameLayer = await textLayer(name, 56, 800, textWidth, '#f6d3e1');
  const headingLayer = await textLayer(heading, 76, 800, textWidth - 120);
  const taglineLayer = await textLayer(tagline, 38, 500, textWidth, '#f6d3e1');

  const nameTop = PAD + 140 / 2 - nameLayer.height / 2;
  const headingTop = PAD + 140 + 48;
  const taglineTop = Math.min(headingTop + headingLayer.height + 52, H - PAD - 40 - taglineLayer.height);
  return sharp(background())
    .composite([
      { input: tile, top: PAD, left: PAD },
      { input: nameLayer.data, top: Math.round(nameTop), left: PAD + 140 + 32 },
      { input: headingLayer.data, top: headingTop, left: PAD },
      { input: taglineLayer.data, top: taglineTop, left: PAD },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
