/** /share/{lang}.png: each language's 1200×630 share image (og:image, which X reads too), made at build. */
import type { APIRoute } from 'astro';
import { languageStaticPaths } from '../../i18n/static-paths';
import { renderShareImage } from '../../seo/share-image';

export const getStaticPaths = languageStaticPaths;

export const GET: APIRoute = async ({ locals }) =>
  new Response(new Uint8Array(await renderShareImage(locals.lang)), { headers: { 'Content-Type': 'image/png' } });
