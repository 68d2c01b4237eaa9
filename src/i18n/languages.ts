/** Typed views of the language table (language-table.mjs), for the site and its tools. */
import { FALLBACK_LANG, LANGUAGE_TABLE } from './language-table.mjs';

export { FALLBACK_LANG, LANGUAGE_TABLE };
export type LanguageRow = (typeof LANGUAGE_TABLE)[number];
export type Lang = LanguageRow['code'];

/** The published languages by URL code, in the table's order (the language menu's and hreflang's). */
export const LANGUAGES: readonly Lang[] = LANGUAGE_TABLE.map((row) => row.code);

const column = <K extends keyof LanguageRow>(key: K) =>
  Object.fromEntries(LANGUAGE_TABLE.map((row) => [row.code, row[key]])) as Record<Lang, LanguageRow[K]>;

/** The BCP 47 tag for `<html lang>`, hreflang and the sitemap; both Portuguese editions name their region. */
export const HTML_LANG: Record<Lang, string> = column('tag');
/** Each language's name in that language, as the language menu shows it; each Portuguese names its country. */
export const AUTONYM: Record<Lang, string> = column('autonym');
/** og:locale values: language_TERRITORY, as Open Graph wants them. */
export const OG_LOCALE: Record<Lang, string> = column('ogLocale');

/** The language a dictionary only overrides (br → pt), if any. */
export function fallbackOf(lang: Lang): Lang | undefined {
  const row = LANGUAGE_TABLE.find((entry) => entry.code === lang);
  return row && 'fallback' in row ? row.fallback : undefined;
}

export function isLang(code: string | undefined): code is Lang {
  return (LANGUAGES as readonly string[]).includes(code ?? '');
}
