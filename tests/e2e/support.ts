import { readFileSync } from 'node:fs';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

import { flattenEntries, type DictionaryTree } from '../../src/i18n/dictionary';
import { createTranslator, loadDictionaries, type UIKey } from '../../src/i18n/translate';
import { PORTS } from '../../tools/harness/ports';
import { LANGS, ROOT_NOT_FOUND_PATH, rootNotFoundHtml, type Lang } from '../../tools/harness/site-paths';

export {
  ALL_PATHS,
  AUTONYM,
  HTML_LANG,
  LANGS,
  MENU_LABELS,
  NOT_FOUND_PATHS,
  OG_LOCALE,
  PAGES,
  ROOT_NOT_FOUND_PATH,
  SAMPLE_PATHS,
  UNSUPPORTED_CODE,
  rootNotFoundHtml,
  slugOf,
  type Lang,
  type PagePath,
} from '../../tools/harness/site-paths';

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

const LOCALES = new URL('../../src/i18n/locales/', import.meta.url);
/** The site's own lookup (language, its fallback, then pt), over the dictionaries as they are on disk. */
const translate = createTranslator(
  loadDictionaries(
    Object.fromEntries(
      LANGS.map((lang) => [`locales/${lang}.json`, readFileSync(new URL(`${lang}.json`, LOCALES), 'utf8')] as const),
    ),
  ),
);
const ENGLISH_KEYS = new Set(
  flattenEntries(JSON.parse(readFileSync(new URL('en.json', LOCALES), 'utf8')) as DictionaryTree).map(([key]) => key),
);

/** A dictionary string by dotted key as the language's pages show it, placeholders left in; a missing key fails the test. */
export function copy(lang: Lang, key: string): string {
  if (!ENGLISH_KEYS.has(key)) throw new Error(`${lang}: no string at ${key}`);
  return translate(lang)(key as UIKey);
}

/** The reader's pass and the Playwright tab it and the geometry walk drive (tools/harness/). */
export { playwrightTab } from '../../tools/harness/playwright-tab';
export { readerPass } from '../../tools/harness/reader';

/** Collects console errors and uncaught exceptions for the lifetime of the page. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Records CSP violations from the next document on: those the page reports (securitypolicyviolation events) and
 * those Chromium logs to the console.
 */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  return {
    violations,
    fromEvents: () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []),
  };
}

/** localStorage key of the theme choice. */
export { THEME_STORAGE_KEY as THEME_KEY } from '../../src/config/site';

/**
 * The build with every feature flag on (npm run build:flags), served beside the default one. Only a build that shows
 * the theme toggle carries the dark theme's CSS, so the dark theme is checked there.
 */
export const FLAGS_BUILD_URL = `http://127.0.0.1:${PORTS.flags}`;

export { showTheme } from '../../tools/harness/theme';

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
