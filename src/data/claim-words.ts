/**
 * The words a sentence states a kind of claim with, per language: what the copy tests recognise a claim by. Test
 * data for the claims registry's rules, never imported by a page, so visitors download none of it. A new language
 * adds its words here; a language without its own row reads its fallback's (br reads pt's), so an overrides
 * dictionary only lists words that differ.
 */
import { fallbackOf, type Lang } from '../i18n/languages';

/** The ideas, each a pattern per language, matched against a string's lower-case text. */
export const CLAIM_WORDS = {
  detection: { en: /detect/, es: /detec/, pt: /dete[cç]/, br: /detec/ },
  safety: { en: /safety/, es: /seguridad/, pt: /segurança/ },
  comfort: { en: /comfort/, es: /comodidad/, pt: /conforto/ },
  alcoholFree: { en: /alcohol-free/, es: /sin alcohol/, pt: /sem álcool/ },
  radiation: { en: /radiation/, es: /radiación/, pt: /radiação/ },
} satisfies Record<string, Partial<Record<Lang, RegExp>> & { en: RegExp }>;

export type ClaimIdea = keyof typeof CLAIM_WORDS;

/** The pattern for an idea in a language: its own, else its fallback's. */
export function claimWords(idea: ClaimIdea, lang: Lang): RegExp {
  const row: Partial<Record<Lang, RegExp>> = CLAIM_WORDS[idea];
  for (let code: Lang | undefined = lang; code; code = fallbackOf(code)) {
    if (row[code]) return row[code];
  }
  throw new Error(`claim-words.ts: no words for "${idea}" in ${lang}`);
}
