/**
 * The URL rules of every host from one table of cases: deploy/url-rules.mjs (Node server, Netlify
 * and Cloudflare files), the generated _redirects, and the CloudFront function. nginx and
 * scripts/serve.mjs are tested over HTTP in tests/http/.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES as APP_LANGUAGES, FALLBACK_LANG as APP_FALLBACK } from '../src/i18n/languages';
import { PAGES as APP_PAGES } from '../src/i18n/paths';
import { headersFile, redirectsFile, unsupportedCodes } from './host-files.mjs';
import {
  FALLBACK_LANG,
  LANGUAGES,
  SECURITY_HEADERS,
  cacheControlFor,
  notFoundPageFor,
  redirectFor,
} from './url-rules.mjs';

/** [request path, redirect target or null] */
const REDIRECTS: [string, string | null][] = [
  ['/', '/en'],
  ['/en', null],
  ['/en/impact', null],
  ['/en/impact/', '/en/impact'],
  ['/es/', '/es'],
  ['/EN/impact', '/en/impact'],
  ['/Es', '/es'],
  ['/bR/patients', '/br/patients'],
  ['/fr/patients', '/pt/patients'],
  ['/FR/patients/', '/pt/patients'],
  ['/de', '/pt'],
  ['/xx/a/b', '/pt/a/b'],
  ['/abc/patients', null],
  ['/missing', null],
  ['/_astro/x.js', null],
  ['/share/en.png', null],
];

describe('deploy/url-rules.mjs', () => {
  it('publishes the same languages and fallback as the app', () => {
    expect(LANGUAGES).toEqual([...APP_LANGUAGES]);
    expect(FALLBACK_LANG).toBe(APP_FALLBACK);
  });

  it.each(REDIRECTS)('%s → %s', (from, to) => expect(redirectFor(from)).toBe(to));

  it('finds the not-found page of the path’s language', () => {
    expect(notFoundPageFor('/es/x/y')).toBe('/es/404.html');
    expect(notFoundPageFor('/br/x')).toBe('/br/404.html');
    expect(notFoundPageFor('/x')).toBe('/404.html');
    expect(notFoundPageFor('/esx/y')).toBe('/404.html');
  });

  it('caches only hashed assets for good', () => {
    expect(cacheControlFor('/_astro/a.B1c2.js')).toMatch(/immutable/);
    expect(cacheControlFor('/en.html')).toBe('no-cache');
  });
});

/**
 * Applies _redirects the way Netlify and Cloudflare Pages do: first matching rule wins, * is a splat.
 * Cloudflare Pages ignores status 404 and every splat rule after the first 100.
 */
function redirectsEngine(file: string, { cloudflare }: { cloudflare: boolean }) {
  let splats = 0;
  const rules = file
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(/\s+/))
    .filter(([from, , status]) => !cloudflare || (status !== '404' && (!from.includes('*') || ++splats <= 100)))
    .map(([from, to, status]) => ({
      pattern: new RegExp(`^${from.replace('*', '(?<splat>.*)')}$`),
      to,
      status: Number(status),
    }));
  return (path: string) => {
    for (const { pattern, to, status } of rules) {
      const match = pattern.exec(path);
      if (match) return { status, to: to.replace(':splat', match.groups?.splat ?? '') };
    }
    return null;
  };
}

describe('deploy/host-files.mjs', () => {
  const file = redirectsFile();
  const netlify = redirectsEngine(file, { cloudflare: false });
  const cloudflare = redirectsEngine(file, { cloudflare: true });

  it('redirects every two-letter code and casing like the other hosts', () => {
    const codes = [...unsupportedCodes(), ...LANGUAGES.flatMap((l) => [l.toUpperCase(), l[0].toUpperCase() + l[1]])];
    for (const code of codes) {
      for (const rest of ['', '/patients', '/a/b']) {
        const path = `/${code}${rest}`;
        expect(netlify(path), path).toEqual({ status: 301, to: redirectFor(path) });
      }
    }
    expect(netlify('/')).toEqual({ status: 301, to: '/en' });
  });

  it('gives Netlify each language’s not-found page (only for paths no file matches)', () => {
    expect(netlify('/es/missing')).toEqual({ status: 404, to: '/es/404.html' });
    expect(netlify('/missing')).toBeNull();
  });

  it('on Cloudflare Pages: redirects the likeliest codes within its 100 splat rules; the rest fall to 404.html', () => {
    for (const path of ['/', '/EN/impact', '/bR', '/fr/patients', '/de/innovation', '/it', '/zz']) {
      expect(cloudflare(path), path).toEqual({ status: 301, to: redirectFor(path) });
    }
    // Beyond the budget: Cloudflare serves the root 404.html, whose script sends the visitor to /pt/….
    expect(cloudflare('/zz/patients')).toBeNull();
    expect(cloudflare('/es/missing')).toBeNull();
    expect(file.split('\n').filter((line) => / 301$/.test(line) && !line.includes('*')).length).toBeLessThanOrEqual(
      2000,
    );
  });

  it('sends the security headers everywhere and caches /_astro/ for a year', () => {
    const headers = headersFile();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers).toContain(`  ${name}: ${value}\n`);
    expect(headers).toMatch(/^\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });
});

