/** /site.webmanifest for "add to home screen": one file for every language, so no words but the product name. */
import type { APIRoute } from 'astro';
import { BRAND_COLOUR, PRODUCT_NAME } from '../config/site';
import { FAVICONS } from '../seo/favicons';

export const GET: APIRoute = () => {
  const manifest = {
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    start_url: '/en',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: BRAND_COLOUR,
    icons: (['icon-192', 'icon-512'] as const).map((name) => ({
      src: `/icons/${name}.png`,
      sizes: `${FAVICONS[name].size}x${FAVICONS[name].size}`,
      type: 'image/png',
    })),
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });
};
