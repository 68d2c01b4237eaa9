import { readFileSync } from 'node:fs';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

import { fallbackOf } from '../../src/i18n/languages';
import { PORTS } from '../ports';
import { LANGS, ROOT_NOT_FOUND_PATH, rootNotFoundHtml, type Lang } from '../site-paths';

export {
  ALL_PATHS,
  AUTONYM,
  HTML_LANG,
  LANGS,
  NOT_FOUND_PATHS,
  OG_LOCALE,
  PAGES,
  ROOT_NOT_FOUND_PATH,
  UNSUPPORTED_CODE,
  rootNotFoundHtml,
  type Lang,
} from '../site-paths';

/**
 * Navigates and waits until every island that hydrates by itself has, so clicks are not lost. Islands
 * that wait for the visitor are not awaited: client:visible, and client:demand (the navbar until it is
 * used, the testimonial carousels until they are scrolled to).
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('astro-island[ssr]:not([client="visible"], [client="demand"])')).toHaveCount(0);
  return response;
}

/** Waits until the navbar island has hydrated: the visitor has interacted with it and its script ran. */
export async function navbarHydrated(page: Page) {
  await expect(page.locator('astro-island', { has: page.locator('header.nav') })).not.toHaveAttribute('ssr');
}

/**
 * Answers a path as a host without the URL rules answers any unknown one: dist/404.html, status 404; on the flags
 * build's server (FLAGS_BUILD_URL), that build's own.
 */
export function asHostWithoutRules(target: Page | BrowserContext, path: string) {
  return target.route(
    (url) => url.pathname === path,
    (route) =>
      route.fulfill({
        status: 404,
        contentType: 'text/html; charset=utf-8',
        body: rootNotFoundHtml(new URL(route.request().url()).origin === FLAGS_BUILD_URL ? 'flags' : 'default'),
      }),
  );
}

/** Playwright's `test`, where ROOT_NOT_FOUND_PATH answers as on a host without the URL rules. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await asHostWithoutRules(context, ROOT_NOT_FOUND_PATH);
    await use(context);
  },
});

type Tree = { [key: string]: string | Tree };

const readLocale = (code: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Tree;
const merge = (base: Tree, over: Tree): Tree =>
  Object.fromEntries(
    Object.entries(base).map(([k, v]) => [
      k,
      typeof v === 'string' ? ((over[k] as string) ?? v) : merge(v, (over[k] as Tree) ?? {}),
    ]),
  );
/** A language's dictionary as its pages read it: an overrides file (br.json) on top of its fallback's (pt.json). */
const dictionaryOf = (lang: Lang): Tree => {
  const fallback = fallbackOf(lang);
  return fallback ? merge(dictionaryOf(fallback), readLocale(lang)) : readLocale(lang);
};
const DICTS = Object.fromEntries(LANGS.map((lang) => [lang, dictionaryOf(lang)])) as Record<Lang, Tree>;

/** A dictionary string by dotted key; a missing key fails the test rather than matching nothing. */
export function copy(lang: Lang, key: string): string {
  const value = key
    .split('.')
    .reduce<Tree | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      DICTS[lang],
    );
  if (typeof value !== 'string') throw new Error(`${lang}: no string at ${key}`);
  return value;
}

/**
 * Scrolls through the page as a reader would, every lazy image and every island coming into view in
 * turn, then touches the navbar. Resolves once every island has hydrated and every image a reader
 * came near has loaded.
 */
export async function scrollThrough(page: Page) {
  // The home page adds its island code once it has painted: a tap before then reaches the popovers, not the islands.
  await expect.poll(() => page.evaluate(() => !!customElements.get('astro-island'))).toBe(true);
  const targets = page.locator('img[loading="lazy"]:visible, astro-island > :first-child');
  for (const target of await targets.all()) await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  await page.locator('header.nav').dispatchEvent('pointerdown');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => img.checkVisibility() && !img.closest('[inert]') && !img.complete)
          // A lazy image that never started is one nobody came near (a hero slide that turned while the
          // hero was scrolled away); one in view or already requested must finish.
          .filter((img) => img.currentSrc || img.getBoundingClientRect().bottom > 0)
          .map((img) => img.currentSrc || img.src),
      ),
    )
    .toEqual([]);
}

/** Collects console errors and uncaught exceptions for the lifetime of the page. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** localStorage key of the theme choice. */
export { THEME_STORAGE_KEY as THEME_KEY } from '../../src/config/site';

/**
 * The build with every feature flag on (npm run build:flags), served beside the default one. Only a build that shows
 * the theme toggle carries the dark theme's CSS, so the dark theme is checked there.
 */
export const FLAGS_BUILD_URL = `http://127.0.0.1:${PORTS.flags}`;

/** Puts the page in a theme as the theme toggle does, once its HTML is parsed. */
export function showTheme(page: Page, theme: 'light' | 'dark') {
  return page.addInitScript((value) => {
    document.addEventListener('DOMContentLoaded', () => (document.documentElement.dataset.theme = value));
  }, theme);
}

/**
 * Records, each time a popover opens (the mobile panel, the language list), whether every link in it
 * could take focus at that moment (rendered, visible and not inert): a keyboard user's next Tab must
 * not depend on a transition having run. Read the records with `focusableWhenOpened`.
 */
export async function recordFocusableWhenOpened(page: Page) {
  await page.addInitScript(() => {
    const records: string[] = [];
    (window as unknown as { focusableWhenOpened: string[] }).focusableWhenOpened = records;
    document.addEventListener(
      'toggle',
      (event) => {
        if ((event as ToggleEvent).newState !== 'open') return;
        // Only this popover's own links: a closed popover inside it (the language list within the
        // panel) keeps its links hidden.
        const popover = event.target as Element;
        const links = [...popover.querySelectorAll('a')].filter((link) => link.closest('[popover]') === popover);
        const blocked = links.filter(
          (link) => !link.checkVisibility({ visibilityProperty: true }) || link.closest('[inert]'),
        );
        records.push(
          links.length === 0 ? 'no links' : blocked.length ? `${blocked.length} not focusable` : 'focusable',
        );
      },
      true,
    );
  });
}

/** What `recordFocusableWhenOpened` saw, one entry per opening. */
export function focusableWhenOpened(page: Page) {
  return page.evaluate(() => (window as unknown as { focusableWhenOpened: string[] }).focusableWhenOpened);
}