describe('deploy/cloudfront/adhera-edge.js', () => {
  const source = readFileSync(new URL('./cloudfront/adhera-edge.js', import.meta.url), 'utf8');
  const edge = new Function(`${source}; return { handler, LANGUAGES, PAGES, SECURITY_HEADERS };`)();
  const viewerRequest = (uri: string, querystring = {}) =>
    edge.handler({ context: { eventType: 'viewer-request' }, request: { uri, querystring, headers: {} } });
  const viewerResponse = (uri: string, statusCode = 200) =>
    edge.handler({
      context: { eventType: 'viewer-response' },
      request: { uri, querystring: {}, headers: {} },
      response: { statusCode, headers: {} },
    });

  it('knows the same languages, pages and headers as the app', () => {
    expect(edge.LANGUAGES).toEqual([...APP_LANGUAGES]);
    expect(edge.PAGES).toEqual([...APP_PAGES]);
    expect(edge.SECURITY_HEADERS).toEqual(
      Object.fromEntries(Object.entries(SECURITY_HEADERS).map(([k, v]) => [k.toLowerCase(), v])),
    );
  });

  it.each(REDIRECTS.filter(([, to]) => to))('%s → 301 %s', (from, to) => {
    expect(viewerRequest(from)).toMatchObject({ statusCode: 301, headers: { location: { value: to } } });
  });

  it('keeps the query string on redirects', () => {
    const response = viewerRequest('/fr/patients', {
      utm_source: { value: 'mail' },
      a: { value: '1', multiValue: [{ value: '1' }, { value: '2' }] },
    });
    expect(response.headers.location.value).toBe('/pt/patients?utm_source=mail&a=1&a=2');
  });

  it('maps clean URLs to the bucket’s .html files and unknown pages to the language’s not-found page', () => {
    expect(viewerRequest('/en').uri).toBe('/en.html');
    expect(viewerRequest('/es/impact').uri).toBe('/es/impact.html');
    expect(viewerRequest('/es/nothing').uri).toBe('/es/404.html');
    expect(viewerRequest('/br/a/b').uri).toBe('/br/404.html');
    expect(viewerRequest('/nothing').uri).toBe('/404.html');
    expect(viewerRequest('/_astro/app.js').uri).toBe('/_astro/app.js');
  });

  it('answers not-found pages with 404 and adds the security headers', () => {
    expect(viewerResponse('/es/nothing')).toMatchObject({
      statusCode: 404,
      headers: { 'x-content-type-options': { value: 'nosniff' } },
    });
    expect(viewerResponse('/es/404')).toMatchObject({ statusCode: 404 });
    expect(viewerResponse('/es/impact')).toMatchObject({
      statusCode: 200,
      headers: { 'x-frame-options': { value: 'DENY' } },
    });
  });
});

describe('deploy/cloudfront/response-headers-policy.json', () => {
  const template = JSON.parse(
    readFileSync(new URL('./cloudfront/response-headers-policy.json', import.meta.url), 'utf8'),
  );
  const config = template.Resources.SecurityHeadersPolicy.Properties.ResponseHeadersPolicyConfig;

  it('adds exactly the security headers of url-rules.mjs, over whatever the origin sends', () => {
    const security = config.SecurityHeadersConfig;
    const hsts = security.StrictTransportSecurity;
    const headers = {
      'Content-Security-Policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
      'X-Frame-Options': security.FrameOptions.FrameOption,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': security.ReferrerPolicy.ReferrerPolicy,
      'Strict-Transport-Security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`,
      ...Object.fromEntries(
        config.CustomHeadersConfig.Items.map((item: { Header: string; Value: string }) => [item.Header, item.Value]),
      ),
    };
    expect(headers).toEqual(SECURITY_HEADERS);
    const overrides = [
      ...Object.values(security).map((entry) => (entry as { Override: boolean }).Override),
      ...config.CustomHeadersConfig.Items.map((item: { Override: boolean }) => item.Override),
    ];
    expect(overrides.every(Boolean)).toBe(true);
  });
});
