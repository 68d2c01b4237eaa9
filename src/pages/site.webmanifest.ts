/**
 * /site.webmanifest: name, colours and icons for "add to home screen". One file serves every language,
 * so it holds no words but the product name.
 */
import type { APIRoute } from 'astro';
import { PRODUCT_NAME } from '../config/site';
import { ICONS } from '../seo/icons';

export const GET: APIRoute = () => {
  const manifest = {
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    start_url: '/en',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#7a1f4b',
    icons: (['icon-192', 'icon-512'] as const).map((name) => ({
      src: `/icons/${name}.png`,
      sizes: `${ICONS[name].size}x${ICONS[name].size}`,
      type: 'image/png',
    })),
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });
};
