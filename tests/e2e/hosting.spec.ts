/** Security in the browser: the hash-based CSP lets the site's own scripts run and nothing else. */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { DIST, DIST_FLAGS } from '../../tools/harness/site-paths';
import { ALL_PATHS, gotoHydrated, recordCspViolations, test } from './support';

type Element = DefaultTreeAdapterTypes.Element;

/** The elements of a built page in document order, parsed as a browser parses it. */
function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      found.push(child);
      walk(child.tagName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child);
    }
  };
  walk(parse(html));
  return found;
}
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const text = (element: Element) => element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

/** Every built page of both builds (npm run build, npm run build:flags). */
function builtPages() {
  return [DIST, DIST_FLAGS].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => ({ name: join(dir, file), html: readFileSync(join(dir, file), 'utf8') })),
  );
}

/** The CSP hash sources that match the content, one per algorithm a policy may use. */
const hashSources = (content: string) =>
  ['sha256', 'sha384', 'sha512'].map((a) => `'${a}-${createHash(a).update(content).digest('base64')}'`);

/**
 * Whether a policy lets inline content run, as a browser decides: the most specific directive
 * present governs (script-src-elem, then script-src, then default-src), and a style attribute
 * needs 'unsafe-hashes' next to its hash.
 */
function allows(policy: string, kind: 'script' | 'style' | 'style-attr', content: string) {
  const directives = new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources] as const),
  );
  const order = {
    script: ['script-src-elem', 'script-src', 'default-src'],
    style: ['style-src-elem', 'style-src', 'default-src'],
    'style-attr': ['style-src-attr', 'style-src', 'default-src'],
  }[kind];
  const sources = directives.get(order.find((name) => directives.has(name)) ?? '') ?? [];
  const hashed = hashSources(content).some((source) => sources.includes(source));
  return hashed && (kind !== 'style-attr' || sources.includes("'unsafe-hashes'"));
}

test('every page carries a hash-based CSP without unsafe-inline for scripts', async ({ request }) => {
  for (const path of [...ALL_PATHS, '/missing']) {
    const html = await (await request.get(path)).text();
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, path).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    expect(policy, path).toContain("object-src 'none'");
  }
});

test('every inline script and style of every built page is allowed by hash, by a policy set above them', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(40);
  for (const { name, html } of pages) {
    const all = elementsOf(html);
    // JSON and JSON-LD are data, never run; any other inline script is treated as code.
    const scripts = all.filter(
      (e) =>
        e.tagName === 'script' &&
        attr(e, 'src') === undefined &&
        !/^application\/(ld\+)?json$/i.test(attr(e, 'type') ?? ''),
    );
    const styles = all.filter((e) => e.tagName === 'style');
    const styled = all.filter((e) => attr(e, 'style') !== undefined);
    const metas = all.filter(
      (e) => e.tagName === 'meta' && attr(e, 'http-equiv')?.toLowerCase() === 'content-security-policy',
    );
    if (scripts.length + styles.length + styled.length === 0 && metas.length === 0) continue;
    expect(metas, name).toHaveLength(1);
    const policy = attr(metas[0], 'content') ?? '';
    expect(policy, name).not.toContain('unsafe-inline');

    // A <meta> policy governs only what the parser meets after it: nothing but <meta charset> before it.
    const before = all.slice(0, all.indexOf(metas[0]));
    const allowedBefore = (e: Element) => ['html', 'head'].includes(e.tagName) || attr(e, 'charset') !== undefined;
    expect(
      before.filter((e) => !allowedBefore(e)).map((e) => e.tagName),
      name,
    ).toEqual([]);

    const refused = [
      ...scripts.filter((e) => !allows(policy, 'script', text(e))).map((e) => `<script>${text(e).slice(0, 60)}`),
      ...styles.filter((e) => !allows(policy, 'style', text(e))).map((e) => `<style>${text(e).slice(0, 60)}`),
      ...styled
        .filter((e) => !allows(policy, 'style-attr', attr(e, 'style') ?? ''))
        .map((e) => `style="${attr(e, 'style')}"`),
    ];
    expect(refused, name).toEqual([]);

    // And nothing else: a hash of code that is not on this page would let that code run here.
    const own = new Set(
      [...scripts.map(text), ...styles.map(text), ...styled.map((e) => attr(e, 'style') ?? '')].flatMap(hashSources),
    );
    const foreign = (policy.match(/'sha(?:256|384|512)-[^']+'/g) ?? []).filter((source) => !own.has(source));
    expect(foreign, name).toEqual([]);

    // Code a hash cannot allow: inline event handlers and javascript: URLs.
    const unhashable = all.flatMap((e) =>
      e.attrs
        .filter(({ name: attribute, value }) => /^on/i.test(attribute) || /^\s*javascript:/i.test(value))
        .map(({ name: attribute }) => `<${e.tagName} ${attribute}>`),
    );
    expect(unhashable, name).toEqual([]);
  }
});

test('an injected inline script is blocked and reported (the policy is enforced)', async ({ page }) => {
  const csp = await recordCspViolations(page);
  await gotoHydrated(page, '/en');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
  });
  await expect.poll(() => csp.fromEvents()).toContainEqual(expect.stringMatching(/^script-src/));
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test('another site cannot frame the pages (frame-ancestors, X-Frame-Options)', async ({ page, request, baseURL }) => {
  // A page on another origin framing the site, and, as a control, the same document without the
  // server's headers (which it may show).
  const body = await (await request.get('/en')).text();
  await page.route('http://elsewhere.test/**', (route) =>
    new URL(route.request().url()).pathname === '/copy'
      ? route.fulfill({ contentType: 'text/html', body })
      : route.fulfill({
          contentType: 'text/html',
          body: `<iframe name="site" src="${baseURL}/en"></iframe><iframe name="copy" src="/copy"></iframe>`,
        }),
  );
  await page.goto('http://elsewhere.test/');
  await expect(page.frame('copy')!.locator('header.nav')).toBeAttached();
  // Chromium replaces a refused frame with its error page.
  const site = page.frame('site')!;
  await expect.poll(() => site.url()).toMatch(/^chrome-error:/);
  expect(await site.locator('header.nav').count()).toBe(0);
});
