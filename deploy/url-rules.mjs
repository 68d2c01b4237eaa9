/**
 * The site's URL rules, in one place for the Node server (scripts/serve.mjs), the Cloudflare Pages
 * middleware and the build step that writes _redirects. deploy/nginx/adhera.conf and
 * deploy/cloudfront/viewer-request.js express the same rules in their own languages; the same
 * table of cases tests all of them (deploy/url-rules.test.ts, tests/http/).
 * Plain JavaScript without imports so every runtime can load it.
 */

/** The published languages (src/i18n/languages.ts; a unit test keeps the two lists equal). */
export const LANGUAGES = ['en', 'es', 'pt', 'br'];
/** Spec §4, §8: an unsupported language code falls back to pt. */
export const FALLBACK_LANG = 'pt';
export const HOME = '/en';

/**
 * Where a request path must be permanently redirected, or null when it is served as is.
 * All fixes are made in one hop: "/FR/patients/" → "/pt/patients".
 *   "/" → "/en"; a trailing slash is dropped; a two-letter first segment that is a language in the
 *   wrong case is lowercased; any other two-letter first segment becomes pt.
 */
export function redirectFor(pathname) {
  if (pathname === '/' || /^\/+$/.test(pathname)) return HOME;
  let target = pathname.replace(/\/+$/, '');
  const match = /^\/([A-Za-z]{2})(\/.*)?$/.exec(target);
  if (match) {
    const code = match[1].toLowerCase();
    const lang = LANGUAGES.includes(code) ? code : FALLBACK_LANG;
    target = `/${lang}${match[2] || ''}`;
  }
  return target === pathname ? null : target;
}

/** The not-found page for a path: its language's page under /en, /es, /pt, /br; else the root English one. */
export function notFoundPageFor(pathname) {
  const first = pathname.split('/')[1];
  return LANGUAGES.includes(first) ? `/${first}/404.html` : '/404.html';
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
export const REVALIDATE_CACHE = 'no-cache';

export function cacheControlFor(pathname) {
  return pathname.startsWith('/_astro/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}
