/**
 * The contact link (spec §7: the only call to action opens an e-mail). The subject is percent-encoded
 * so accents and spaces survive every mail client ("Consulta sobre Adhera" → Consulta%20sobre%20Adhera).
 */
export function mailtoHref(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
