/** /icons/sprite.svg: the icons pages draw by reference (src/icons/icons.ts), fetched once and cached. */
import type { APIRoute } from 'astro';
import { iconSprite } from '../../icons/icons';

export const GET: APIRoute = () => new Response(iconSprite(), { headers: { 'Content-Type': 'image/svg+xml' } });
