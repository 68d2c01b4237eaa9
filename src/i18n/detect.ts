/**
 * Spec §4: the language the site starts in, from the browser's language. The registered
 * detection languages include fr and de, which have no dictionary of their own; a caller that
 * needs a published language passes the result through `resolveLang` (they become pt).
 */
export const DETECTABLE = ['pt', 'es', 'fr', 'de', 'en'] as const;
export type DetectedLang = (typeof DETECTABLE)[number] | 'br';

export function detectLanguage(browserLanguage: string | undefined | null): DetectedLang {
  const tag = (browserLanguage ?? '').trim().toLowerCase().replace('_', '-');
  if (tag === 'pt-br') return 'br';
  if (tag === 'pt' || tag.startsWith('pt-')) return 'pt';
  const primary = tag.slice(0, 2);
  return (DETECTABLE as readonly string[]).includes(primary) ? (primary as DetectedLang) : 'en';
}
