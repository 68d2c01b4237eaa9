/**
 * The site's URL rules, the one source for every host: tools/serve.mjs, the Cloudflare Worker and the Netlify Edge
 * Function run them (deploy/fetch-handler.mjs), tools/host-configs.mjs writes their constants into the nginx config and
 * netlify.toml and bundles them into the CloudFront function. The languages come from the language table; the
 * language-code rule, which dist/404.html's head script applies too, from src/i18n/language-code.mjs. Every host
 * answers the table lib/url-cases.mjs. Plain JavaScript, importing only from src/i18n, so every runtime can load it.
 */
import { withCodeAmong } from '../src/i18n/language-code.mjs';
import { FALLBACK_LANG, LANGUAGE_TABLE } from '../src/i18n/language-table.mjs';

export { FALLBACK_LANG };
/**
 * The published languages, by URL code, from the language table. The derived constants here are marked pure, so
 * that the head script of a page that uses none of them (every page but dist/404.html) bundles none of them.
 */
export const LANGUAGES = /* @__PURE__ */ LANGUAGE_TABLE.map((row) => row.code);
export const HOME = '/en';

/** The only methods served; anything else gets 405 with this Allow header. */
export const ALLOWED_METHODS = ['GET', 'HEAD'];

/** Longest request target answered, in bytes (nginx's request-line buffer, CloudFront's URL limit): 414 beyond. */
export const MAX_TARGET_LENGTH = 8192;

/** Printable ASCII only: clients percent-encode everything else in a request target. */
const PRINTABLE = /^[\x21-\x7e]*$/;
/** A `%` without two hex digits after it. */
const MALFORMED_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
/** An encoded control character (%00–%1F, %7F) or backslash (%5C): never part of a URL of this site. */
const FORBIDDEN_ESCAPE = /%(?:[01][0-9A-Fa-f]|7[Ff]|5[Cc])/;
/** A "." or ".." segment: browsers resolve them before sending, so only probes carry one. */
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;

/**
 * Paths never published: the files meant for Netlify, and dotfiles, except the
 * files under /.well-known/ (security.txt, ACME HTTP-01 challenges), which are not dotfiles themselves.
 * deploy/nginx/adhera.conf uses the same expression.
 */
export const UNPUBLISHED = /^\/(?:_redirects|_headers)$|^\/(?!\.well-known\/)(?:.*\/)?\.|^\/\.well-known\/(?:.*\/)?\./;

/** The not-found pages, which are only ever sent with status 404, even when asked for by name. */
export const NOT_FOUND_PAGE = /(?:^|\/)404(?:\.html)?$/;

/**
 * A path whose first segment is two letters, with that code made a published language: lowercased
 * when it is one in the wrong case ("/EN/impact" → "/en/impact"), else pt ("/zz/x" → "/pt/x").
 */
export function withLanguageCode(pathname) {
  return withCodeAmong(pathname, LANGUAGES, FALLBACK_LANG);
}

/**
 * Where a decoded path must be permanently redirected, or null when it is served as is, in one hop
 * ("/FR/patients/" → "/pt/patients"): "/" → "/en", trailing slashes dropped, then withLanguageCode.
 */
export function redirectFor(pathname) {
  if (/^\/+$/.test(pathname)) return HOME;
  const target = withLanguageCode(pathname.replace(/\/+$/, ''));
  return target === pathname ? null : target;
}

/** A decoded path as it goes into a Location header: every segment percent-encoded. */
export function encodePath(pathname) {
  return pathname.split('/').map(encodeURIComponent).join('/');
}

/**
 * The language codes the site recognises in a browser's language: pt, es, fr, de and en, and every published
 * language's own; those without pages (fr, de) get pt's.
 */
export const DETECTED_LANGUAGES = /* @__PURE__ */ (() => [
  ...new Set(['pt', 'es', 'fr', 'de', 'en', ...LANGUAGE_TABLE.map((row) => row.tag.slice(0, 2).toLowerCase())]),
])();

/**
 * Browser tags that name a language whose URL code is not their own language ("pt-br" → br), lower case.
 * @type {Record<string, (typeof LANGUAGES)[number]>}
 */
export const REGIONAL_TAGS = /* @__PURE__ */ (() =>
  Object.fromEntries(
    LANGUAGE_TABLE.filter((row) => !row.tag.toLowerCase().startsWith(row.code)).map((row) => [
      row.tag.toLowerCase(),
      row.code,
    ]),
  ))();

