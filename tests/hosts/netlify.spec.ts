/**
 * The table of URL cases (deploy/url-cases.mjs) on Netlify's own engine: the built dist/_redirects and
 * dist/_headers read by Netlify's parsers and matched by netlify-redirector (tests/hosts/netlify-host.ts), with
 * the built files in place. Each row must get its answer, or the Netlify answer the table records; a row the
 * table says Netlify's edge answers is still run through the matcher, which must keep any Location on the site.
 */
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { URL_CASES, answerOn, caseName } from '../../deploy/url-cases.mjs';
import { LANGUAGES, SECURITY_HEADERS, redirectFor } from '../../deploy/url-rules.mjs';
import { unsupportedCodes } from '../../integrations/host-files.mjs';
import { DIST } from '../http/support';
import { netlifyHost } from './netlify-host';

const host = netlifyHost(DIST);

/** A Location a browser resolves on this origin. */
function expectOnSite(location: string | undefined) {
  if (location === undefined) return;
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, 'https://site.example').origin).toBe('https://site.example');
}

for (const row of URL_CASES) {
  test(caseName(row), async () => {
    const expected = answerOn(row, 'netlify');
    const answer = await (await host).answer(row.path, row.acceptLanguage);
    expectOnSite(answer?.location);
    if ('skip' in expected) {
      test.info().annotations.push({ type: 'answered by Netlify’s edge', description: expected.skip });
      return;
    }
    const { why: _why, ...visible } = expected as typeof expected & { why?: string };
    expect(answer && { status: answer.status, location: answer.location, notFound: answer.notFound }).toEqual({
      location: undefined,
      notFound: undefined,
      ...visible,
    });
    if (answer?.notFound) expect(existsSync(`${DIST}${answer.notFound}`), answer.notFound).toBe(true);
    expect(await (await host).headersFor(row.path.split('?')[0])).toMatchObject(SECURITY_HEADERS);
  });
}

test('a two-letter code in every casing goes where the other hosts send it', async () => {
  const netlify = await host;
  // Each matching runs every rule before it (about 20 ms at the end of the file), so: the codes the file lists
  // first and last, and every published code; integrations/host-files.mjs writes one rule per code and casing.
  const unsupported = unsupportedCodes();
  const published: readonly string[] = LANGUAGES;
  const codes = [...unsupported.slice(0, 3), ...unsupported.slice(-2), ...published].flatMap((code) => [
    code.toUpperCase(),
    code[0].toUpperCase() + code[1],
    code[0] + code[1].toUpperCase(),
    ...(published.includes(code) ? [] : [code]),
  ]);
  for (const code of codes) {
    for (const rest of ['', '/patients', '/a/b']) {
      const path = `/${code}${rest}`;
      expect(await netlify.answer(path), path).toMatchObject({ status: 301, location: redirectFor(path) });
    }
  }
});

test('hashed assets are cached for a year, as on the other hosts', async () => {
  const headers = await (await host).headersFor('/_astro/any.js');
  expect(headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
});
