import { describe, expect, it } from 'vitest';
import { extractNumbers } from '../../tools/i18n-check.lib.ts';
import { flattenEntries } from '../i18n/dictionary';
import en from '../i18n/locales/en.json';
import { CLAIMED_FIGURES, CLAIMS } from './claims';

const english = new Map(flattenEntries(en));
const numbersIn = (text: string) => extractNumbers(text).map(({ value }) => value);

describe('the claims registry', () => {
  it('names only keys that en.json has', () => {
    const unknown = Object.values(CLAIMS).flatMap(({ keys }) => keys.filter((key) => !english.has(key)));
    expect(unknown).toEqual([]);
  });

  it('registers every English string that states a claimed figure, under a claim with that figure', () => {
    const unregistered = [...english].flatMap(([key, text]) =>
      numbersIn(text)
        .filter((n) => CLAIMED_FIGURES.includes(n))
        .filter((n) => !Object.values(CLAIMS).some(({ figures, keys }) => figures.includes(n) && keys.includes(key)))
        .map((n) => `${key} states ${n}`),
    );
    expect(unregistered).toEqual([]);
  });

  it('keeps the figures the client gave, exactly', () => {
    expect([...CLAIMED_FIGURES].sort((a, b) => a - b)).toEqual([5, 20, 30, 40, 48, 70, 97, 99, 2_300_000]);
  });
});
