import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export const LANGS = ['en', 'es', 'pt', 'br'] as const;
export type Lang = (typeof LANGS)[number];
export const PAGES = ['', '/patients', '/innovation', '/impact'] as const;
export const HTML_LANG = { en: 'en', es: 'es', pt: 'pt', br: 'pt-BR' } as const;

/** Every published page path, e.g. /en, /es/patients. */
export const ALL_PATHS = LANGS.flatMap((lang) => PAGES.map((page) => `/${lang}${page}`));

/**
 * Navigates and waits until every React island has hydrated, so clicks are not lost. Islands with
 * client:visible (carousels below the fold) only hydrate once scrolled into view, so they are not awaited.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
  return response;
}

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
const pt = readLocale('pt');
/** Each language's dictionary as its pages read it: br is pt.json with br.json's overrides. */
const DICTS: Record<Lang, Tree> = { en: readLocale('en'), es: readLocale('es'), pt, br: merge(pt, readLocale('br')) };

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

/** Collects console errors and uncaught exceptions for the lifetime of the page. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** localStorage key of the theme choice (src/config/site.ts THEME_STORAGE_KEY). */
export const THEME_KEY = 'adhera-theme';
