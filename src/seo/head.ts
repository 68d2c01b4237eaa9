/** What a page's <head> tells search engines and social sites (SeoHead.astro). */
import { CONTACT_EMAIL, PRODUCT_NAME, SITE_URL } from '../config/site';
import { HTML_LANG, LANGUAGES, type Lang } from '../i18n/languages';
import { switchLanguagePath } from '../i18n/paths';
import type { Translate } from '../i18n/translate';

/** The language search engines are sent to when none of the others fits the visitor. */
const X_DEFAULT_LANG: Lang = 'en';

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** A page's title (the product name is added), description, path ("/es/impact") and whether it is a 404. */
export interface PageMeta {
  title: string;
  description?: string;
  path: string;
  notFound?: boolean;
}

/** An absolute URL on the site's origin (SITE_URL, overridable at build). */
export function absoluteUrl(path: string, site: string = SITE_URL): string {
  return new URL(path, site).href;
}

/** The same page in every language, plus x-default → English: identical on every page of the set. */
export function alternatesFor(path: string, site: string = SITE_URL) {
  const links = LANGUAGES.map((lang) => ({
    hreflang: HTML_LANG[lang],
    href: absoluteUrl(switchLanguagePath(path, lang), site),
  }));
  return [...links, { hreflang: 'x-default', href: absoluteUrl(switchLanguagePath(path, X_DEFAULT_LANG), site) }];
}

/** The share image of a language, generated at build by src/pages/share/[lang].png.ts. */
export function shareImagePath(lang: Lang): string {
  return `/share/${lang}.png`;
}

/**
 * The kind of contact point ("used to specify the kind of contact point", schema.org says), for the programs that read
 * structured data, not for readers: one English value on every page, so the pages of every language name one kind.
 */
export const CONTACT_TYPE = 'customer support';

/** schema.org Organization and Product, linked by @id, for a page in a language (words from homepage.meta). */
export function structuredData(lang: Lang, t: Translate, site: string = SITE_URL) {
  const organization = `${absoluteUrl('/', site)}#organization`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organization,
        name: PRODUCT_NAME,
        url: absoluteUrl('/', site),
        logo: absoluteUrl('/icons/icon-512.png', site),
        email: CONTACT_EMAIL,
        contactPoint: { '@type': 'ContactPoint', contactType: CONTACT_TYPE, email: CONTACT_EMAIL },
      },
      {
        '@type': 'Product',
        '@id': `${absoluteUrl('/', site)}#product`,
        name: PRODUCT_NAME,
        description: t('homepage.meta.description'),
        inLanguage: HTML_LANG[lang],
        image: absoluteUrl(shareImagePath(lang), site),
        url: absoluteUrl(`/${lang}`, site),
        brand: { '@type': 'Brand', name: PRODUCT_NAME },
        manufacturer: { '@id': organization },
        category: t('homepage.meta.category'),
      },
    ],
  };
}

/** JSON for an inline <script>: "<" escaped so page text can never close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
