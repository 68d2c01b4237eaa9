/**
 * The published pages, for every browser suite (Playwright in Chromium, puppeteer-core in Firefox):
 * plain data, no test runner imported.
 */
import { readFileSync } from 'node:fs';
import { AUTONYM, HTML_LANG, LANGUAGES as LANGS, OG_LOCALE, type Lang } from '../../src/i18n/languages.ts';
import { MENU_PAGES, PAGES as PAGE_SLUGS, type Page } from '../../src/i18n/paths.ts';
import { UNSUPPORTED_CODE } from '../../lib/url-cases.mjs';

/** The language table's views, and "an unsupported code" (a detected language without pages), for every suite. */
export { AUTONYM, HTML_LANG, LANGS, OG_LOCALE, UNSUPPORTED_CODE, type Lang };

/** A page as the path after the language: '' for the home page, '/patients', … */
export type PagePath = '' | `/${Exclude<Page, ''>}`;
/** Each page of the page table, by its path after the language. */
export const PAGES = PAGE_SLUGS.map((slug): PagePath => (slug ? `/${slug}` : ''));
/** A page's slug in the page table, from its path after the language. */
export const slugOf = (path: PagePath) => path.slice(1) as Page;
/** The pages other than the home page, which the navigation bar links by name. */
export const MENU_PATHS = MENU_PAGES.map(({ page }) => `/${page}`);
/** The dictionary keys of the navigation bar's links, in its order. */
export const MENU_LABELS = MENU_PAGES.map(({ label }) => label);
/** One path of each page, each in another language (in turn), so that every page and every language is seen. */
export const SAMPLE_PATHS = PAGES.map((page, index) => `/${LANGS[index % LANGS.length]}${page}`);

/** The two builds the suites read and serve: `npm run build`'s and `npm run build:flags`' (every flag on). */
export const DIST = process.env.DIST_DIR || 'dist';
export const DIST_FLAGS = process.env.DIST_FLAGS_DIR || 'dist-flags';

/** Every published page path, e.g. /en, /es/patients. */
export const ALL_PATHS = LANGS.flatMap((lang) => PAGES.map((page) => `/${lang}${page}`));

/**
 * dist/404.html's path in the browser suites. Hosts with the URL rules never send that file (they send the
 * not-found page of the browser's language); the suites answer this path with it, as a host without them would.
 */
export const ROOT_NOT_FOUND_PATH = '/missing';

/**
 * dist/404.html, the body a host without the URL rules sends for any unknown path; with `flags`, the same file of
 * the build with every flag on.
 */
export const rootNotFoundHtml = (build: 'default' | 'flags' = 'default') =>
  readFileSync(`${build === 'flags' ? DIST_FLAGS : DIST}/404.html`, 'utf8');

/** One path per not-found page: each language's, and dist/404.html's. */
export const NOT_FOUND_PATHS = [...LANGS.map((lang) => `/${lang}/missing`), ROOT_NOT_FOUND_PATH];
