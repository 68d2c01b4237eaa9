/** /icons/{name}.png: the PNG favicons and manifest icons (src/seo/icons.ts). */
import type { APIRoute } from 'astro';
import { ICONS, renderIcon, type IconName } from '../../seo/icons';

export function getStaticPaths() {
  return Object.keys(ICONS).map((name) => ({ params: { name } }));
}

export const GET: APIRoute = async ({ params }) =>
  new Response(new Uint8Array(await renderIcon(params.name as IconName)), { headers: { 'Content-Type': 'image/png' } });
