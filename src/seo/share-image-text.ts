/** The words on a language's share image, from the dictionaries; also its alt text. */
import { PRODUCT_NAME } from '../config/site';
import { HTML_LANG, type Lang } from '../i18n/languages';
import { useTranslations } from '../i18n/translate';

/** The tagline's two parts on one line: the second, lower case in the footer, starts a sentence after "!". */
export function joinTagline(lead: string, rest: string, lang: Lang): string {
  const capitalized = rest.charAt(0).toLocaleUpperCase(HTML_LANG[lang]) + rest.slice(1);
  return `${lead} ${/[.!?]$/.test(lead) ? capitalized : rest}`;
}

/** A phrase closed as a sentence: a full stop unless it already ends with one, "!" or "?". */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export function shareImageText(lang: Lang) {
  const t = useTranslations(lang);
  return {
    name: PRODUCT_NAME,
    heading: t('banners.slide1.heading'),
    tagline: joinTagline(t('rodape.taglineLead'), t('rodape.taglineRest'), lang),
  };
}

/** Says what the image shows, in the page's language: three sentences, one per line of the picture. */
export function shareImageAlt(lang: Lang): string {
  const { name, heading, tagline } = shareImageText(lang);
  return [name, heading, tagline].map(sentence).join(' ');
}
