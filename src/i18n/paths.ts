import { LANGUAGES, type Lang } from './languages.ts';
import { PAGE_TABLE } from './page-table.ts';

type PageRow = (typeof PAGE_TABLE)[number];
/** A page by its path after the language segment; '' is the home page. */
export type Page = PageRow['slug'];

/** Site pages, in the page table's order. */
export const PAGES: readonly Page[] = PAGE_TABLE.map((row) => row.slug);

/** A page's row of the page table: its menu label, names and dictionary groups. */
export const pageRow = (page: Page): PageRow => PAGE_TABLE.find((row) => row.slug === page)!;

/** The dictionary groups whose text each page shows. */
export const PAGE_GROUPS = Object.fromEntries(
  PAGE_TABLE.map((row): [Page, readonly string[]] => [row.slug, row.groups]),
) as Record<Page, readonly string[]>;

/** The navigation bar's links in its order: each page with a menu label (the brand links to the home page). */
export const MENU_PAGES = PAGE_TABLE.flatMap((row) => ('menu' in row ? [{ page: row.slug, label: row.menu }] : []));

/** The page an Astro route pattern renders ('/[lang]/impact' is 'impact'), or undefined for any other route. */
export function pageOfRoute(routePattern: string): Page | undefined {
  return PAGES.find((page) => routePattern === `/[lang]${page ? `/${page}` : ''}`);
}

/** The canonical path of a page in a language, with no trailing slash: /{lang}/patients. */
export function pagePath(lang: Lang, page = ''): string {
  return page ? `/${lang}/${page}` : `/${lang}`;
}

const LANG_SEGMENT = new RegExp(`^/(${LANGUAGES.join('|')})(?=/|$)`);

/** The same page in another language, keeping the rest of the path, query and hash; '/' for a URL that cannot be parsed. */
export function switchLanguagePath(url: string, to: Lang, base = 'http://localhost'): string {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return '/';
  }
  const rest = parsed.pathname.replace(LANG_SEGMENT, '');
  const path = rest === '/' ? '' : rest;
  return `/${to}${path}${parsed.search}${parsed.hash}`;
}

/** Whether a navbar link is the current page: home on an exact match, other pages on their sub-paths too. */
export function isActivePath(currentPath: string, linkPath: string, lang: Lang): boolean {
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const current = normalise(currentPath);
  const link = normalise(linkPath);
  if (link === pagePath(lang)) return current === link;
  return current === link || current.startsWith(`${link}/`);
}
