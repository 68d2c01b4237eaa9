/**
 * The published languages, one row each: the only place a language is declared. The site, the URL rules of
 * every host, the build integrations, the dictionary check, the testimonial schema and the tests read it
 * (the nginx and CloudFront configs through `npm run hosts:write`). Plain JavaScript without imports, so the
 * Node server, the head script and the build can all load it.
 *
 * - `code`: the URL segment (/br/patients) and the dictionary's name (src/i18n/locales/br.json).
 * - `tag`: the BCP 47 tag of `<html lang>`, hreflang and the sitemap; a code that is not its tag's language
 *   (br is pt-BR) also reads that tag from a browser's Accept-Language.
 * - `ogLocale`: Open Graph's language_TERRITORY.
 * - `autonym`: the language's name in itself, as the language menu shows it.
 * - `fallback`: the language whose words show where this one's dictionary has none; a language with one keeps
 *   only what differs from it (br.json over pt.json). Without one the dictionary holds every key.
 */
export const LANGUAGE_TABLE = /** @type {const} */ ([
  { code: 'en', tag: 'en', ogLocale: 'en_US', autonym: 'English' },
  { code: 'es', tag: 'es', ogLocale: 'es_ES', autonym: 'Español' },
  { code: 'pt', tag: 'pt-PT', ogLocale: 'pt_PT', autonym: 'Português (Portugal)' },
  { code: 'br', tag: 'pt-BR', ogLocale: 'pt_BR', autonym: 'Português (Brasil)', fallback: 'pt' },
]);

/**
 * Stops on two rows with one code or one tag: a second row for a language would publish its pages twice and split
 * its hreflang. The build (astro.config.mjs) and the Node tools that read the table call it when they load it; the
 * browser's copies of the table leave it out, as every byte before the first paint counts.
 * @param {readonly { code: string; tag: string }[]} rows
 */
export function checkLanguageTable(rows) {
  for (const column of /** @type {const} */ (['code', 'tag'])) {
    const seen = new Set();
    for (const row of rows) {
      const value = row[column].toLowerCase();
      if (seen.has(value)) throw new Error(`language-table.mjs: two rows have the ${column} "${row[column]}"`);
      seen.add(value);
    }
  }
}

/** Where an unsupported URL code goes (/zz/patients → /pt/patients), and the last dictionary before the key. */
export const FALLBACK_LANG = /** @type {const} */ ('pt');
