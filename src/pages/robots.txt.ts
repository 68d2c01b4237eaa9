/** /robots.txt: everything may be crawled; the sitemap (with hreflang alternates) is named by absolute URL. */
import type { APIRoute } from 'astro';
import { absoluteUrl } from '../seo/head';

export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap-index.xml')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
