/**
 * The one table of URL cases every host is tested against: the Node server and nginx over HTTP
 * (tests/http/url-cases.spec.ts); deploy/url-rules.mjs, the CloudFront function and simulations of
 * the generated _redirects on Netlify and Cloudflare Pages (deploy/rules.test.ts).
 *
 * A row is a request and the answer every host gives:
 *   path       the request target exactly as sent (still percent-encoded, may hold raw backslashes);
 *   method     GET unless given;
 *   acceptLanguage  the request's Accept-Language header, when it sends one;
 *   status     the status code;
 *   location   for a 301, the exact Location: a same-origin path;
 *   notFound   for a 404, the not-found page sent as the body (with Vary: Accept-Language);
 *   redirectsFile  what the generated _redirects answers on Netlify: 'same' (a rule gives this status
 *              and sends to this Location or not-found page) or null (no rule applies; the host serves
 *              the file or its own 404.html). When absent, the row only requires that no rule sends
 *              the visitor off the site;
 *   cloudflarePages  the same for Cloudflare Pages, which applies rules before files, ignores 404 rules
 *              and applies only the first 100 rules with a splat;
 *   cloudFront  for a 404, the not-found page CloudFront sends where it differs from notFound: a file the
 *              bucket lacks gets the distribution's one custom error response, whatever the language.
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

/**
 * @type {{ path: string, method?: string, acceptLanguage?: string, status: number, location?: string,
 *   notFound?: string, redirectsFile?: 'same' | null, cloudflarePages?: 'same' | null, cloudFront?: string }[]}
 */
