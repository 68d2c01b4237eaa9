/**
 * The one table of URL cases every host is tested against, each on its own engine: nginx with the shipped
 * config, the Node server, the Cloudflare Worker on workerd and the Netlify Edge Function on Deno over HTTP
 * (tests/http/url-cases.spec.ts, projects http-nginx, http-node, http-cloudflare, http-netlify); the CloudFront
 * function in Node's V8 with a simulated bucket (deploy/rules.test.ts); lib/url-rules.mjs itself
 * (deploy/rules.test.ts). Requests generated from a seed compare the HTTP hosts beyond the table
 * (tests/http/differential.spec.ts, which names the kinds of difference below, HOST_DIFFERENCES).
 *
 * A row is a request and the answer every host gives:
 *   path       the request target exactly as sent (still percent-encoded, may hold raw backslashes);
 *   method     GET unless given;
 *   acceptLanguage  the request's Accept-Language header, when it sends one;
 *   status     the status code;
 *   location   for a 301, the exact Location: a same-origin path;
 *   notFound   for a 404, the not-found page sent as the body (with Vary: Accept-Language);
 *   cloudflare, netlify, cloudFront  where that host answers otherwise, its answer ({ status, location?,
 *              notFound? }) and why; or { skip } with the reason its engine cannot be asked here. A host never
 *              skips a row silently: see answerOn.
 * Every response to every row must also be free of an off-site Location, a backslash or control
 * character in a header, a Set-Cookie and a 5xx, and leave the server answering; a 301 must land in
 * one hop, on the page when its Location is one.
 * Server behaviour that is not a URL (aborted and vanishing downloads, 304, ranges) is tested in
 * tools/serve.integration.test.ts and tests/http/rules.spec.ts.
 */

import { DETECTED_LANGUAGES, LANGUAGES } from './url-rules.mjs';

/**
 * "An unsupported code" in every test: a language the site recognises in a browser (so Accept-Language rows
 * use it too) but publishes no pages for. Derived, so that publishing it moves the tests to the next one.
 */
const UNSUPPORTED = DETECTED_LANGUAGES.filter((code) => !LANGUAGES.includes(code));
export const UNSUPPORTED_CODE = UNSUPPORTED[0] ?? 'zz';
/**
 * A second such language, for the rows that need two; also derived, so publishing either moves them on. When only
 * one is left it is that one again (a code outside the recognised languages would not read as pt).
 */
export const OTHER_UNSUPPORTED_CODE = UNSUPPORTED[1] ?? UNSUPPORTED_CODE;
const U = UNSUPPORTED_CODE;
const U2 = OTHER_UNSUPPORTED_CODE;
const UU = U.toUpperCase();

const long = (prefix, length) => prefix + 'a'.repeat(length - prefix.length);

/** @typedef {{ status: number, location?: string, notFound?: string, why: string }} HostAnswer */
/** @typedef {{ skip: string }} HostSkip */
/** @typedef {'cloudflare' | 'netlify' | 'cloudFront'} Host */

/**
 * workerd and Deno parse the request target as a URL before the code runs (so does Cloudflare's edge, whose URL
 * normalisation is on by default): "." and ".." segments and backslashes are resolved away. Browsers resolve
 * them before sending, so only probes send them; what is left is an ordinary path, answered as such.
 */
const DOT_SEGMENTS_RESOLVED =
  'the runtime (workerd, Deno) resolves dot segments and backslashes before the code sees the URL; what remains is a plain path';
/** workerd percent-encodes a raw byte of the request line (as UTF-8 of its Latin-1 reading) before the Worker runs. */
const RAW_BYTE_ENCODED = 'workerd percent-encodes a raw non-ASCII byte before the Worker sees the URL: a plain path';
/**
 * Netlify's CDN serves a hashed build file itself (deploy/netlify/edge-functions/adhera.mjs leaves /_astro/name.ext
 * to it, so a page view costs one invocation): a missing one gets the root 404.html.
 */
const NETLIFY_HASHED_FILES =
  "Netlify's CDN answers /_astro/ file names without the Edge Function: a missing one gets dist/404.html; only an outdated page asks for one, as an image or script no one reads";
/** The Fetch API has no TRACE request, so no Edge Function receives one: Netlify's edge answers it. */
const NETLIFY_TRACE =
  "an Edge Function never receives TRACE (the Fetch API forbids it): Netlify's edge answers it, and no engine of it runs offline (the stand-in answers a bare 405)";
/** A request line with a raw non-ASCII byte never reaches the Edge Function: Netlify's edge parses it first. */
const NETLIFY_EDGE =
  "Netlify's edge parses the request line before the Edge Function, and no engine of it runs offline (the stand-in refuses the raw byte with a bare 400)";
