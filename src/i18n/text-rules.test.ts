import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flattenEntries, type DictionaryTree } from './dictionary';
import { PLACEHOLDER_MEANINGS, brokenRules, fieldPattern, placeholders } from './text-rules';

const EMAIL = 'Write to us at {{email}}.';
const broken = (text: string, english = EMAIL) => brokenRules(text, english).map((rule) => rule.kind);

describe('placeholders', () => {
  it('lists each interpolation name once, ignoring spacing and formats', () => {
    expect(placeholders('© {{year}} {{ product }}, {{year}} {{count, number}}')).toEqual(['count', 'product', 'year']);
    expect(placeholders('No placeholders')).toEqual([]);
  });

  it('has a meaning for every placeholder of en.json, for the editor’s message', () => {
    const en = JSON.parse(readFileSync('src/i18n/locales/en.json', 'utf8')) as DictionaryTree;
    const names = new Set(flattenEntries(en).flatMap(([, text]) => placeholders(text)));
    expect([...names].filter((name) => !(name in PLACEHOLDER_MEANINGS))).toEqual([]);
  });
});

describe('text rules', () => {
  it('accept a translation that keeps the placeholders, whatever their order or spacing', () => {
    expect(broken('Escríbenos a {{email}}.')).toEqual([]);
    expect(broken('{{ product }} © {{year}}', '© {{year}} {{product}}.')).toEqual([]);
    expect(broken('Investigación & desarrollo: 5 < 7', 'Research & development: 5 < 7')).toEqual([]);
  });

  it('refuse a misspelt, a missing and a single-braced placeholder, saying what it is replaced by', () => {
    expect(broken('Escreva para {{emial}}.')).toEqual(['placeholder', 'placeholder']);
    expect(broken('Escríbenos.')).toEqual(['placeholder']);
    expect(broken('Escreva para {email}.')).toEqual(['placeholder', 'placeholder']);
    expect(brokenRules('Escríbenos.', EMAIL)[0].message).toBe('Keep {{email}}: it is replaced by the contact address.');
    expect(broken('Inicio {x}', 'Home')).toEqual(['placeholder']);
  });

  it('refuse markup and character references, which the pages would show as typed', () => {
    expect(broken('<strong>Contáctenos</strong>', 'Contact Us')).toEqual(['markup']);
    expect(broken('Línea<br/>nueva', 'New line')).toEqual(['markup']);
    expect(broken('Contacto&nbsp;ya', 'Contact now')).toEqual(['markup']);
  });

  it('join into the one pattern the admin checks a field with, with the same verdicts', () => {
    const texts = ['Escríbenos a {{email}}.', 'Escreva para {{emial}}.', 'Escríbenos.', '{email}', '<b>{{email}}</b>'];
    const [pattern, message] = fieldPattern(EMAIL);
    for (const text of texts) {
      expect(new RegExp(pattern).test(text), text).toBe(broken(text).length === 0);
    }
    expect(message).toContain('Keep {{email}}: it is replaced by the contact address.');
  });
});
