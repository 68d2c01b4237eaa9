/** /.well-known/security.txt: how to report a vulnerability (src/seo/security-txt.ts). */
import type { APIRoute } from 'astro';
import { securityTxt } from '../../seo/security-txt';

export const GET: APIRoute = () =>
  new Response(securityTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
