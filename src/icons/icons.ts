/** Health Icons (@iconify-json/healthicons) inlined as SVG at build: no icon font, no CDN. */
import { getIconData, iconToSVG, iconToHTML, replaceIDs } from '@iconify/utils';
import healthicons from '@iconify-json/healthicons/icons.json';

export type IconName = keyof typeof healthicons.icons;

/** The SVG markup of a Health Icons icon, sized by CSS (1em) and hidden from assistive technology. */
export function iconSvg(name: IconName, { label }: { label?: string } = {}): string {
  const data = getIconData(healthicons, name);
  if (!data) throw new Error(`Unknown icon "${name}" (see @iconify-json/healthicons)`);
  const { attributes, body } = iconToSVG(data, { height: '1em' });
  const a11y: Record<string, string> = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true' };
  return iconToHTML(replaceIDs(body), { ...attributes, ...a11y, focusable: 'false', class: 'icon' });
}
