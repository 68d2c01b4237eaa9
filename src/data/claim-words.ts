/**
 * The words a sentence states a kind of claim with, per language: what the copy tests recognise a claim by. Test
 * data for the claims registry's rules, never imported by a page, so visitors download none of it. A new language
 * adds its words here; a language without its own row reads its fallback's (br reads pt's), so an overrides
 * dictionary only lists words that differ. Patterns are matched against a string's lower-case text.
 */
import { fallbackOf, type Lang } from '../i18n/languages';

export const CLAIM_WORDS = {
  /** More tissue in the image, a more complete image. */
  tissue: {
    en: /more (?:breast )?tissue|more of the breast|more complete|fuller/,
    es: /más (?:de )?tejido|mayor parte de la mama|más completa|visión más (?:completa|amplia)/,
    pt: /mais tecido|mais (?:da|de) mama|mais complet[ao]|visão mais ampla/,
  },
  /** What the image does for the reading: accuracy, areas left unexamined. */
  accuracy: {
    en: /accura|unexamined|to assess/,
    es: /precisión|sin (?:examinar|explorar)|que evaluar/,
    pt: /precisão|por (?:examinar|avaliar)|sem (?:examinar|avaliação)|para avaliar/,
  },
  /** Finding cancer early. */
  detection: {
    en: /detect(?!or)|found (?:early|before)|finding (?:it|breast cancer) early/,
    es: /detec(?!tor)/,
    // pt-PT writes detetar, deteção; the detector is a detetor.
    pt: /dete(?:[cç](?!tor)|t(?!or))/,
    br: /detec(?!tor)/,
  },
  survival: { en: /surviv/, es: /superviv/, pt: /sobreviv/, br: /sobrevi/ },
  /** Retakes and repeat exams. */
  retakes: { en: /retake|repeat|repositioning/, es: /repeti|volver a colocar/, pt: /repeti|reposicion/ },
  radiation: { en: /radiation/, es: /radiación/, pt: /radiação/ },
  comfort: { en: /comfort/, es: /comodidad|cómod|molestia/, pt: /conforto|confortáve|desconforto/ },
  safety: { en: /safety|\bsafe\b/, es: /seguridad/, pt: /segurança/ },
  alcoholFree: {
    en: /alcohol-free/,
    es: /sin alcohol|no contiene alcohol/,
    pt: /sem álcool|não contém álcool|não tem álcool/,
  },
  /** A comparison: better, more, fewer, improved. */
  comparison: {
    en: /(?<!\p{L})(?:better|improv\p{L}*|enhanc\p{L}*|fewer|less|more)(?!\p{L})/u,
    es: /(?<!\p{L})(?:mejor\p{L}*|más|menos|mayor)(?!\p{L})/u,
    pt: /(?<!\p{L})(?:melhor\p{L}*|mais|menos|maior)(?!\p{L})/u,
  },
  /** Novelty: a breakthrough, an innovation. */
  novelty: { en: /breakthrough|innovat|revolution/, es: /avance|innova|revoluci/, pt: /avanço|inova|revoluci/ },
  /** That it works, or how well ("How Adhera works" describes the steps, and claims nothing). */
  effect: {
    en: /why it works|effective|efficac/,
    es: /por qué funciona|eficaz|eficacia/,
    pt: /por que (?:razão )?funciona|porque funciona|eficaz|eficácia/,
  },
  /** An impact: on health, on diagnostics, clinical. */
  impact: { en: /impact/, es: /impacto/, pt: /impacto/ },
  /** An outcome for the patient: diagnosis, lives saved. */
  diagnosis: { en: /diagnos/, es: /diagnós|diagnosti/, pt: /diagnós|diagnosti/ },
  lives: {
    en: /(?<!\p{L})(?:lives|life-saving)(?!\p{L})/u,
    es: /(?<!\p{L})vidas(?!\p{L})/u,
    pt: /(?<!\p{L})vidas(?!\p{L})/u,
  },
  /** How simply it is applied. */
  simple: {
    en: /effortless|simple (?:way|to apply|addition|step)|simple addition/,
    es: /sencill/,
    pt: /simples/,
  },
} satisfies Record<string, Partial<Record<Lang, RegExp>> & { en: RegExp }>;

export type ClaimIdea = keyof typeof CLAIM_WORDS;

/** The pattern for an idea in a language: its own, else its fallback's. */
export function claimWords(idea: ClaimIdea, lang: Lang): RegExp {
  const row: Partial<Record<Lang, RegExp>> = CLAIM_WORDS[idea];
  for (let code: Lang | undefined = lang; code; code = fallbackOf(code)) {
    const words = row[code];
    if (words) return words;
  }
  throw new Error(`claim-words.ts: no words for "${idea}" in ${lang}`);
}
