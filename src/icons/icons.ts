/** Health Icons (@iconify-json/healthicons) inlined as SVG at build: no icon font, no CDN. */
import { getIconData, iconToSVG, iconToHTML, replaceIDs } from '@iconify/utils';
import healthicons from '@iconify-json/healthicons/icons.json';
import { inlineSvg } from '../components/inline-svg';

export type IconName = keyof typeof healthicons.icons;

/** The SVG markup of a Health Icons icon, sized by CSS (1em) and hidden from assistive technology. */
export function iconSvg(name: IconName): string {
  const data = getIconData(healthicons, name);
  if (!data) throw new Error(`Unknown icon "${name}" (see @iconify-json/healthicons)`);
  const { attributes, body } = iconToSVG(data, { height: '1em' });
  return inlineSvg(
    iconToHTML(replaceIDs(body), { ...attributes, 'aria-hidden': 'true', focusable: 'false', class: 'icon' }),
  );
}
