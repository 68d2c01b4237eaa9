/**
 * What the copy must say in every language, beyond what i18n:check can see in the keys. The ideas are recognised by
 * the words src/data/claim-words.ts lists per language, so a new language brings its words there and no test changes.
 */
import { describe, expect, it } from 'vitest';
import { claimWords, type ClaimIdea } from '../data/claim-words';
import { HTML_LANG, LANGUAGES, type Lang } from './languages';
import { createTranslator, type UIKey } from './translate';

const translate = createTranslator();

/** The text at `key`, in lower case, contains the language's words for the idea. */
function expectToName(lang: Lang, key: UIKey, idea: ClaimIdea) {
  const text = translate(lang)(key).toLocaleLowerCase(HTML_LANG[lang]);
  expect(text, `${lang} ${key} names ${idea}`).toMatch(claimWords(idea, lang));
}

describe('the copy in every language', () => {
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
