import { describe, expect, it } from 'vitest';
import { findStrings } from './browser/string-search.js';

const button = {
  key: 'homepage.women.cta',
  trail: ['Home page', '“Breakthrough that puts women first”', 'Button: “Contact Us”'],
  texts: { en: 'Contact Us', es: 'Escríbenos', pt: 'Contacte-nos', br: 'Fale conosco' },
};
const paragraph = {
  key: 'homepage.women.p2',
  trail: ['Home page', '“Breakthrough that puts women first”', 'Paragraph 2'],
  texts: { en: 'Write to us at {{email}} and we will contact you.', es: 'Escríbenos a {{email}}.' },
};
const support = {
  key: 'homepage.meta.contactType',
  trail: ['Home page', 'Search results and sharing', '“customer support”'],
  texts: { en: 'customer support', es: 'atención al cliente' },
};
const STRINGS = [support, paragraph, button];
const keys = (query: string) => findStrings(STRINGS, query).map(({ string }) => string.key);

describe("the admin's Find a string", () => {
  it('lists first the string whose text is the words typed, then those holding them, then the others', () => {
    expect(keys('Contact Us')).toEqual(['homepage.women.cta', 'homepage.women.p2']);
    // Holding the word alike, the button and the paragraph keep the form's order.
    expect(keys('contact')).toEqual(['homepage.women.p2', 'homepage.women.cta', 'homepage.meta.contactType']);
  });

  it('matches whole words from their start, not inside another word', () => {
    // "us" is inside "customer", and "Contact" is only the key's "contactType" there.
    expect(keys('contact us')).not.toContain('homepage.meta.contactType');
    expect(keys('tact')).toEqual([]);
  });

  it('finds words in any language, whatever their case and accents, and opens the language that has them', () => {
    expect(findStrings(STRINGS, 'ESCRIBENOS').map(({ string, lang }) => [string.key, lang])).toEqual([
      ['homepage.women.cta', 'es'],
      ['homepage.women.p2', 'es'],
    ]);
    expect(findStrings(STRINGS, 'Fale conosco').map(({ lang }) => lang)).toEqual(['br']);
  });

  it('finds a string by its place in the form or its key, opening it in English', () => {
    expect(findStrings(STRINGS, 'paragraph 2')).toEqual([{ string: paragraph, rank: 2, lang: 'en' }]);
    expect(keys('homepage.women.cta')).toEqual(['homepage.women.cta']);
  });

  it('lists nothing for no words, and takes typed symbols as text', () => {
    expect(keys('   ')).toEqual([]);
    expect(keys('{{email}}')).toEqual(['homepage.women.p2']);
  });
});
