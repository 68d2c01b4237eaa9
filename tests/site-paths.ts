/**
 * The published pages, for every browser suite (Playwright in Chromium, puppeteer-core in Firefox):
 * plain data, no test runner imported.
 */
export const LANGS = ['en', 'es', 'pt', 'br'] as const;
export type Lang = (typeof LANGS)[number];
export const PAGES = ['', '/patients', '/innovation', '/impact'] as const;
export const HTML_LANG = { en: 'en', es: 'es', pt: 'pt-PT', br: 'pt-BR' } as const;

/** Every published page path, e.g. /en, /es/patients. */
export const ALL_PATHS = LANGS.flatMap((lang) => PAGES.map((page) => `/${lang}${page}`));

/** One path per not-found page: each language's, and the site-wide English one. */
export const NOT_FOUND_PATHS = [...LANGS.map((lang) => `/${lang}/missing`), '/missing'];
