import { describe, expect, it } from 'vitest';
import { extractNumbers } from '../../lib/i18n-check.ts';
import { flattenEntries } from '../i18n/dictionary';
import { HTML_LANG, LANGUAGES } from '../i18n/languages';
import en from '../i18n/locales/en.json';
import { createTranslator, type UIKey } from '../i18n/translate';
import { CLAIM_WORDS, claimWords, type ClaimIdea } from './claim-words';
import { CLAIMED_FIGURES, CLAIMS } from './claims';

const english = new Map(flattenEntries(en) as [UIKey, string][]);
const numbersIn = (text: string) => extractNumbers(text).map(({ value }) => value);
const claims = Object.entries(CLAIMS);

describe('the claims registry', () => {
  it('registers every English string that states a claimed figure, under a claim with that figure', () => {
    const unregistered = [...english].flatMap(([key, text]) =>
      numbersIn(text)
        .filter((n) => CLAIMED_FIGURES.includes(n))
        .filter((n) => !Object.values(CLAIMS).some(({ figures, keys }) => figures.includes(n) && keys.includes(key)))
        .map((n) => `${key} states ${n}`),
    );
    expect(unregistered).toEqual([]);
  });

  it('lists, under a claim of that idea, every string of every language that names a claim idea', () => {
    const translate = createTranslator();
    const unlisted = LANGUAGES.flatMap((lang) => {
      const t = translate(lang);
      return [...english.keys()].flatMap((key) => {
        const text = t(key).toLocaleLowerCase(HTML_LANG[lang]);
        return (Object.keys(CLAIM_WORDS) as ClaimIdea[])
          .filter((idea) => claimWords(idea, lang).test(text))
          .filter((idea) => !claims.some(([, claim]) => claim.ideas.includes(idea) && claim.keys.includes(key)))
          .map((idea) => `${lang} ${key} names ${idea}: "${text}"`);
      });
    });
    expect(unlisted).toEqual([]);
  });

  it('quotes, for every sourced claim, a sentence of its source that states each of its figures', () => {
    // A quote still to be confirmed at the source (null) states nothing yet: the launch gate lists it.
    const unquoted = claims.flatMap(([id, { figures, source }]) =>
      source?.quote ? figures.filter((n) => !numbersIn(source.quote!).includes(n)).map((n) => `${id}: ${n}`) : [],
    );
    expect(unquoted).toEqual([]);
  });

  it('says what evidence an unsourced claim needs, and why a withheld claim is off the pages', () => {
    for (const [id, claim] of claims) {
      if (claim.withheld) expect(claim.keys, `${id} is withheld`).toEqual([]);
      else if (!claim.source) expect(claim.evidenceNeeded, `${id} has no source`).toMatch(/\S/);
    }
  });

  it('keeps the figures the brief gave, and states its sources’ where they differ', () => {
    expect([...CLAIMED_FIGURES].sort((a, b) => a - b)).toEqual([5, 20, 30, 40, 48, 53.3, 97, 99, 2_300_000]);
  });
});
