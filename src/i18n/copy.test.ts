/**
 * What the copy must say in every language, beyond what i18n:check can see in the keys. Each language names
 * the ideas tests recognise a claim by in its own dictionary's `keywords` group (never shown on a page), so a
 * new language brings its words with its dictionary and no test changes.
 */
import { describe, expect, it } from 'vitest';
import { HTML_LANG, LANGUAGES, type Lang } from './languages';
import { createTranslator, type UIKey } from './translate';

const translate = createTranslator();

/** The text at `key` contains, ignoring case, the language's keyword for the idea. */
function expectToName(lang: Lang, key: UIKey, idea: string) {
  const t = translate(lang);
  const lower = (text: string) => text.toLocaleLowerCase(HTML_LANG[lang]);
  const word = t(`keywords.${idea}` as UIKey);
  expect(word, `${lang}: keywords.${idea}`).toMatch(/\S/);
  expect(lower(t(key)), `${lang} ${key} names "${word}"`).toContain(lower(word));
}

describe('the copy in every language', () => {
  it('makes slide 4 about detecting smaller tumours, not about tumours getting smaller', () => {
    for (const lang of LANGUAGES) expectToName(lang, 'banners.slide4.heading', 'detection');
  });

  it('names safety and comfort among the key benefits, each with its reasons', () => {
    for (const lang of LANGUAGES) {
      expectToName(lang, 'innovation.benefits.safety.title', 'safety');
      expectToName(lang, 'innovation.benefits.safety.title', 'comfort');
      // The reasons: alcohol-free, fewer retakes, less radiation.
      expectToName(lang, 'innovation.benefits.safety.text', 'alcoholFree');
      expectToName(lang, 'innovation.benefits.safety.text', 'radiation');
    }
  });
});
