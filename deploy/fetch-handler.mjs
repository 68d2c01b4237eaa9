/**
 * The site's answer to a request, for the runtimes that run lib/url-rules.mjs in front of a host's static files
 * through the Fetch API: the Cloudflare Worker (deploy/cloudflare/worker.mjs, files from its assets binding) and the
 * Netlify Edge Function (deploy/netlify/edge-functions/adhera.mjs, files from Netlify's static origin). So both
 * answer every URL as tools/serve.mjs does: the 405s, 400s, 414s and same-origin 301s, clean URLs, the not-found
 * page of the path's or the browser's language with status 404 and Vary, the security and cache headers.
 * Standard Request and Response only, so any such runtime can load it.
 */
import {
  ALLOWED_METHODS,
  NOT_FOUND_VARY,
  SECURITY_HEADERS,
  cacheControlFor,
  encodePath,
  routeRequest,
} from '../lib/url-rules.mjs';

/** The request headers a file answer depends on: revalidation and ranges. A not-found page gets none of them. */
const CONDITIONAL = ['if-none-match', 'if-modified-since', 'range', 'if-range'];

const REASONS = {
  301: 'Moved Permanently',
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  414: 'URI Too Long',
};

/** A short plain-text answer, as tools/serve.mjs sends for redirects and errors. */
function plain(status, headers = {}) {
  return new Response(`${REASONS[status]}\n`, {
    status,
    headers: {
      ...SECURITY_HEADERS,
      ...headers,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    },
  });
}

/**
 * @callback FetchFile Asks the host's file store for one file of the build by its exact URL; a 404 means none.
 * @param {URL} url
 * @param {{ method: string, headers: Headers }} init
 * @returns {Promise<Response>}
 */

/** A file of the build sent with the given status, or null when the store has none by that name. */
async function file(request, fetchFile, path, status) {
  const headers = new Headers();
  if (status === 200) {
    for (const name of CONDITIONAL) if (request.headers.has(name)) headers.set(name, request.headers.get(name));
  }
  const response = await fetchFile(new URL(encodePath(path), request.url), { method: request.method, headers });
  if (response.status === 404) return null;
  const answer = new Response(response.body, {
    status: status === 404 ? 404 : response.status,
    headers: response.headers,
  });
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) answer.headers.set(name, value);
  answer.headers.set('Cache-Control', cacheControlFor(path));
  if (status === 404) answer.headers.set('Vary', NOT_FOUND_VARY);
  return answer;
}

/**
 * @param {Request} request
 * @param {FetchFile} fetchFile
 * @returns {Promise<Response>}
 */
export async function answer(request, fetchFile) {
  if (!ALLOWED_METHODS.includes(request.method)) return plain(405, { Allow: ALLOWED_METHODS.join(', ') });
  // The target as the client sent it, as far as the runtime keeps it: it resolves dot segments and backslashes
  // while parsing the URL (lib/url-cases.mjs records where that changes an answer).
  const target = request.url.slice(new URL(request.url).origin.length);
  const route = routeRequest(target, request.headers.get('accept-language') ?? undefined);
  if (route.status === 301) return plain(301, { Location: route.location });
  if (route.status) return plain(route.status);
  for (const path of route.files) {
    const found = await file(request, fetchFile, path, 200);
    if (found) return found;
  }
  return (await file(request, fetchFile, route.notFound, 404)) ?? plain(404);
}
