/**
 * The Netlify Edge Function in front of the site's static files (netlify.toml, at the repository root, names it): it
 * answers through deploy/fetch-handler.mjs, which runs lib/url-rules.mjs as tools/serve.mjs and the Cloudflare
 * Worker do, so Netlify answers every URL as the Node server does: the not-found page of the browser's whole
 * language tag (pt-BR is br), the 400s, the exact Locations. The files come from Netlify's static origin, asked
 * for by their exact name through context.next(). tools/serve-netlify.mjs runs it on Deno through Netlify's own
 * local emulation for the tests.
 */
import { answer } from '../../fetch-handler.mjs';

/**
 * @param {Request} request
 * @param {{ next: (request: Request) => Promise<Response> }} context
 */
export default function adhera(request, context) {
  return answer(request, (url, init) => context.next(new Request(url, init)));
}

/**
 * Every path but a hashed build file's name (/_astro/name.hash.ext), which Netlify serves straight from its CDN with
 * netlify.toml's headers: a page view then costs one invocation, not one per image and script. A name with `%`, a
 * dot segment or a further slash still goes through the function, so hostile targets there get the rules' answer.
 */
export const config = {
  pattern: '^/.*$',
  excludedPattern: '^/_astro/[\\w-]+(?:\\.[\\w-]+)+$',
};
