/** /.well-known/security.txt (RFC 9116), written at build: Expires counts from the build. */
import { CONTACT_EMAIL, SITE_URL } from '../config/site';
import { HTML_LANG, LANGUAGES } from '../i18n/languages';

/** Well under the year RFC 9116 recommends as the longest validity. */
export const EXPIRES_AFTER_DAYS = 180;

const DAY_MS = 86_400_000;

export function securityTxt({ contact = CONTACT_EMAIL, site = SITE_URL, now = new Date() } = {}): string {
  const expires = new Date(now.getTime() + EXPIRES_AFTER_DAYS * DAY_MS).toISOString().replace(/\.\d+Z$/, 'Z');
  const fields = [
    `Contact: mailto:${contact}`,
    `Expires: ${expires}`,
    `Preferred-Languages: ${LANGUAGES.map((lang) => HTML_LANG[lang]).join(', ')}`,
    `Canonical: ${new URL('/.well-known/security.txt', site).href}`,
  ];
  return `${fields.join('\n')}\n`;
}
