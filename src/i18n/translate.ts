/**
 * Translations by i18next: the page's language, then its fallback in the language table (br.json holds only what
 * differs from pt.json), then pt, then the key.
 */
import i18next, { type TFunction } from 'i18next';
import type en from './locales/en.json';
import { parseDictionary, type DictionaryTree } from './dictionary.ts';
import { FALLBACK_LANG, LANGUAGES, fallbackOf, type Lang } from './languages.ts';

/** Dotted paths of every string in en.json: a misspelt key is a type error. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type UIKey = Leaves<typeof en>;

export type Translate = (key: UIKey, vars?: Record<string, string | number>) => string;

/**
 * The dictionary files as the build bundles them, by path. Read as text so a syntax error is reported by our parser,
 * which names the file and key; reviewed.json beside them is the translation status's record, not a dictionary.
 * A function, not a module constant: outside Vite (the browser tests, the Node tools) there is no bundle, and callers
 * pass the files they read.
 */
const bundledSources = () =>
  import.meta.glob<string>(['./locales/*.json', '!./locales/reviewed.json'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });

export function loadDictionaries(files: Record<string, string> = bundledSources()): Record<Lang, DictionaryTree> {
  const read = (lang: string, schema?: DictionaryTree) => {
    const file = `src/i18n/locales/${lang}.json`;
    const source = Object.entries(files).find(([path]) => path.endsWith(`/${lang}.json`))?.[1];
    if (source === undefined) throw new Error(`${file} is missing`);
    return parseDictionary(file, source, schema);
  };
  const schema = read('en');
  const dictionaries = LANGUAGES.map((lang) => [lang, lang === 'en' ? schema : read(lang, schema)]);
  return Object.fromEntries(dictionaries) as Record<Lang, DictionaryTree>;
}

export function createTranslator(dictionaries: Record<Lang, DictionaryTree> = loadDictionaries()) {
  const instance = i18next.createInstance();
  void instance.init({
    initAsync: false,
    resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { translation: dictionaries[lang] }])),
    fallbackLng: Object.fromEntries([
      ...LANGUAGES.map((lang) => [
        lang,
        [...new Set([fallbackOf(lang), FALLBACK_LANG].filter((code) => code && code !== lang))],
      ]),
      ['default', [FALLBACK_LANG]],
    ]),
    supportedLngs: [...LANGUAGES],
    // Language codes are our URL codes; do not let i18next split "pt-BR"-style tags.
    load: 'currentOnly',
    // An empty string in a dictionary means "not translated yet": fall back like a missing key.
    returnEmptyString: false,
    returnObjects: false,
    // Astro escapes on output; escaping here would double-escape.
    interpolation: { escapeValue: false },
  });
  return (lang: Lang): Translate => {
    const t: TFunction = instance.getFixedT(lang);
    return (key, vars) => String(t(key, vars ?? {}));
  };
}

let shared: ReturnType<typeof createTranslator> | undefined;

/** The translator for a page: `const t = useTranslations(lang); t('menu.patients')`. */
export function useTranslations(lang: Lang): Translate {
  shared ??= createTranslator();
  return shared(lang);
}

/** A dictionary group's words by last key part (`title`); keys come from page data, so a wrong one shows as itself. */
export function groupTranslations(t: Translate, group: string): (part: string) => string {
  return (part) => t(`${group}.${part}` as UIKey);
}
