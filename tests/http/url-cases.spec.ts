/**
 * The table of URL cases (lib/url-cases.mjs) sent byte for byte to nginx with the shipped config
 * (project http-nginx), to tools/serve.mjs (project http-node), to the Cloudflare Worker on workerd
 * (project http-cloudflare) and to the Netlify Edge Function on Deno (tools/serve-netlify.mjs, project
 * http-netlify), each expected to give the row's answer or the one the table records for it.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { URL_CASES, answerOn, caseName } from '../../lib/url-cases.mjs';
import { NOT_FOUND_VARY } from '../../lib/url-rules.mjs';
import { ALL_PATHS } from '../../tools/harness/site-paths';
import { DIST, SECURITY_HEADERS, hostOf, rawRequest } from './support';

for (const row of URL_CASES) {
  test(caseName(row), async ({ baseURL }, testInfo) => {
    const expected = answerOn(row, hostOf(testInfo.project.name));
    const headers: Record<string, string> =
      row.acceptLanguage === undefined ? {} : { 'Accept-Language': row.acceptLanguage };
    const response = await rawRequest(baseURL!, row.path, row.method, headers);
    // A row the table says this host's engine cannot be asked here is still sent: its answer must be safe.
    if ('skip' in expected) {
      testInfo.annotations.push({ type: 'not answered by the host’s own engine', description: expected.skip });
      expect(response.headers.location).toBeUndefined();
      expect(response.unsafeHeaderLines).toEqual([]);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.status).toBeLessThan(500);
      expect((await rawRequest(baseURL!, '/en', 'HEAD')).status).toBe(200);
      return;
    }
    expect(response.status).toBe(expected.status);
    expect(response.headers.location).toBe(expected.location);
    if (expected.notFound) {
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const page = readFileSync(`${DIST}${expected.notFound}`);
      expect(response.body.equals(page), `body is ${expected.notFound}`).toBe(true);
      // The root 404.html (a host's own not-found page) is the same for every language.
      if (expected.notFound !== '/404.html') expect(response.headers.vary?.split(/,\s*/)).toContain(NOT_FOUND_VARY);
    }
    if (expected.status === 405) expect(response.headers.allow).toBe('GET, HEAD');
    if (expected.location) {
      // One hop, onto the page when the Location names one.
      const next = await rawRequest(baseURL!, expected.location);
      if (ALL_PATHS.includes(expected.location.split('?')[0])) expect(next.status, expected.location).toBe(200);
      else expect(next.status, expected.location).not.toBe(301);
    }

    // Whatever the request, nothing unsafe in the answer, and the server still answers.
    expect(response.unsafeHeaderLines).toEqual([]);
    expect(response.headers['set-cookie']).toBeUndefined();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name], name).toBe(value);
    expect((await rawRequest(baseURL!, '/en', 'HEAD')).status).toBe(200);
  });
}
