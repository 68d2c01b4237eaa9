/**
 * Every host's URL rules on the one table of cases (lib/url-cases.mjs): lib/url-rules.mjs, which the
 * Node server, the Cloudflare Worker and the Netlify Edge Function run, and the CloudFront function as deployed
 * (adhera-edge.js, the rules bundled by npm run hosts:write) in Node's V8 with a simulated bucket (no offline engine
 * of CloudFront Functions exists). nginx, Node, workerd and Deno answer the same table over HTTP in tests/http/.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HeadersHandler } from '@netlify/headers';
import { describe, expect, it } from 'vitest';
import { PAGES as APP_PAGES } from '../src/i18n/paths';
import { loadEdgeFunction, viewerEvent } from './cloudfront/test-function.mjs';
import { OTHER_UNSUPPORTED_CODE, UNSUPPORTED_CODE, URL_CASES, answerOn, caseName } from '../lib/url-cases.mjs';
import {
  ALLOWED_METHODS,
  LANGUAGES,
  NOT_FOUND_VARY,
  SECURITY_HEADERS,
  browserLanguage,
  cacheControlFor,
  routeRequest,
  withLanguageCode,
} from '../lib/url-rules.mjs';

type Case = (typeof URL_CASES)[number];
interface Answer {
  status: number;
  location?: string;
  notFound?: string;
}

/** The files of a deploy that the cases touch: a build's, and the names Netlify reads as its config, if uploaded. */
const BUILT_FILES = new Set([
  '/index.html',
  '/404.html',
  '/robots.txt',
  '/.well-known/security.txt',
  '/_redirects',
  '/_headers',
  ...LANGUAGES.flatMap((lang) => [
    `/${lang}/404.html`,
    ...APP_PAGES.map((page) => (page ? `/${lang}/${page}.html` : `/${lang}.html`)),
  ]),
]);

/** What a row expects, in the shape the simulated hosts answer. */
function expected({ status, location, notFound }: Case): Answer {
  return { status, ...(location !== undefined && { location }), ...(notFound !== undefined && { notFound }) };
}

/** A Location that a browser resolves on this origin, without characters that could split a header. */
function expectSafeLocation(location: string | undefined, name: string) {
  if (location === undefined) return;
  expect(new URL(location, 'https://site.example').origin, name).toBe('https://site.example');
  expect(location, name).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
}

/** Browser language tags (Accept-Language's first) and the language each reads as. */
const BROWSER_LANGUAGES = {
  'pt-BR': 'br',
  pt_br: 'br',
  ' PT-br ': 'br',
  'pt-br-x': 'pt',
  pt: 'pt',
  'pt-PT': 'pt',
  'pt-AO': 'pt',
  'es-MX': 'es',
  [`${UNSUPPORTED_CODE}-CA`]: 'pt',
  [OTHER_UNSUPPORTED_CODE]: 'pt',
  'en-GB': 'en',
  'ja-JP': 'en',
  it: 'en',
  br: 'en',
  '*': 'en',
  '': 'en',
};

describe('lib/url-rules.mjs', () => {
  /** The Node server's decisions, with the build as a set of files. */
  function referenceHost({ path, method = 'GET', acceptLanguage }: Case): Answer {
    if (!ALLOWED_METHODS.includes(method)) return { status: 405 };
    const route = routeRequest(path, acceptLanguage);
    if (route.status === 301) return { status: 301, location: route.location };
    if (route.status) return { status: route.status };
    return route.files.some((file) => BUILT_FILES.has(file))
      ? { status: 200 }
      : { status: 404, notFound: route.notFound };
  }

  it.each(URL_CASES.map((row) => [caseName(row), row] as const))('%s', (_, row) => {
    expect(referenceHost(row)).toEqual(expected(row));
  });

  it('reads a browser language tag: pt-BR → br, other Portuguese, French, German → pt, Spanish → es, else en', () => {
    for (const [tag, lang] of Object.entries(BROWSER_LANGUAGES)) expect(browserLanguage(tag), tag).toBe(lang);
    expect(browserLanguage(undefined)).toBe('en');
  });

  it('makes a two-letter code a published language: lower case, else pt', () => {
    expect(withLanguageCode(`/${UNSUPPORTED_CODE}`)).toBe('/pt');
    expect(withLanguageCode(`/${OTHER_UNSUPPORTED_CODE}/innovation`)).toBe('/pt/innovation');
    expect(withLanguageCode('/EN/impact')).toBe('/en/impact');
    expect(withLanguageCode('/Br')).toBe('/br');
    for (const path of ['/es/unknown', '/about/team', '/english', '/']) expect(withLanguageCode(path)).toBe(path);
  });

  it('caches only hashed assets for good', () => {
    expect(cacheControlFor('/_astro/a.B1c2.js')).toMatch(/immutable/);
    expect(cacheControlFor('/en.html')).toBe('no-cache');
  });
});

