/** /icons/favicon.svg: the SVG favicon (src/seo/favicons.ts). */
import type { APIRoute } from 'astro';
import { faviconSvg } from '../../seo/favicons';

export const GET: APIRoute = () => new Response(faviconSvg(), { headers: { 'Content-Type': 'image/svg+xml' } });
