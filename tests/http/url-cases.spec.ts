/**
 * The table of URL cases (deploy/url-cases.mjs) sent byte for byte to nginx with the shipped config
 * (project http-nginx) and to tools/serve.mjs (project http-node).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { URL_CASES, caseName } from '../../deploy/url-cases.mjs';
import { NOT_FOUND_VARY } from '../../deploy/url-rules.mjs';
import { ALL_PATHS } from '../site-paths';
import { DIST, SECURITY_HEADERS, rawRequest } from './support';

for (const row of URL_CASES) {
  test(caseName(row), async ({ baseURL }) => {
    const headers: Record<string, string> =
      row.acceptLanguage === undefined ? {} : { 'Accept-Language': row.acceptLanguage };
    const response = await rawRequest(baseURL!, row.path, row.method, headers);
    expect(response.status).toBe(row.status);
    expect(response.headers.location).toBe(row.location);
    if (row.notFound) {
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body.equals(readFileSync(`${DIST}${row.notFound}`)), `body is ${row.notFound}`).toBe(true);
      expect(response.headers.vary?.split(/,\s*/)).toContain(NOT_FOUND_VARY);
    }
    if (row.status === 405) expect(response.headers.allow).toBe('GET, HEAD');
    if (row.location) {
      // One hop, onto the page when the Location names one.
      const next = await rawRequest(baseURL!, row.location);
      if (ALL_PATHS.includes(row.location.split('?')[0])) expect(next.status, row.location).toBe(200);
      else expect(next.status, row.location).not.toBe(301);
    }

    // Whatever the request, nothing unsafe in the answer, and the server still answers.
    expect(response.unsafeHeaderLines).toEqual([]);
    expect(response.headers['set-cookie']).toBeUndefined();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name], name).toBe(value);
    expect((await rawRequest(baseURL!, '/en', 'HEAD')).status).toBe(200);
  });
}
