import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flattenEntries, parseDictionary, type DictionaryTree } from './dictionary';
import { LANGUAGES, fallbackOf, type Lang } from './languages';
import { createTranslator, groupTranslations, loadDictionaries, useTranslations, type UIKey } from './translate';

/** Every leaf key of a dictionary as a dotted path ("menu.notFound.title"). */
const flattenKeys = (tree: DictionaryTree) => flattenEntries(tree).map(([key]) => key);

const fixture = (byLang: Partial<Record<Lang, object>>) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, (byLang[l] ?? {}) as DictionaryTree])) as Record<Lang, DictionaryTree>;

describe('lookups', () => {
  it('reads the page language first', () => {
    expect(useTranslations('es')('menu.patients')).toBe('Pacientes y técnicos');
    expect(useTranslations('en')('menu.notFound.subtitle')).toBe("Something's Missing");
  });
  it('falls back to pt when the language lacks a key', () => {
    const t = createTranslator(fixture({ en: { a: { b: 'English' } }, pt: { a: { b: 'Português' } }, es: {} }));
    expect(t('es')('a.b' as UIKey)).toBe('Português');
  });
  it('gives br the pt text unless br overrides it', () => {
    const dicts = fixture({ pt: { a: { b: 'europeu', c: 'comum' } }, br: { a: { b: 'brasileiro' } } });
    const t = createTranslator(dicts)('br');
    expect(t('a.b' as UIKey)).toBe('brasileiro');
    expect(t('a.c' as UIKey)).toBe('comum');
    // The real dictionaries: br.json overrides "utentes", and inherits what reads the same in Brazil.
    expect(useTranslations('br')('menu.patients')).toBe('Pacientes e técnicos');
    expect(useTranslations('br')('menu.innovation')).toBe(useTranslations('pt')('menu.innovation'));
  });
  it('treats an empty string as untranslated', () => {
    const t = createTranslator(fixture({ es: { a: { b: '' } }, pt: { a: { b: 'texto' } } }));
    expect(t('es')('a.b' as UIKey)).toBe('texto');
  });
  it('shows the key itself when no language has it', () => {
    const t = createTranslator(fixture({}));
    expect(t('es')('homepage.nothing.here' as UIKey)).toBe('homepage.nothing.here');
  });
  it('reads one group by its last key part', () => {
    const stat = groupTranslations(useTranslations('es'), 'impact.stats.incidence');
    expect(stat('title')).toBe(useTranslations('es')('impact.stats.incidence.title'));
    expect(stat('nothing')).toBe('impact.stats.incidence.nothing');
  });
  it('interpolates values without escaping them twice', () => {
    expect(useTranslations('en')('rodape.rights', { year: 2026, product: 'A & B' })).toBe(
      '© 2026 A & B. All rights reserved.',
    );
  });
});

describe('dictionaries', () => {
  const dicts = loadDictionaries();
  const enKeys = flattenKeys(dicts.en).sort();

  it('have the spec groups at the top level, and only those', () => {
    expect(Object.keys(dicts.en).sort()).toEqual([
      'banners',
      'homepage',
      'impact',
      'innovation',
      'menu',
      'patients',
      'rodape',
    ]);
  });
  it.each(LANGUAGES.filter((lang) => lang !== 'en' && !fallbackOf(lang)))(
    '%s.json has every key of en.json and no other',
    (lang) => {
      expect(flattenKeys(dicts[lang]).sort()).toEqual(enKeys);
    },
  );
  it('an overrides file (br.json) only overrides keys that exist', () => {
    for (const lang of LANGUAGES.filter((code) => fallbackOf(code))) {
      for (const key of flattenKeys(dicts[lang])) expect(enKeys).toContain(key);
    }
  });
  it('every language offered in the menu, and German, French and Italian, has a label', () => {
    for (const code of ['en', 'es', 'pt', 'br', 'de', 'fr', 'it']) {
      for (const lang of ['en', 'es', 'pt'] as const) {
        expect(useTranslations(lang)(`menu.languages.${code}` as UIKey)).not.toBe(`menu.languages.${code}`);
      }
    }
  });
});

describe('malformed dictionaries', () => {
  const en = JSON.parse(readFileSync(new URL('./locales/en.json', import.meta.url), 'utf8')) as DictionaryTree;
  it('names the file when the JSON is broken', () => {
    expect(() => parseDictionary('src/i18n/locales/es.json', '{ "menu": ', en)).toThrow(
      /src\/i18n\/locales\/es\.json: is not valid JSON/,
    );
  });
  it('names the file and key when a string stands where a group is expected', () => {
    expect(() => parseDictionary('es.json', JSON.stringify({ menu: 'oops' }), en)).toThrow(
      /es\.json: key "menu" should be a group/,
    );
  });
  it('names the key when a value is neither a string nor a group', () => {
    expect(() => parseDictionary('pt.json', JSON.stringify({ menu: { home: 3 } }), en)).toThrow(
      /pt\.json: key "menu\.home" should be a string, found a number/,
    );
  });
  it('fails the load when a file is broken', () => {
    const files = {
      './locales/en.json': JSON.stringify(en),
      './locales/es.json': '{',
      './locales/pt.json': '{}',
      './locales/br.json': '{}',
    };
    expect(() => loadDictionaries(files)).toThrow(/es\.json/);
  });
});
