/**
 * Each edition reads as its own language: nothing in main of a page other than English is marked as another
 * language, no text that assistive technology, search engines or share cards read is left in English,
 * no page calls a credential an approval, and the sample testimonials say that they are samples.
 */
import { expect, test, type Page } from '@playwright/test';
import allowList from '../../lib/i18n-check.allowlist.json' with { type: 'json' };
import glossaryFile from '../../lib/i18n-check.glossary.json' with { type: 'json' };
import { glossaryHits, parseGlossary } from '../../lib/i18n-check.ts';
import { PARTNERS, PRODUCT_NAME } from '../../src/config/site';
import { CONTACT_TYPE } from '../../src/seo/head';
import { HTML_LANG, LANGS, PAGES, copy } from './support';

/** Names that rightly read the same in every language: the product, the partners, the i18n allow-list. */
const SAME_IN_EVERY_LANGUAGE = new Set<string>([
  ...allowList.strings,
  PRODUCT_NAME,
  ...PARTNERS.map(({ name }) => name),
  // The structured data's kind of contact point: one value for the programs that read it, in English on every page.
  CONTACT_TYPE,
]);

/**
 * The words each language's glossary rejects (lib/i18n-check.glossary.json): a credential called an approval
 * (FDA 510(k) is a clearance, CE a marking, …), European forms on Brazilian pages and the reverse. i18n:check
 * holds the dictionaries to them; here the rendered pages are held to them, whatever put the words there.
 */
const GLOSSARY = parseGlossary(glossaryFile.terms, LANGS, glossaryFile.termBase.concepts);
/**
 * The texts a visitor hears or a machine reads rather than sees: ARIA role descriptions and labels,
 * alt texts, the title and share texts, and every string of the JSON-LD except ids, types and addresses.
 */
function unseenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    for (const el of document.querySelectorAll('[aria-roledescription], [aria-label], img[alt]')) {
      for (const name of ['aria-roledescription', 'aria-label', 'alt']) texts.push(el.getAttribute(name) ?? '');
    }
    for (const meta of document.querySelectorAll('meta[name="description"], meta[property="og:image:alt"]')) {
      texts.push(meta.getAttribute('content') ?? '');
    }
    const strings = (node: unknown, key = ''): string[] => {
      if (typeof node === 'string') return key.startsWith('@') || /^https?:|@/.test(node) ? [] : [node];
      return node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => strings(v, k)) : [];
    };
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      texts.push(...strings(JSON.parse(script.textContent ?? '{}')));
    }
    return texts.filter(Boolean);
  });
}

/** The page's words as read: the body without scripts, plus the unseen texts. */
async function allText(page: Page): Promise<string> {
  const body = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('script, style, template').forEach((node) => node.remove());
    return copy.textContent ?? '';
  });
  return `${body} ${(await unseenTexts(page)).join(' ')}`;
}

for (const slug of PAGES) {
  test(`${slug || '/'} in every language but English: no lang but the page's in main, nothing unseen left in English`, async ({
    page,
  }) => {
    await page.goto(`/en${slug}`);
    const english = new Set(await unseenTexts(page));
    expect(english.size).toBeGreaterThan(5);
    for (const lang of LANGS.filter((code) => code !== 'en')) {
      const path = `/${lang}${slug}`;
      await page.goto(path);
      // A cited work keeps its own language, and says so: a title is not translated.
      const langs = await page
        .locator('main [lang]:not([data-sources] [lang])')
        .evaluateAll((els) => els.map((el) => el.getAttribute('lang')));
      expect(
        langs.filter((code) => code !== HTML_LANG[lang]),
        `${path}: lang attributes in main`,
      ).toEqual([]);
      const leftInEnglish = (await unseenTexts(page)).filter(
        (text) => english.has(text) && /\p{Ll}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text),
      );
      expect(leftInEnglish, `${path}: the same as on /en${slug}`).toEqual([]);
    }
  });
}

for (const lang of LANGS) {
  test(`/${lang}: no page uses a word its glossary rejects, such as calling a credential an approval`, async ({
    page,
  }) => {
    for (const slug of PAGES) {
      await page.goto(`/${lang}${slug}`);
      // Addresses (contact@…, https://…) are not words of the language.
      const words = (await allText(page)).replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
      expect(glossaryHits(words, GLOSSARY[lang]), `/${lang}${slug}`).toEqual([]);
    }
  });

  for (const slug of ['/patients', '/impact']) {
    test(`/${lang}${slug}: a note right below the testimonials says they are illustrative`, async ({ page }) => {
      await page.goto(`/${lang}${slug}`);
      const section = page.locator('#testimonials');
      const note = section.getByText(copy(lang, 'patients.testimonials.note'), { exact: true });
      await note.scrollIntoViewIfNeeded();
      await expect(note).toBeVisible();
      const carousel = (await section.locator('section[aria-roledescription]').boundingBox())!;
      const below = (await note.boundingBox())!.y - (carousel.y + carousel.height);
      expect(below).toBeGreaterThanOrEqual(0);
      expect(below).toBeLessThan(80);
    });
  }
}
