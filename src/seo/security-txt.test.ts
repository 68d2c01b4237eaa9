import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL, SITE_URL } from '../config/site';
import { LANGUAGE_TABLE } from '../i18n/languages';
import { EXPIRES_AFTER_DAYS, securityTxt } from './security-txt';

describe('security.txt', () => {
  it('names the contact, an expiry counted from the build, the languages and its own URL', () => {
    const text = securityTxt({
      contact: 'security@site.example',
      site: 'https://site.example',
      now: new Date('2026-03-01T12:00:00.000Z'),
    });
    expect(text).toBe(
      [
        'Contact: mailto:security@site.example',
        'Expires: 2026-08-28T12:00:00Z',
        `Preferred-Languages: ${LANGUAGE_TABLE.map((row) => row.tag).join(', ')}`,
        'Canonical: https://site.example/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });

  it('uses the site config and expires less than a year after the build', () => {
    const now = new Date();
    const text = securityTxt({ now });
    expect(text).toContain(`Contact: mailto:${CONTACT_EMAIL}\n`);
    expect(text).toContain(`Canonical: ${new URL('/.well-known/security.txt', SITE_URL).href}\n`);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(text)?.[1] ?? '');
    expect(expires - now.getTime()).toBeGreaterThan((EXPIRES_AFTER_DAYS - 1) * 86_400_000);
    expect(expires - now.getTime()).toBeLessThan(365 * 86_400_000);
  });
});
