/**
 * Health Icons (@iconify-json/healthicons) as SVG at build: no icon font, no CDN. An icon is either drawn in the
 * page (iconSvg) or by reference to the site's sprite, /icons/sprite.svg (iconUse), a file every page shares and
 * the browser caches, so that icons below a page's first screen cost its HTML a few bytes each.
 */
import { getIconData, iconToSVG, iconToHTML, replaceIDs } from '@iconify/utils';
import healthicons from '@iconify-json/healthicons/icons.json';
import { inlineSvg } from '../svg/inline-svg';

export type IconName = keyof typeof healthicons.icons;

/** Where pages find the sprite (src/pages/icons/sprite.svg.ts). */
export const SPRITE_URL = '/icons/sprite.svg';

/**
 * The icons in the sprite: every icon the site shows. One a page needs that is not here fails the build; an icon
 * that draws with ids of its own (a mask, a gradient) is always drawn in the page, as not every engine resolves them
 * in a file by reference.
 */
export const SPRITE_ICONS = [
  'alcohol-cessation-outline',
  'award-ribbon',
  'award-trophy-outline',
  'breasts-outline',
  'chart-line',
  'chart-line-outline',
  'clean-hands-outline',
  'diagnostics-outline',
  'health-worker',
  'health-worker-outline',
  'heart',
  'heart-outline',
  'i-certificate-paper',
  'i-certificate-paper-outline',
  'i-documents-accepted-outline',
  'justice-outline',
  'medical-search-outline',
  'microscope',
  'nurse',
  'radiology',
  'radiology-outline',
  'register-book-outline',
  'ribbon',
  'ribbon-outline',
  'woman',
  'yes',
  'yes-outline',
] as const satisfies readonly IconName[];

/** The SVG markup of a Health Icons icon, sized by CSS (1em) and hidden from assistive technology. */
export function iconSvg(name: IconName): string {
  const data = getIconData(healthicons, name);
  if (!data) throw new Error(`Unknown icon "${name}" (see @iconify-json/healthicons)`);
  const { attributes, body } = iconToSVG(data, { height: '1em' });
  return inlineSvg(iconToHTML(replaceIDs(body), { ...attributes, 'aria-hidden': 'true', class: 'icon' }));
}

const OPEN_TAG = /^<svg[^>]*>/;
const drawsWithIds = (svg: string) => / id="/.test(svg);

/**
 * The icon as iconSvg gives it, but drawn from the sprite: the same <svg> box (size, viewBox, class, ARIA), holding a
 * <use> of the icon's drawing, so it renders the same pixels. An icon whose drawing has ids of its own stays inline.
 */
export function iconUse(name: IconName): string {
  const svg = iconSvg(name);
  if (drawsWithIds(svg)) return svg;
  if (!(SPRITE_ICONS as readonly IconName[]).includes(name))
    throw new Error(`Icon "${name}" is not in the sprite: add it to SPRITE_ICONS (src/icons/icons.ts)`);
  return `${OPEN_TAG.exec(svg)![0]}<use href="${SPRITE_URL}#${name}"/></svg>`;
}

/**
 * The sprite: one group per icon of SPRITE_ICONS that can be drawn by reference, holding the same drawing as its
 * inline <svg>, kept in <defs> so the file itself draws nothing. A <g>, not a <symbol>: it draws straight in the user
 * space of the <svg> that uses it (the icon's own viewBox), where a symbol adds a viewport of its own, which Chromium
 * antialiases differently from the inline drawing at fractional sizes (a 1.3rem check mark).
 */
export function iconSprite(): string {
  const groups = SPRITE_ICONS.map((name) => iconSvg(name))
    .map((svg, index) => ({ svg, name: SPRITE_ICONS[index] }))
    .filter(({ svg }) => !drawsWithIds(svg))
    .map(({ svg, name }) => `<g id="${name}">${svg.replace(OPEN_TAG, '').slice(0, -'</svg>'.length)}</g>`);
  return `<svg xmlns="http://www.w3.org/2000/svg"><defs>${groups.join('')}</defs></svg>`;
}
