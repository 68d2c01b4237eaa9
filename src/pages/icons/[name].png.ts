/** /icons/{name}.png: the PNG favicons and the logo the JSON-LD points to (src/seo/favicons.ts). */
import type { APIRoute } from 'astro';
import { FAVICONS, renderFavicon, type FaviconName } from '../../seo/favicons';

export function getStaticPaths() {
  return Object.keys(FAVICONS).map((name) => ({ params: { name } }));
}

export const GET: APIRoute = async ({ params }) =>
  new Response(new Uint8Array(await renderFavicon(params.name as FaviconName)), {
    headers: { 'Content-Type': 'image/png' },
  });
