/** /icons/favicon.svg: the SVG favicon, the brand tile (src/seo/favicons.ts). */
import type { APIRoute } from 'astro';
import { FAVICON_SVG } from '../../seo/favicons';

export const GET: APIRoute = () => new Response(FAVICON_SVG, { headers: { 'Content-Type': 'image/svg+xml' } });
