/**
 * The hosting rules, as plain HTTP: run against nginx with deploy/nginx/adhera.conf (project
 * http-nginx) and against tools/serve.mjs (project http-node), the two servers the project ships.
 * Statuses, redirects and not-found pages per URL are in the table lib/url-cases.mjs
 * (url-cases.spec.ts); this file covers headers, encodings and the HTTP features of file serving.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ALL_PATHS, LANGS, NOT_FOUND_PATHS } from '../../tools/harness/site-paths';
import { DIST, SECURITY_HEADERS, astroAsset, getRaw, hashedAssets } from './support';

test.describe('pages', () => {
  for (const path of ALL_PATHS) {
    test(`${path} is 200 HTML`, async ({ request }) => {
      const response = await getRaw(request, path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    });
  }
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

// Every URL case checks them uncompressed (url-cases.spec.ts); these are the precompressed files.
test.describe('security headers', () => {
  for (const [what, path, accept] of [
    ['a page', '/en/innovation', 'br'],
    ['a not-found page', '/es/missing', 'gzip'],
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
    [astroAsset('.svg'), /^image\/svg\+xml/],
    ['/share/es.png', /^image\/png$/],
    ['/icons/apple-touch-icon.png', /^image\/png$/],
    ['/sitemap-index.xml', /^(application|text)\/xml/],
    ['/robots.txt', /^text\/plain/],
  ] as const) {
    for (const encoding of ['identity', 'br']) {
      const response = await getRaw(request, path, { 'Accept-Encoding': encoding });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], `${path} (${encoding})`).toMatch(type);
    }
  }
});

test.describe('revalidation, HEAD and byte ranges', () => {
  test('a page and an asset answer 304 to their ETag and to their Last-Modified date', async ({ request }) => {
    for (const path of ['/en/impact', astroAsset('.js')]) {
      const { etag, 'last-modified': lastModified } = (await getRaw(request, path)).headers();
      expect(etag, path).toBeTruthy();
      expect(lastModified, path).toBeTruthy();
      const byTag = await getRaw(request, path, { 'If-None-Match': etag });
      expect(byTag.status(), path).toBe(304);
      expect(byTag.headers()['x-content-type-options'], path).toBe('nosniff');
      expect((await getRaw(request, path, { 'If-Modified-Since': lastModified })).status(), path).toBe(304);
      expect((await getRaw(request, path, { 'If-None-Match': '"another-version"' })).status(), path).toBe(200);
    }
  });

  test('HEAD answers with the headers of GET and no body', async ({ request }) => {
    const get = await getRaw(request, '/es/impact');
    const head = await request.head('/es/impact', { maxRedirects: 0, headers: { 'Accept-Encoding': 'identity' } });
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers()['content-length']).toBe(get.headers()['content-length']);
    expect(head.headers().etag).toBe(get.headers().etag);
    expect((await head.body()).length).toBe(0);
  });

  test('byte ranges: a slice, the last bytes, and 416 past the end', async ({ request }) => {
    const asset = astroAsset('.js');
    const whole = await (await getRaw(request, asset)).body();
    const slice = await getRaw(request, asset, { Range: 'bytes=0-99' });
    expect(slice.status()).toBe(206);
    expect(slice.headers()['content-range']).toBe(`bytes 0-99/${whole.length}`);
    expect((await slice.body()).equals(whole.subarray(0, 100))).toBe(true);
    const tail = await getRaw(request, asset, { Range: 'bytes=-10' });
    expect(tail.status()).toBe(206);
    expect((await tail.body()).equals(whole.subarray(-10))).toBe(true);
    const beyond = await getRaw(request, asset, { Range: `bytes=${whole.length}-` });
    expect(beyond.status()).toBe(416);
    expect(beyond.headers()['content-range']).toBe(`bytes */${whole.length}`);
  });
});

test('security.txt is published under /.well-known/ as plain UTF-8 text', async ({ request }) => {
  const response = await getRaw(request, '/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await response.text()).toMatch(/^Contact: mailto:\S+@\S+$/m);
});

test('no folder of the build is a two-letter name the language rules would redirect', () => {
  const folders = readdirSync(DIST, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(folders.filter((name) => /^[A-Za-z]{2}$/.test(name)).sort()).toEqual([...LANGS].sort());
});

type BudgetsFile = { files: { responseHeaderBytes: number } };

test.describe('first congestion window', () => {
  // budgets.json counts each page's response headers as this many bytes beside its brotli HTML
  // (tools/check-budgets.mjs); the headers each server really sends must fit in it.
  const { responseHeaderBytes } = (JSON.parse(readFileSync('budgets.json', 'utf8')) as BudgetsFile).files;

  for (const path of [...ALL_PATHS, ...NOT_FOUND_PATHS]) {
    test(`${path}: the response headers fit the ${responseHeaderBytes} B budgets.json counts`, async ({ request }) => {
      const response = await getRaw(request, path, { 'Accept-Encoding': 'br, gzip' });
      // As HTTP/1.1 writes them: the status line, one line per header, and the blank line.
      const lines = [
        `HTTP/1.1 ${response.status()} ${response.statusText()}`,
        ...response.headersArray().map(({ name, value }) => `${name}: ${value}`),
      ];
      const bytes = lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 2, 2);
      expect(response.headers()['content-encoding']).toBe('br');
      expect(bytes).toBeLessThanOrEqual(responseHeaderBytes);
    });
  }
});
