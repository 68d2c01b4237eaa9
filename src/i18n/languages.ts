import { FALLBACK_LANG, LANGUAGES } from '../../deploy/url-rules.mjs';

export { FALLBACK_LANG, LANGUAGES };
export type Lang = (typeof LANGUAGES)[number];

/** The BCP 47 tag for `<html lang>`, hreflang and the sitemap; both Portuguese editions name their region. */
export const HTML_LANG: Record<Lang, string> = { en: 'en', es: 'es', pt: 'pt-PT', br: 'pt-BR' };

/** Each language's name in that language, as the language menu shows it; each Portuguese names its country. */
export const AUTONYM: Record<Lang, string> = {
  en: 'English',
  es: 'Español',
  pt: 'Português (Portugal)',
  br: 'Português (Brasil)',
};

export function isLang(code: string | undefined): code is Lang {
  return (LANGUAGES as readonly string[]).includes(code ?? '');
}
