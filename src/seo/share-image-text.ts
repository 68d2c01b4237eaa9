/** The words on a language's share image, from the dictionaries; also its alt text. */
import { PRODUCT_NAME } from '../config/site';
import type { Lang } from '../i18n/languages';
import { useTranslations } from '../i18n/translate';

export function shareImageText(lang: Lang) {
  const t = useTranslations(lang);
  return {
    name: PRODUCT_NAME,
    heading: t('banners.slide1.heading'),
    tagline: `${t('rodape.taglineLead')} ${t('rodape.taglineRest')}`,
  };
}

/** Says what the image shows, in the page's language. */
export function shareImageAlt(lang: Lang): string {
  const { name, heading, tagline } = shareImageText(lang);
  return `${name}: ${heading}. ${tagline}`;
}
