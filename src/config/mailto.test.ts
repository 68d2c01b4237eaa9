import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('percent-encodes the subject, including spaces and accents', () => {
    expect(mailtoHref('contact@adhera.example', 'Informação sobre o Adhera')).toBe(
      'mailto:contact@adhera.example?subject=Informa%C3%A7%C3%A3o%20sobre%20o%20Adhera',
    );
  });

  it('encodes characters that would end the subject early', () => {
    expect(mailtoHref('a@b.example', 'Q&A #1?')).toBe('mailto:a@b.example?subject=Q%26A%20%231%3F');
  });

  it('gives a bare address without a subject', () => {
    expect(mailtoHref('a@b.example')).toBe('mailto:a@b.example');
  });
});
