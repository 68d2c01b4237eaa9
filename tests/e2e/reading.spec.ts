/**
 * Every built page as a reader meets it, loaded once and read through: the inline scripts run under the page's CSP
 * and violate nothing, every island hydrates, nothing is logged as an error, every link, asset and fragment it
 * references resolves, and no request leaves the origin or fails.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { SITE_URL } from '../../src/config/site-url.mjs';
import { DIST } from '../../tools/harness/site-paths';
import {
  ROOT_NOT_FOUND_PATH,
  collectErrors,
  gotoHydrated,
  playwrightTab,
  readerPass,
  recordCspViolations,
  test,
} from './support';

// Crawls every page built into DIST_DIR, so pages added later are checked without listing them here.
const NOT_FOUND_PROBE = ROOT_NOT_FOUND_PATH.slice(1);

/**
 * URL paths of the built pages: dist/es/impact.html is /es/impact; a 404.html is any unknown path in its
 * folder (dist/404.html is ROOT_NOT_FOUND_PATH, which the suites answer with it).
 */
function builtPagePaths() {
  return readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => '/' + relative(DIST, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .map((file) => file.replace(/(^|\/)404\.html$/, `$1${NOT_FOUND_PROBE}`).replace(/\.html$/, ''))
    .map((path) => (path === '/index' ? '/' : path))
    .sort();
}

const PAGES = builtPagePaths();

test('the crawl finds the built pages', () => {
  expect(PAGES).toEqual(expect.arrayContaining(['/en', '/es/patients', '/br/impact', `/pt/${NOT_FOUND_PROBE}`]));
});

/** Every URL the page's markup and stylesheets reference, and its outbound links with their attributes. */
async function references(page: Page) {
  return page.evaluate(() => {
    const urls: string[] = [];
    // A data: URL is content of the page itself, not a reference to a file.
    const add = (value: string | null | undefined) =>
      value && !value.startsWith('data:') && urls.push(new URL(value, document.baseURI).href);
    const srcset = (value: string | null) =>
      value?.split(',').forEach((candidate) => add(candidate.trim().split(/\s+/)[0]));
    const cssUrls = (css: string) => {
      for (const [, , url] of css.matchAll(/url\((['"]?)([^'")]+)\1\)/g)) add(url);
    };
    const anchors = [...document.querySelectorAll('a[href]')].map((a) => ({
      href: (a as HTMLAnchorElement).href,
      raw: a.getAttribute('href') ?? '',
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel') ?? '',
    }));
    document
      .querySelectorAll('img[src], source[src], video[src], audio[src], script[src]')
      .forEach((el) => add(el.getAttribute('src')));
    document.querySelectorAll('img[srcset], source[srcset]').forEach((el) => srcset(el.getAttribute('srcset')));
    // A link to a fragment of the page itself (rel=expect) names an element, checked below like anchors.
    const fragments = [...document.querySelectorAll('link[href^="#"]')].map((el) => el.getAttribute('href')!);
    document.querySelectorAll('link[href]:not([href^="#"])').forEach((el) => add(el.getAttribute('href')));
    // Share images are absolute URLs on the public site; they must exist in the build too.
    document.querySelectorAll('meta[property="og:image"]').forEach((el) => add(el.getAttribute('content')));
    document.querySelectorAll('video[poster]').forEach((el) => add(el.getAttribute('poster')));
    document.querySelectorAll('astro-island').forEach((island) => {
      for (const attr of ['component-url', 'renderer-url', 'before-hydration-url']) add(island.getAttribute(attr));
    });
    document.querySelectorAll('style').forEach((style) => cssUrls(style.textContent ?? ''));
    document.querySelectorAll('[style]').forEach((el) => cssUrls(el.getAttribute('style') ?? ''));
    for (const sheet of [...document.styleSheets]) {
      try {
        for (const rule of [...sheet.cssRules]) {
          // Resolve against the stylesheet's own URL, as the browser does.
          for (const [, , url] of rule.cssText.matchAll(/url\((['"]?)([^'")]+)\1\)/g)) {
            if (!url.startsWith('data:')) urls.push(new URL(url, sheet.href ?? document.baseURI).href);
          }
        }
      } catch {
        // a cross-origin sheet cannot be read; the request check below catches it anyway
      }
    }
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    return { urls, anchors, fragments, ids };
  });
}

for (const path of PAGES) {
  test(`${path}: no error or CSP violation, and every link and asset resolves on the origin`, async ({
    page,
    request,
    baseURL,
  }) => {
    const csp = await recordCspViolations(page);
    const errors = collectErrors(page);
    const origin = new URL(baseURL!).origin;
    const offsite: string[] = [];
    const failed: string[] = [];
    page.on('request', (req) => {
      const url = req.url();
      if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin) offsite.push(url);
    });
    page.on('response', (res) => {
      // A not-found page's own document answers 404 on purpose; anything else failing is a broken asset.
      const ownDocument = res.request().isNavigationRequest() && res.frame() === page.mainFrame();
      if (res.status() >= 400 && !ownDocument) failed.push(`${res.status()} ${res.url()}`);
    });
    await gotoHydrated(page, path);
    await readerPass(playwrightTab(page));
    // The inline head script ran (it adds the class) and every island hydrated (the reader's pass waits for them).
    await expect(page.locator('html')).toHaveClass(/\bjs\b/);
    expect(await csp.fromEvents(), 'CSP violations the page reported').toEqual([]);
    expect(csp.violations, 'CSP violations Chromium logged').toEqual([]);
    // A not-found page's own document status is not an error of the page.
    expect(
      errors.filter((e) => !/status of 404/.test(e)),
      'console errors',
    ).toEqual([]);

    const { urls, anchors, fragments, ids } = await references(page);
    for (const fragment of fragments)
      expect(ids, `${fragment} names an element on the page`).toContain(fragment.slice(1));
    const targets = new Set(urls);
    for (const anchor of anchors) {
      const href = new URL(anchor.href);
      if (/^(mailto|tel):/.test(anchor.raw)) continue;
      if (href.origin === origin) {
        if (anchor.raw.startsWith('#'))
          expect(ids, `${anchor.raw} names an element on the page`).toContain(anchor.raw.slice(1));
        else targets.add(href.origin + href.pathname + href.search);
      } else {
        // Outbound links open in a new tab without handing the other site a window reference.
        expect.soft(anchor.target, `${anchor.href} opens in a new tab`).toBe('_blank');
        expect
          .soft(anchor.rel.split(/\s+/), `${anchor.href} rel`)
          .toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      }
    }

    const broken: string[] = [];
    // Canonical, hreflang and share-image URLs name the public site (SITE_URL): check them in this build.
    const site = new URL(SITE_URL).origin;
    for (const target of targets) {
      const url = new URL(target).origin === site ? origin + target.slice(site.length) : target;
      if (new URL(url).origin !== origin) {
        broken.push(`off-origin reference ${url}`);
        continue;
      }
      const response = await request.get(url);
      if (response.status() !== 200) broken.push(`${response.status()} ${url}`);
    }
    expect(broken, 'references that do not resolve').toEqual([]);
    expect(failed, 'requests the page made that failed').toEqual([]);
    expect(offsite, 'requests that left the origin').toEqual([]);
  });
}
