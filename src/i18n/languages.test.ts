import { describe, expect, it } from 'vitest';
import { checkLanguageTable } from './language-table.mjs';
import { FALLBACK_LANG, LANGUAGE_TABLE, LANGUAGES, fallbackOf, isLang } from './languages';

describe('the language table', () => {
  it('gives each language a unique two-letter URL code', () => {
    expect(LANGUAGES.every((code) => /^[a-z]{2}$/.test(code))).toBe(true);
    expect(new Set(LANGUAGES).size).toBe(LANGUAGES.length);
  });

  it('gives each a canonical BCP 47 tag, unique, and an Open Graph locale of the same language', () => {
    for (const { tag, ogLocale } of LANGUAGE_TABLE) {
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
      expect(ogLocale).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
      expect(ogLocale.slice(0, 2)).toBe(tag.slice(0, 2));
      // A regional tag and its Open Graph territory agree (pt-BR, pt_BR).
      if (tag.length > 2) expect(ogLocale.replace('_', '-')).toBe(tag);
    }
    expect(new Set(LANGUAGE_TABLE.map((row) => row.tag)).size).toBe(LANGUAGE_TABLE.length);
  });

  it('names each language in itself', () => {
    for (const { tag, autonym } of LANGUAGE_TABLE) {
      const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag.slice(0, 2)) ?? '';
      expect(autonym.toLocaleLowerCase(tag)).toContain(name.toLocaleLowerCase(tag));
    }
  });

  it('falls back only to a published language with a whole dictionary', () => {
    expect(isLang(FALLBACK_LANG)).toBe(true);
    expect(fallbackOf(FALLBACK_LANG)).toBeUndefined();
    for (const lang of LANGUAGES) {
      const fallback = fallbackOf(lang);
      if (fallback === undefined) continue;
      expect(isLang(fallback)).toBe(true);
      expect(fallbackOf(fallback)).toBeUndefined();
    }
    expect(fallbackOf('br')).toBe('pt');
  });

  it('will not load with two rows for one code or one tag', () => {
    const row = LANGUAGE_TABLE[1];
    expect(() => checkLanguageTable([...LANGUAGE_TABLE, { ...row, tag: 'xx' }])).toThrow(
      `two rows have the code "${row.code}"`,
    );
    expect(() => checkLanguageTable([...LANGUAGE_TABLE, { ...row, code: 'xx', tag: row.tag.toUpperCase() }])).toThrow(
      `two rows have the tag "${row.tag.toUpperCase()}"`,
    );
    expect(() => checkLanguageTable(LANGUAGE_TABLE)).not.toThrow();
  });
});