describe('netlify.toml', () => {
  // Netlify's own header rules (@netlify/headers, as `netlify dev` applies them) on the file as shipped.
  const headers = new HeadersHandler({
    configPath: fileURLToPath(new URL('../netlify.toml', import.meta.url)),
    projectDir: fileURLToPath(new URL('..', import.meta.url)),
    logger: { log: () => {}, warn: () => {}, error: (message) => expect.fail(message) },
  });

  it("gives the hashed files Netlify's CDN serves the security headers and a year's cache", async () => {
    const applied = await headers.apply(new Request('https://site.example/_astro/index.B1c2D3.js'));
    expect(applied).toEqual({ ...SECURITY_HEADERS, 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
});

describe('deploy/cloudfront/adhera-edge.js', () => {
  const edge = loadEdgeFunction();
  const lowercased = Object.fromEntries(Object.entries(SECURITY_HEADERS).map(([k, v]) => [k.toLowerCase(), v]));

  const viewerRequest = (request: ReturnType<typeof viewerEvent>) =>
    edge.handler({ context: { eventType: 'viewer-request' }, request: structuredClone(request) });
  const viewerResponse = (request: ReturnType<typeof viewerEvent>, statusCode: number) =>
    edge.handler({ context: { eventType: 'viewer-response' }, request, response: { statusCode, headers: {} } });

  /**
   * The distribution end to end: the function's own responses; else the bucket's file, with the
   * viewer-response function; else S3's 403, which the custom error response turns into /en/404.html
   * with status 404 without running the viewer-response function (its headers come from the
   * response headers policy, so none are given here).
   */
  function cloudFront({ path, method = 'GET', acceptLanguage }: Case): Answer & {
    headers?: Record<string, { value: string }>;
  } {
    const request = viewerEvent(path, method, acceptLanguage);
    const result = viewerRequest(request);
    if ('statusCode' in result) {
      const location = result.headers.location?.value;
      return { status: result.statusCode, ...(location && { location }), headers: result.headers };
    }
    if (!BUILT_FILES.has(decodeURIComponent(result.uri))) return { status: 404, notFound: '/en/404.html' };
    const response = viewerResponse(request, 200);
    return response.statusCode === 404
      ? { status: 404, notFound: result.uri, headers: response.headers }
      : { status: 200, headers: response.headers };
  }

  it('serves every page of the page table in every language, and no other clean URL', () => {
    for (const lang of LANGUAGES) {
      for (const page of APP_PAGES) {
        const path = page ? `/${lang}/${page}` : `/${lang}`;
        expect(viewerRequest(viewerEvent(path)).uri, path).toBe(`${path}.html`);
      }
      expect(viewerRequest(viewerEvent(`/${lang}/patient`)).uri).toBe(`/${lang}/404.html`);
    }
  });

  it('reads a browser language as url-rules.mjs does', () => {
    for (const tag of Object.keys(BROWSER_LANGUAGES)) {
      const { uri } = viewerRequest(viewerEvent('/nothing', 'GET', tag));
      expect(uri, tag).toBe(`/${browserLanguage(tag)}/404.html`);
    }
  });

  it('adds Accept-Language to the Vary a not-found page already has', () => {
    const response = edge.handler({
      context: { eventType: 'viewer-response' },
      request: viewerEvent('/nothing', 'GET', 'es'),
      response: { statusCode: 200, headers: { vary: { value: 'Accept-Encoding' } } },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers.vary).toEqual({ value: `Accept-Encoding, ${NOT_FOUND_VARY}` });
  });

  // The security headers on the responses the function makes and on the files it passes.
  it.each(URL_CASES.map((row) => [caseName(row), row] as const))('%s', (name, row) => {
    const { headers, ...answer } = cloudFront(row);
    const { why: _, ...own } = answerOn(row, 'cloudFront') as ReturnType<typeof expected> & { why?: string };
    expect(answer).toEqual(own);
    expectSafeLocation(answer.location, name);
    if (answer.status === 405) expect(headers?.allow).toEqual({ value: 'GET, HEAD' });
    if (answer.notFound && headers) expect(headers.vary).toEqual({ value: NOT_FOUND_VARY });
    for (const [header, value] of Object.entries(headers ? lowercased : {}))
      expect(headers?.[header], header).toEqual({ value });
  });

  it('keeps the query string on redirects', () => {
    const response = viewerRequest({
      method: 'GET',
      uri: `/${UNSUPPORTED_CODE}/patients`,
      querystring: { utm_source: { value: 'mail' }, a: { value: '1', multiValue: [{ value: '1' }, { value: '2' }] } },
      headers: {},
      cookies: {},
    });
    expect(response.headers.location.value).toBe('/pt/patients?utm_source=mail&a=1&a=2');
  });

  it('maps clean URLs to the bucket’s .html files and unknown pages to the language’s not-found page', () => {
    expect(viewerRequest(viewerEvent('/en')).uri).toBe('/en.html');
    expect(viewerRequest(viewerEvent('/es/impact')).uri).toBe('/es/impact.html');
    expect(viewerRequest(viewerEvent('/es/nothing')).uri).toBe('/es/404.html');
    expect(viewerRequest(viewerEvent('/br/a/b')).uri).toBe('/br/404.html');
    expect(viewerRequest(viewerEvent('/nothing')).uri).toBe('/en/404.html');
    expect(viewerRequest(viewerEvent('/nothing', 'GET', 'es-MX,es;q=0.9')).uri).toBe('/es/404.html');
    expect(viewerRequest(viewerEvent('/_astro/app.js')).uri).toBe('/_astro/app.js');
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