/**
 * The published language for a browser's language: the first tag of its Accept-Language header (or a
 * single tag). A regional tag of the table is its language (pt-BR is br, any other Portuguese pt); otherwise
 * the first two letters when the site recognises them, made a published language (fr, de → pt); anything
 * else is en.
 * @param {string | null | undefined} language
 * @returns {(typeof LANGUAGES)[number]}
 */
export function browserLanguage(language) {
  const lower = (language ?? '').split(',')[0].split(';')[0].trim().toLowerCase().replace('_', '-');
  if (Object.hasOwn(REGIONAL_TAGS, lower)) return REGIONAL_TAGS[lower];
  const primary = lower.slice(0, 2);
  if (!DETECTED_LANGUAGES.includes(primary)) return 'en';
  return LANGUAGES.includes(primary) ? primary : FALLBACK_LANG;
}

/**
 * Not-found responses depend on Accept-Language (see notFoundPageFor): hosts add it to their Vary header,
 * so no shared cache gives one visitor's language to another.
 */
export const NOT_FOUND_VARY = 'Accept-Language';

/**
 * The not-found page for a path: its language's page under /en, /es, /pt, /br; anywhere else, the page
 * of the browser's language, whole (bar, footer and links in it too). dist/404.html, in English, is only for
 * hosts that apply no rules.
 */
function notFoundPageFor(pathname, acceptLanguageHeader) {
  const first = pathname.split('/')[1];
  const lang = LANGUAGES.includes(first) ? first : browserLanguage(acceptLanguageHeader);
  return `/${lang}/404.html`;
}

/**
 * @typedef {{ status: 400 | 414 } | { status: 301, location: string }
 *   | { status?: undefined, path: string, files: string[], notFound: string }} Route
 */

/**
 * The answer to a GET or HEAD request target (path and query exactly as the client sent them):
 *   { status: 400 }  a malformed or hostile target: a byte outside printable ASCII, a backslash after
 *                    the leading slashes, a malformed `%`, an encoded control character or backslash
 *                    in the path, a path that is not UTF-8, or a "." or ".." segment;
 *   { status: 414 }  a target longer than MAX_TARGET_LENGTH;
 *   { status: 301, location }  a same-origin path, percent-encoded, followed by the query as sent (a lone `?`
 *                    left out);
 *   { path, files, notFound }  the decoded path, the files that may serve it (the first that exists,
 *                    with status 200), and the not-found page to send with status 404 when none does.
 * Leading slashes and backslashes collapse to one `/`, and repeated slashes to one, before the
 * redirect rules apply, so a Location always starts with exactly one `/`.
 * @param {string} target
 * @param {string} [acceptLanguageHeader] the request's Accept-Language, which picks the not-found page
 *                    outside the language folders
 * @returns {Route}
 */
export function routeRequest(target, acceptLanguageHeader) {
  if (target.length > MAX_TARGET_LENGTH) return { status: 414 };
  const queryAt = target.indexOf('?');
  const rawPath = queryAt < 0 ? target : target.slice(0, queryAt);
  // A lone `?` is no query: the Location leaves it out, as nginx does.
  const query = queryAt < 0 || queryAt === target.length - 1 ? '' : target.slice(queryAt);
  if (
    !PRINTABLE.test(target) ||
    !/^[/\\]/.test(target) ||
    target.replace(/^[/\\]+/, '').includes('\\') ||
    MALFORMED_ESCAPE.test(target) ||
    FORBIDDEN_ESCAPE.test(rawPath)
  ) {
    return { status: 400 };
  }
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 };
  }
  const path = decoded.replace(/^[/\\]+/, '/').replace(/\/{2,}/g, '/');
  if (DOT_SEGMENT.test(path)) return { status: 400 };

  const canonical = redirectFor(path);
  if (canonical) return { status: 301, location: encodePath(canonical) + query };

  const servable = !UNPUBLISHED.test(path) && !NOT_FOUND_PAGE.test(path);
  const hasExtension = /\.[^/]*$/.test(path);
  const files = !servable ? [] : hasExtension ? [path] : [path, `${path}.html`];
  return { path, files, notFound: notFoundPageFor(path, acceptLanguageHeader) };
}

/** Response headers every host sends with every response (README "Deploy" lists them). */
export const SECURITY_HEADERS = {
  // The pages carry their own hash-based CSP in a <meta> (astro.config.mjs); a meta CSP cannot say
  // frame-ancestors, so the header adds it. Both policies are enforced, so this one names no script-src.
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  // No other site's window keeps a handle on ours, and no other site may embed our files.
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Hashed build output never changes under its name: cache it for a year. Everything else revalidates. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE_CACHE = 'no-cache';

export function cacheControlFor(pathname) {
  return pathname.startsWith('/_astro/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}
