/** A mailto: link; the subject is percent-encoded so accents and spaces survive every mail client. */
export function mailtoHref(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
