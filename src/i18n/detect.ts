/** The browser's language as a detection code; fr and de have no dictionary, so `resolveLang` makes them pt. */
const DETECTABLE = ['pt', 'es', 'fr', 'de', 'en'] as const;
type DetectedLang = (typeof DETECTABLE)[number] | 'br';

export function detectLanguage(browserLanguage: string | undefined | null): DetectedLang {
  const tag = (browserLanguage ?? '').trim().toLowerCase().replace('_', '-');
  if (tag === 'pt-br') return 'br';
  if (tag === 'pt' || tag.startsWith('pt-')) return 'pt';
  const primary = tag.slice(0, 2);
  return (DETECTABLE as readonly string[]).includes(primary) ? (primary as DetectedLang) : 'en';
}