const CLOUDFRONT_ONE_ERROR_PAGE =
  "a file the bucket lacks gets the distribution's one custom error response, whatever the language";

/**
 * @type {({ path: string, method?: string, acceptLanguage?: string, status: number, location?: string,
 *   notFound?: string } & { [host in Host]?: HostAnswer | HostSkip })[]}
 */
export const URL_CASES = [
  // Pages.
  { path: '/en', status: 200 },
  { path: '/es/impact', status: 200 },
  { path: '/br/patients?utm_source=mail', status: 200 },
  { path: '/robots.txt', status: 200 },
  { path: '/.well-known/security.txt', status: 200 },

  // Real 301s: no trailing slash, a published language in lowercase, any other two-letter code to pt.
  { path: '/', status: 301, location: '/en' },
  { path: '/?utm_source=mail', status: 301, location: '/en?utm_source=mail' },
  { path: '/en/impact/', status: 301, location: '/en/impact' },
  // A lone `?` is no query: the Location leaves it out, as nginx does.
  { path: '/en/impact/?', status: 301, location: '/en/impact' },
  { path: '/es/', status: 301, location: '/es' },
  { path: '/EN/impact', status: 301, location: '/en/impact' },
  { path: '/Es', status: 301, location: '/es' },
  { path: '/eN', status: 301, location: '/en' },
  { path: '/bR', status: 301, location: '/br' },
  { path: '/bR/patients', status: 301, location: '/br/patients' },
  { path: '/PT/impact', status: 301, location: '/pt/impact' },
  // Two fixes, one hop.
  { path: '/Br/patients/', status: 301, location: '/br/patients' },
  {
    path: `/${UU}/patients/`,
    status: 301,
    location: '/pt/patients',
  },
  { path: '/ES/', status: 301, location: '/es' },
  { path: `/${U}/patients`, status: 301, location: '/pt/patients' },
  { path: `/${U2}`, status: 301, location: '/pt' },
  { path: `/${U2}/innovation`, status: 301, location: '/pt/innovation' },
  { path: '/it', status: 301, location: '/pt' },
  { path: '/zz', status: 301, location: '/pt' },
  // Beyond Cloudflare's 100 splat rules: it serves the root 404.html, whose script sends the visitor to /pt/….
  { path: '/zz/patients', status: 301, location: '/pt/patients' },
  { path: '/it/innovation?ref=x', status: 301, location: '/pt/innovation?ref=x' },
  { path: '/xx/missing', status: 301, location: '/pt/missing' },
  { path: '/xx/a/b', status: 301, location: '/pt/a/b' },

  // Not-found pages, status 404: under /es/, /br/, /pt/, /en/, that language's.
  { path: '/es/x', status: 404, notFound: '/es/404.html' },
  { path: '/br/x', status: 404, notFound: '/br/404.html' },
  { path: '/pt/a/b/c', status: 404, notFound: '/pt/404.html' },
  { path: '/en/x', status: 404, notFound: '/en/404.html' },
  // Elsewhere, the not-found page of the browser's language: the first tag of Accept-Language (pt-BR → br,
  // other Portuguese → pt, fr and de → pt, anything else → en). A host without the rules serves the root
  // 404.html, which is English.
  { path: '/x', status: 404, notFound: '/en/404.html' },
  { path: '/x', acceptLanguage: 'es-ES,es;q=0.9,en;q=0.8', status: 404, notFound: '/es/404.html' },
  { path: '/x', acceptLanguage: 'pt-BR,pt;q=0.9', status: 404, notFound: '/br/404.html' },
  { path: '/x', acceptLanguage: 'PT_br', status: 404, notFound: '/br/404.html' },
  { path: '/x', acceptLanguage: 'pt-BR;q=0.9,en;q=0.8', status: 404, notFound: '/br/404.html' },
  { path: '/x', acceptLanguage: 'pt-BR ;q=0.9', status: 404, notFound: '/br/404.html' },
  { path: '/x', acceptLanguage: 'pt-br-x-nurse', status: 404, notFound: '/pt/404.html' },
  { path: '/x', acceptLanguage: 'pt-PT,pt;q=0.9', status: 404, notFound: '/pt/404.html' },
  { path: '/x', acceptLanguage: 'pt', status: 404, notFound: '/pt/404.html' },
  { path: '/x', acceptLanguage: `${U}-CA,${U};q=0.9`, status: 404, notFound: '/pt/404.html' },
  { path: '/x', acceptLanguage: U2, status: 404, notFound: '/pt/404.html' },
  { path: '/x', acceptLanguage: 'ja-JP,es;q=0.9', status: 404, notFound: '/en/404.html' },
  { path: '/x', acceptLanguage: 'en-GB,en;q=0.9', status: 404, notFound: '/en/404.html' },
  { path: '/x', acceptLanguage: '*', status: 404, notFound: '/en/404.html' },
  { path: '/.env', acceptLanguage: 'es', status: 404, notFound: '/es/404.html' },
  { path: '/404.html', acceptLanguage: 'pt-BR', status: 404, notFound: '/br/404.html' },
  // The path's language comes first.
  { path: '/es/x', acceptLanguage: 'pt-BR', status: 404, notFound: '/es/404.html' },
  { path: '/abc/patients', status: 404, notFound: '/en/404.html' },
  { path: '/esx/y', status: 404, notFound: '/en/404.html' },
  { path: '/missing.png', status: 404, notFound: '/en/404.html' },
  {
    path: '/missing.png',
    acceptLanguage: 'es',
    status: 404,
    notFound: '/es/404.html',
    cloudFront: { status: 404, notFound: '/en/404.html', why: CLOUDFRONT_ONE_ERROR_PAGE },
  },
  {
    path: '/_astro/missing.js',
    acceptLanguage: 'es',
    status: 404,
    notFound: '/es/404.html',
    netlify: { status: 404, notFound: '/404.html', why: NETLIFY_HASHED_FILES },
    cloudFront: { status: 404, notFound: '/en/404.html', why: CLOUDFRONT_ONE_ERROR_PAGE },
  },
  // The not-found pages themselves, and the names Netlify reads as its config, are never 200.
  { path: '/es/404', status: 404, notFound: '/es/404.html' },
  { path: '/404.html', status: 404, notFound: '/en/404.html' },
  { path: '/_redirects', status: 404, notFound: '/en/404.html' },
  { path: '/_headers', status: 404, notFound: '/en/404.html' },

  // Dotfiles stay hidden; /.well-known/ is published.
  { path: '/.well-known/acme-challenge/no-such-token', status: 404, notFound: '/en/404.html' },
  { path: '/.well-known', status: 404, notFound: '/en/404.html' },
  { path: '/.well-known/.hidden', status: 404, notFound: '/en/404.html' },
  { path: '/.git/config', status: 404, notFound: '/en/404.html' },
  { path: '/.env', status: 404, notFound: '/en/404.html' },
  { path: '/en/.hidden', status: 404, notFound: '/en/404.html' },

  // Open redirects: leading slashes (literal or encoded) and backslashes collapse to one "/".
  { path: '//evil.example/', status: 301, location: '/evil.example' },
  { path: '/%2Fevil.example/', status: 301, location: '/evil.example' },
  { path: '/%2F%2Fevil.example/', status: 301, location: '/evil.example' },
  { path: '/\\evil.example/', status: 301, location: '/evil.example' },
  { path: '/\\/evil.example', status: 404, notFound: '/en/404.html' },
  { path: '///evil.example', status: 404, notFound: '/en/404.html' },
  {
    path: `/${U}//evil.example`,
    status: 301,
    location: '/pt/evil.example',
  },
  {
    path: `/${U}/%2F%2Fevil.example`,
    status: 301,
    location: '/pt/evil.example',
  },
  { path: `/${UU}?next=https://evil.example`, status: 301, location: '/pt?next=https://evil.example' },
  // Encoded backslashes, CR and LF: refused, never copied into a header.
  { path: '/%5Cevil.example/', status: 400 },
  { path: '/%5C%5Cevil.example', status: 400 },
  { path: `/${U}/%5Cevil.example`, status: 400 },
  { path: `/${U}/x%0dSet-Cookie:%20a=b`, status: 400 },
  { path: '/en%0d%0aSet-Cookie:%20a=b', status: 400 },
  { path: '/%0aSet-Cookie:a=b', status: 400 },
  { path: `/${U}/x?a=\\`, status: 400 },
  // Malformed encoding, and encodings that are not UTF-8.
  { path: '/%E0%A4%A', status: 400 },
  { path: `/${U}/%zz`, status: 400 },
  { path: '/%FF', status: 400 },
  { path: `/${U}/%C3%28`, status: 400 },
  // A raw byte outside ASCII (browsers percent-encode them).
  {
    path: '/en/\u00e9',
    status: 400,
    cloudflare: { status: 404, notFound: '/en/404.html', why: RAW_BYTE_ENCODED },
    netlify: { skip: NETLIFY_EDGE },
  },
  // Other characters are percent-encoded in the Location.
  {
    path: `/${U}/a%20b`,
    status: 301,
    location: '/pt/a%20b',
  },
  {
    path: `/${U}/caf%C3%A9`,
    status: 301,
    location: '/pt/caf%C3%A9',
  },

  // Traversal: dot segments, literal or encoded, and NUL.
  {
    path: '/../../etc/passwd',
    status: 400,
    cloudflare: { status: 404, notFound: '/en/404.html', why: DOT_SEGMENTS_RESOLVED },
    netlify: { status: 404, notFound: '/en/404.html', why: DOT_SEGMENTS_RESOLVED },
  },
  {
    path: '/en/../es',
    status: 400,
    cloudflare: { status: 200, why: DOT_SEGMENTS_RESOLVED },
    netlify: { status: 200, why: DOT_SEGMENTS_RESOLVED },
  },
  {
    path: '/./en',
    status: 400,
    cloudflare: { status: 200, why: DOT_SEGMENTS_RESOLVED },
    netlify: { status: 200, why: DOT_SEGMENTS_RESOLVED },
  },
  {
    path: '/%2e%2e/%2e%2e/etc/passwd',
    status: 400,
    cloudflare: { status: 404, notFound: '/en/404.html', why: DOT_SEGMENTS_RESOLVED },
    netlify: { status: 404, notFound: '/en/404.html', why: DOT_SEGMENTS_RESOLVED },
  },
  { path: '/_astro/..%2f..%2fpackage.json', status: 400 },
  {
    path: '/en/%2E%2E/%2E%2E/package.json',
    status: 400,
    cloudflare: { status: 404, notFound: '/en/404.html', why: DOT_SEGMENTS_RESOLVED },
    netlify: { status: 404, notFound: '/en/404.html', why: DOT_SEGMENTS_RESOLVED },
  },
  {
    path: '/..\\..\\etc\\passwd',
    status: 400,
    cloudflare: { status: 404, notFound: '/en/404.html', why: DOT_SEGMENTS_RESOLVED },
    netlify: { status: 404, notFound: '/en/404.html', why: DOT_SEGMENTS_RESOLVED },
  },
  { path: '/en%00.html', status: 400 },
  { path: '/%00', status: 400 },

  // Overlong paths: served or redirected up to 8 KiB, 414 beyond.
  { path: long('/', 4000), status: 404, notFound: '/en/404.html' },
  { path: long(`/${U}/`, 4000), status: 301, location: long('/pt/', 4000) },
  { path: long('/', 9000), status: 414 },

  // Repeated slashes merge into one.
  { path: '//en', status: 200 },
  { path: '/en//impact', status: 200 },
  { path: '/es//missing', status: 404, notFound: '/es/404.html' },
  { path: '/en/impact//', status: 301, location: '/en/impact' },
  { path: '//', status: 301, location: '/en' },

  // Only GET and HEAD.
  { path: '/en', method: 'HEAD', status: 200 },
  ...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].map((method) => ({ path: '/en', method, status: 405 })),
  { path: '/en', method: 'TRACE', status: 405, netlify: { skip: NETLIFY_TRACE } },
  { path: `/${U}/patients`, method: 'POST', status: 405 },
];

