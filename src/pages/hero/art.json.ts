/** /hero/art.json: the home hero's later slides' pictures, fetched by the carousel when it starts (src/components/hero-art.ts). */
import type { APIRoute } from 'astro';
import { laterSlideArt } from '../../components/hero-art';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await laterSlideArt()), { headers: { 'Content-Type': 'application/json' } });
