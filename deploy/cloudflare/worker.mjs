/**
 * The Cloudflare Worker in front of the site's static assets (wrangler.jsonc beside it runs it first on every
 * request): it runs deploy/url-rules.mjs's routeRequest, the code tools/serve.mjs runs, so Cloudflare answers
 * every URL as the Node server does, the not-found page in the browser's language and the 400s included. The
 * files come from the assets binding, asked for by their exact name (html_handling "none").
 */
import {
  ALLOWED_METHODS,
  NOT_FOUND_VARY,
  SECURITY_HEADERS,
  cacheControlFor,
  encodePath,
  routeRequest,
} from '../url-rules.mjs';

/** The request headers a file answer depends on: revalidation and ranges. A not-found page gets none of them. */
const CONDITIONAL = ['if-none-match', 'if-modified-since', 'range', 'if-range'];

/** A short plain-text answer, as tools/serve.mjs sends for redirects and errors. */
function plain(status, headers = {}) {
  const text = {
    301: 'Moved Permanently',
    400: 'Bad Request',
    404: 'Not Found',
    405: 'Method Not Allowed',
    414: 'URI Too Long',
  };
  return new Response(`${text[status]}\n`, {
    status,
    headers: {
      ...SECURITY_HEADERS,
      ...headers,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    },
  });
}

/** A file of the build from the assets binding, or null when there is none by that name. */
async function asset(env, request, file, status) {
  const headers = new Headers();
  if (status === 200) {
    for (const name of CONDITIONAL) if (request.headers.has(name)) headers.set(name, request.headers.get(name));
  }
  const response = await env.ASSETS.fetch(new URL(encodePath(file), request.url), { method: request.method, headers });
  if (response.status === 404) return null;
  const answer = new Response(response.body, {
    status: status === 404 ? 404 : response.status,
    headers: response.headers,
  });
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) answer.headers.set(name, value);
  answer.headers.set('Cache-Control', cacheControlFor(file));
  if (status === 404) answer.headers.set('Vary', NOT_FOUND_VARY);
  return answer;
}

export default {
  /**
   * @param {Request} request
   * @param {{ ASSETS: { fetch: typeof fetch } }} env
   */
  async fetch(request, env) {
    if (!ALLOWED_METHODS.includes(request.method)) return plain(405, { Allow: ALLOWED_METHODS.join(', ') });
    // The target as the client sent it, as far as the runtime keeps it (it resolves dot segments and
    // backslashes while parsing the URL; deploy/url-cases.mjs records where that changes an answer).
    const target = request.url.slice(new URL(request.url).origin.length);
    const route = routeRequest(target, request.headers.get('accept-language') ?? undefined);
    if (route.status === 301) return plain(301, { Location: route.location });
    if (route.status) return plain(route.status);
    for (const file of route.files) {
      const found = await asset(env, request, file, 200);
      if (found) return found;
    }
    return (await asset(env, request, route.notFound, 404)) ?? plain(404);
  },
};