export const URL_CASES = [
  // Pages.
  { path: '/en', status: 200, redirectsFile: null },
  { path: '/es/impact', status: 200, redirectsFile: null },
  { path: '/br/patients?utm_source=mail', status: 200 },
  { path: '/robots.txt', status: 200, redirectsFile: null },
  { path: '/.well-known/security.txt', status: 200, redirectsFile: null },

  // Real 301s: no trailing slash, a published language in lowercase, any other two-letter code to pt.
  // On Netlify dist/index.html shadows the "/ /en 301" rule; that page sends the browser on to /en.
  { path: '/', status: 301, location: '/en', redirectsFile: null, cloudflarePages: 'same' },
  { path: '/?utm_source=mail', status: 301, location: '/en?utm_source=mail' },
  { path: '/en/impact/', status: 301, location: '/en/impact' },
  { path: '/es/', status: 301, location: '/es' },
  { path: '/EN/impact', status: 301, location: '/en/impact', redirectsFile: 'same', cloudflarePages: 'same' },
  { path: '/Es', status: 301, location: '/es', redirectsFile: 'same' },
  { path: '/eN', status: 301, location: '/en', redirectsFile: 'same' },
  { path: '/bR', status: 301, location: '/br', redirectsFile: 'same', cloudflarePages: 'same' },
  { path: '/bR/patients', status: 301, location: '/br/patients', redirectsFile: 'same' },
  { path: '/PT/impact', status: 301, location: '/pt/impact', redirectsFile: 'same' },
  // Two fixes, one hop.
  { path: '/Br/patients/', status: 301, location: '/br/patients' },
  { path: `/${UU}/patients/`, status: 301, location: '/pt/patients' },
  { path: '/ES/', status: 301, location: '/es' },
  { path: `/${U}/patients`, status: 301, location: '/pt/patients', redirectsFile: 'same', cloudflarePages: 'same' },
  { path: `/${U2}`, status: 301, location: '/pt', redirectsFile: 'same' },
  {
    path: `/${U2}/innovation`,
    status: 301,
    location: '/pt/innovation',
    redirectsFile: 'same',
    cloudflarePages: 'same',
  },
  { path: '/it', status: 301, location: '/pt', redirectsFile: 'same', cloudflarePages: 'same' },
  { path: '/zz', status: 301, location: '/pt', redirectsFile: 'same', cloudflarePages: 'same' },
  // Beyond Cloudflare's 100 splat rules: it serves the root 404.html, whose script sends the visitor to /pt/….
  { path: '/zz/patients', status: 301, location: '/pt/patients', redirectsFile: 'same', cloudflarePages: null },
  { path: '/it/innovation?ref=x', status: 301, location: '/pt/innovation?ref=x' },
  { path: '/xx/missing', status: 301, location: '/pt/missing' },
  { path: '/xx/a/b', status: 301, location: '/pt/a/b' },

  // Not-found pages, status 404: under /es/, /br/, /pt/, /en/, that language's.
  { path: '/es/x', status: 404, notFound: '/es/404.html', redirectsFile: 'same', cloudflarePages: null },
  { path: '/br/x', status: 404, notFound: '/br/404.html', redirectsFile: 'same' },
  { path: '/pt/a/b/c', status: 404, notFound: '/pt/404.html', redirectsFile: 'same' },
  { path: '/en/x', status: 404, notFound: '/en/404.html', redirectsFile: 'same' },
  // Elsewhere, the not-found page of the browser's language: the first tag of Accept-Language (pt-BR → br,
  // other Portuguese → pt, fr and de → pt, anything else → en). Without the rules, Netlify and Cloudflare
  // Pages serve the root 404.html, which is English.
  { path: '/x', status: 404, notFound: '/en/404.html', redirectsFile: null },
  { path: '/x', acceptLanguage: 'es-ES,es;q=0.9,en;q=0.8', status: 404, notFound: '/es/404.html', redirectsFile: null },
  { path: '/x', acceptLanguage: 'pt-BR,pt;q=0.9', status: 404, notFound: '/br/404.html', redirectsFile: null },
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
  { path: '/abc/patients', status: 404, notFound: '/en/404.html', redirectsFile: null },
  { path: '/esx/y', status: 404, notFound: '/en/404.html', redirectsFile: null },
  { path: '/missing.png', status: 404, notFound: '/en/404.html', redirectsFile: null },
  { path: '/missing.png', acceptLanguage: 'es', status: 404, notFound: '/es/404.html', cloudFront: '/en/404.html' },
  // The not-found pages themselves, and the files meant for Netlify and Cloudflare Pages, are never 200.
  { path: '/es/404', status: 404, notFound: '/es/404.html' },
  { path: '/404.html', status: 404, notFound: '/en/404.html' },
  { path: '/_redirects', status: 404, notFound: '/en/404.html' },
  { path: '/_headers', status: 404, notFound: '/en/404.html' },

  // Dotfiles stay hidden; /.well-known/ is published.
  { path: '/.well-known/acme-challenge/no-such-token', status: 404, notFound: '/en/404.html', redirectsFile: null },
  { path: '/.well-known', status: 404, notFound: '/en/404.html' },
  { path: '/.well-known/.hidden', status: 404, notFound: '/en/404.html' },
  { path: '/.git/config', status: 404, notFound: '/en/404.html', redirectsFile: null },
  { path: '/.env', status: 404, notFound: '/en/404.html', redirectsFile: null },
  { path: '/en/.hidden', status: 404, notFound: '/en/404.html' },

  // Open redirects: leading slashes (literal or encoded) and backslashes collapse to one "/".
  { path: '//evil.example/', status: 301, location: '/evil.example' },
  { path: '/%2Fevil.example/', status: 301, location: '/evil.example' },
  { path: '/%2F%2Fevil.example/', status: 301, location: '/evil.example' },
  { path: '/\\evil.example/', status: 301, location: '/evil.example' },
  { path: '/\\/evil.example', status: 404, notFound: '/en/404.html' },
  { path: '///evil.example', status: 404, notFound: '/en/404.html' },
  { path: `/${U}//evil.example`, status: 301, location: '/pt/evil.example' },
  { path: `/${U}/%2F%2Fevil.example`, status: 301, location: '/pt/evil.example' },
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
  // Other characters are percent-encoded in the Location.
  { path: `/${U}/a%20b`, status: 301, location: '/pt/a%20b' },
  { path: `/${U}/caf%C3%A9`, status: 301, location: '/pt/caf%C3%A9' },

  // Traversal: dot segments, literal or encoded, and NUL.
  { path: '/../../etc/passwd', status: 400 },
  { path: '/en/../es', status: 400 },
  { path: '/./en', status: 400 },
  { path: '/%2e%2e/%2e%2e/etc/passwd', status: 400 },
  { path: '/_astro/..%2f..%2fpackage.json', status: 400 },
  { path: '/en/%2E%2E/%2E%2E/package.json', status: 400 },
  { path: '/..\\..\\etc\\passwd', status: 400 },
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
  ...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'].map((method) => ({ path: '/en', method, status: 405 })),
  { path: `/${U}/patients`, method: 'POST', status: 405 },
];

/**
 * A short, readable test name for a row: the method when not GET, long paths shortened, the language sent.
 * @param {{ path: string, method?: string, acceptLanguage?: string }} row
 */
export function caseName({ method = 'GET', path, acceptLanguage }) {
  const shown = path.length > 60 ? `${path.slice(0, 20)}…(${path.length} chars)` : path;
  const name = method === 'GET' ? shown : `${method} ${shown}`;
  return acceptLanguage === undefined ? name : `${name} (Accept-Language: ${acceptLanguage})`;
}
