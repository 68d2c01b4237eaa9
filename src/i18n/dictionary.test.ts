import { describe, expect, it } from 'vitest';
import { flattenEntries, flattenKeys, parseDictionary } from './dictionary';

const file = 'src/i18n/locales/es.json';
const valid = JSON.stringify({ menu: { home: 'Inicio', store: 'Tienda' }, rodape: { partners: 'Socios' } }, null, 2);
const syntaxError = (source: string) => {
  try {
    parseDictionary(file, source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a syntax error');
};

describe('a dictionary that is not valid JSON', () => {
  it('gives the line, column and key of a missing comma', () => {
    const source = valid.replace('"Inicio",', '"Inicio"');
    expect(syntaxError(source)).toBe(
      `${file}: is not valid JSON at line 4, column 5, near key "menu.home": Expected ',' or '}' after property value`,
    );
  });
  it('finds a single-quoted string, which JSON.parse reports without a position', () => {
    const source = valid.replace('"Tienda"', "'Tienda'");
    expect(syntaxError(source)).toBe(
      `${file}: is not valid JSON at line 4, column 14, near key "menu.store": Unexpected token '''`,
    );
  });
  it('finds a trailing comma', () => {
    expect(syntaxError(valid.replace('"Tienda"', '"Tienda",'))).toMatch(
      /at line 5, column 3, near key "menu.store": Expected double-quoted property name/,
    );
  });
  it('says when the file ends too early', () => {
    expect(syntaxError(valid.slice(0, valid.indexOf('"rodape"')))).toMatch(
      /at line 6, column 3, near key "menu": the file ends before every \{ and " is closed$/,
    );
  });
});

describe('flattening', () => {
  it('gives every string with its dotted key, in file order', () => {
    const tree = parseDictionary(file, valid);
    expect(flattenEntries(tree)).toEqual([
      ['menu.home', 'Inicio'],
      ['menu.store', 'Tienda'],
      ['rodape.partners', 'Socios'],
    ]);
    expect(flattenKeys(tree)).toEqual(['menu.home', 'menu.store', 'rodape.partners']);
  });
});
