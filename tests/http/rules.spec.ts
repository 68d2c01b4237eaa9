/**
 * The hosting rules, as plain HTTP: run against nginx with deploy/nginx/adhera.conf (project
 * http-nginx) and against scripts/serve.mjs (project http-node), the two servers the project ships.
 */
import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ALL_PATHS } from '../e2e/support';
import { DIST, SECURITY_HEADERS, astroAsset, getRaw, hashedAssets, htmlLang } from './support';

test.describe('redirects are real 301s', () => {
  for (const [from, to] of [
    ['/', '/en'],
    ['/?utm_source=mail', '/en?utm_source=mail'],
    // Canonical URLs have no trailing slash.
    ['/en/impact/', '/en/impact'],
    ['/es/', '/es'],
    // A published language in the wrong case goes to its lowercase form.
    ['/EN/impact', '/en/impact'],
    ['/Es', '/es'],
    ['/bR/patients', '/br/patients'],
    // Any other two-letter code goes to the same page under pt (spec §4, §8).
    ['/fr/patients', '/pt/patients'],
    ['/de', '/pt'],
    ['/it/innovation?ref=x', '/pt/innovation?ref=x'],
    ['/xx/missing', '/pt/missing'],
  ]) {
    test(`${from} → ${to}`, async ({ request }) => {
      const response = await getRaw(request, from);
      expect(response.status()).toBe(301);
      // Relative (nginx absolute_redirect off) or absolute on the same host: the path and query matter.
      const location = new URL(response.headers().location, 'http://host');
      expect(location.pathname + location.search).toBe(to);
    });
  }

  test('following the redirects ends on a page with status 200', async ({ request }) => {
    for (const from of ['/', '/FR/patients/', '/EN/impact', '/de']) {
      const response = await request.get(from);
      expect(response.status(), from).toBe(200);
    }
  });
});

test.describe('pages', () => {
  for (const path of ALL_PATHS) {
    test(`${path} is 200 HTML`, async ({ request }) => {
      const response = await getRaw(request, path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    });
  }
});

test.describe('not-found pages have status 404 and the path’s language', () => {
  for (const [path, lang, heading] of [
    ['/es/x', 'es', 'Falta algo'],
    ['/br/x', 'pt-BR', 'Algo está faltando'],
    ['/pt/a/b/c', 'pt', 'Falta qualquer coisa'],
    ['/en/x', 'en', "Something's Missing"],
    ['/x', 'en', "Something's Missing"],
    ['/abc/patients', 'en', "Something's Missing"],
    ['/missing.png', 'en', "Something's Missing"],
    // The not-found pages themselves are never served as 200.
    ['/es/404', 'es', 'Falta algo'],
    ['/404.html', 'en', "Something's Missing"],
  ] as const) {
    test(`${path}: 404 in ${lang}`, async ({ request }) => {
      const response = await getRaw(request, path);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      const body = await response.text();
      expect(htmlLang(body)).toBe(lang);
      expect(body.replaceAll('&#39;', "'")).toContain(heading);
    });
  }

  test('the files for Netlify and Cloudflare Pages are not published', async ({ request }) => {
    for (const path of ['/_redirects', '/_headers']) expect((await getRaw(request, path)).status(), path).toBe(404);
  });
});

test.describe('caching', () => {
  test('hashed assets under /_astro/ are cached for a year and immutable', async ({ request }) => {
    for (const asset of hashedAssets()) {
      const response = await getRaw(request, asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
  });

  test('HTML, including not-found pages, is revalidated on every use', async ({ request }) => {
    for (const path of ['/en', '/es/impact', '/es/missing', '/missing']) {
      const cacheControl = (await getRaw(request, path)).headers()['cache-control'] ?? '';
      expect(cacheControl, path).toMatch(/no-cache|max-age=0\s*,\s*must-revalidate/);
      expect(cacheControl, path).not.toContain('immutable');
    }
  });

  test('unhashed files (share images, sitemap) are revalidated too', async ({ request }) => {
    for (const path of ['/share/en.png', '/sitemap-index.xml', '/robots.txt']) {
      expect((await getRaw(request, path)).headers()['cache-control'], path).toMatch(/no-cache|max-age=0/);
    }
  });
});

test.describe('compression from the precompressed build files', () => {
  const paths = () => ['/en/impact', '/es/missing', ...hashedAssets()];

  test('brotli when the client accepts it', async ({ request }) => {
    for (const path of paths()) {
      const response = await getRaw(request, path, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(response.headers()['content-encoding'], path).toBe('br');
      expect(response.headers().vary, path).toMatch(/accept-encoding/i);
    }
  });

  test('gzip when the client accepts only gzip', async ({ request }) => {
    for (const path of paths()) {
      const response = await getRaw(request, path, { 'Accept-Encoding': 'gzip' });
      expect(response.headers()['content-encoding'], path).toBe('gzip');
      expect(response.headers().vary, path).toMatch(/accept-encoding/i);
    }
  });

  test('identity when the client accepts neither, or refuses br with q=0', async ({ request }) => {
    expect((await getRaw(request, '/en/impact')).headers()['content-encoding']).toBeUndefined();
    const refused = await getRaw(request, '/en/impact', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(refused.headers()['content-encoding']).toBe('gzip');
  });

  test('every encoding decodes to the same document with the right type', async ({ request }) => {
    const plain = await (await getRaw(request, '/en/impact')).body();
    for (const encoding of ['br', 'gzip']) {
      // Playwright decodes the body by its Content-Encoding.
      const response = await request.get('/en/impact', { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect((await response.body()).equals(plain), encoding).toBe(true);
    }
  });

  test('images are not wrapped in a content coding', async ({ request }) => {
    const response = await getRaw(request, '/share/en.png', { 'Accept-Encoding': 'gzip, br' });
    expect(response.headers()['content-encoding']).toBeUndefined();
  });
});

test.describe('security headers', () => {
  for (const [what, path, accept] of [
    ['a page', '/en/innovation', 'br'],
    ['a not-found page', '/es/missing', 'gzip'],
    ['the root not-found page', '/nothing', 'identity'],
    ['a redirect', '/fr/patients', 'identity'],
    ['a hashed asset', '', 'br'],
  ] as const) {
    test(`on ${what}`, async ({ request }) => {
      const response = await getRaw(request, path || astroAsset('.js'), { 'Accept-Encoding': accept });
      const headers = response.headers();
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
    });
  }
});

test('content types', async ({ request }) => {
  const css = hashedAssets().filter((path) => path.endsWith('.css'));
  for (const [path, type] of [
    ...css.map((path) => [path, /^text\/css; charset=utf-8$/] as const),
    [astroAsset('.js'), /^(text|application)\/javascript(; charset=utf-8)?$/],
    ['/favicon.svg', /^image\/svg\+xml/],
    ['/share/es.png', /^image\/png$/],
    ['/icons/apple-touch-icon.png', /^image\/png$/],
    ['/sitemap-index.xml', /^(application|text)\/xml/],
    ['/robots.txt', /^text\/plain/],
    ['/site.webmanifest', /^application\/manifest\+json/],
  ] as const) {
    for (const encoding of ['identity', 'br']) {
      const response = await getRaw(request, path, { 'Accept-Encoding': encoding });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], `${path} (${encoding})`).toMatch(type);
    }
  }
});

test('no folder of the build is a two-letter name the language rules would redirect', () => {
  const folders = readdirSync(DIST, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(folders.filter((name) => /^[A-Za-z]{2}$/.test(name)).sort()).toEqual(['br', 'en', 'es', 'pt']);
});
