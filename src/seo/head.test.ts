import { describe, expect, it } from 'vitest';
import type { Translate } from '../i18n/translate';
import { LANGUAGE_TABLE } from '../i18n/languages';
import { absoluteUrl, alternatesFor, jsonForScript, shareImagePath, structuredData } from './head';

const SITE = 'https://site.example';

describe('SEO head helpers', () => {
  it('makes absolute URLs on the configured origin', () => {
    expect(absoluteUrl('/es/impact', SITE)).toBe('https://site.example/es/impact');
  });

  it('lists the same page in every language plus x-default → en', () => {
    // One alternate per row of the language table, in its order, each under its BCP 47 tag.
    expect(alternatesFor('/br/impact', SITE)).toEqual([
      ...LANGUAGE_TABLE.map(({ code, tag }) => ({ hreflang: tag, href: `${SITE}/${code}/impact` })),
      { hreflang: 'x-default', href: `${SITE}/en/impact` },
    ]);
    expect(alternatesFor('/br/impact', SITE)).toContainEqual({ hreflang: 'pt-BR', href: `${SITE}/br/impact` });
    // Home pages have no trailing slash either.
    expect(alternatesFor('/es', SITE).map((a) => a.href)).toContain(`${SITE}/pt`);
  });

  it('describes the organization and its product, linked, in the words of homepage.meta', () => {
    const words: Record<string, string> = {
      'homepage.meta.description': 'Descripción',
      'homepage.meta.category': 'Dispositivo médico',
    };
    const t: Translate = (key) => words[key];
    const [organization, product] = structuredData('es', t, SITE)['@graph'];
    expect(organization).toMatchObject({
      '@type': 'Organization',
      url: `${SITE}/`,
      // The kind of contact point is a value search engines know, in English whatever the page's language.
      contactPoint: { contactType: 'customer support' },
    });
    expect(product).toMatchObject({
      '@type': 'Product',
      description: 'Descripción',
      category: 'Dispositivo médico',
      inLanguage: 'es',
      image: `${SITE}${shareImagePath('es')}`,
      manufacturer: { '@id': organization['@id'] },
    });
  });

  it('escapes < so JSON cannot close its script element', () => {
    expect(jsonForScript({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });
});