/**
 * The kinds of difference tests/http/differential.spec.ts names when a host answers a generated request otherwise
 * than nginx; any other difference is named by the fields that differ, and has no reason.
 */
export const DIFFERENCE_KINDS = {
  parserResolves: 'a dot segment or backslash that nginx refuses is resolved before the code runs',
  brazilianGetsPt: 'a Brazilian browser gets the European Portuguese not-found page',
  cdnServesHashedFile: "a missing hashed build file gets Netlify's root not-found page",
};

/** The kinds of difference from nginx each host may show in the differential test, with why each is harmless. */
export const HOST_DIFFERENCES = {
  node: {},
  cloudflare: { [DIFFERENCE_KINDS.parserResolves]: DOT_SEGMENTS_RESOLVED },
  netlify: {
    [DIFFERENCE_KINDS.parserResolves]: DOT_SEGMENTS_RESOLVED,
    [DIFFERENCE_KINDS.cdnServesHashedFile]: NETLIFY_HASHED_FILES,
  },
};

/**
 * A short, readable test name for a row: the method when not GET, long paths shortened, the language sent.
 * @param {{ path: string, method?: string, acceptLanguage?: string }} row
 */
export function caseName({ method = 'GET', path, acceptLanguage }) {
  const shown = path.length > 60 ? `${path.slice(0, 20)}…(${path.length} chars)` : path;
  const name = method === 'GET' ? shown : `${method} ${shown}`;
  return acceptLanguage === undefined ? name : `${name} (Accept-Language: ${acceptLanguage})`;
}

/**
 * What a row expects of a host: its own recorded answer, or the row's; or why the host's engine cannot be asked
 * (the row is still sent, and its answer must be safe).
 * @param {(typeof URL_CASES)[number]} row
 * @param {Host | 'nginx' | 'node'} host
 * @returns {{ status: number, location?: string, notFound?: string, why?: string } | HostSkip}
 */
export function answerOn(row, host) {
  const own = host === 'nginx' || host === 'node' ? undefined : row[host];
  if (own) return own;
  const { status, location, notFound } = row;
  return { status, ...(location !== undefined && { location }), ...(notFound !== undefined && { notFound }) };
}
