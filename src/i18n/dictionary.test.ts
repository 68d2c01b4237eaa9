import { describe, expect, it } from 'vitest';
import { flattenEntries, parseDictionary, shapeIssues } from './dictionary';

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

describe('the shape of en.json', () => {
  const en = { menu: { home: 'Home', store: 'Store' }, rodape: { partners: 'Partners' } };
  const issues = (data: unknown, partial = false) =>
    shapeIssues(data, en, partial).map(({ kind, key, message }) => `${kind} ${key}: ${message}`);

  it('requires every key of en.json, and with `partial` lets any be left out', () => {
    const data = { menu: { home: 'Inicio' }, rodape: { partners: 'Socios' } };
    expect(issues(data)).toEqual(['missing menu.store: is in en.json but missing here']);
    expect(issues(data, true)).toEqual([]);
  });
  it('names each key en.json lacks by its full path', () => {
    const data = { ...en, menu: { ...en.menu, shop: 'Tienda' }, extra: {} };
    expect(issues(data, true)).toEqual([
      'unknown menu.shop: is not in en.json (misspelt, or removed from en.json?)',
      'unknown extra: is not in en.json (misspelt, or removed from en.json?)',
    ]);
  });
  it('wants a string where en.json has one, and a group where it has a group', () => {
    expect(issues({ menu: { home: ['Inicio'], store: null }, rodape: 'Socios' })).toEqual([
      'type menu.home: should be a string, found a list',
      'type menu.store: should be a string, found null',
      'type rodape: should be a group of keys, found a string',
    ]);
    expect(issues([])).toEqual(['type : should be a group of keys, found a list']);
  });
  it('holds en.json itself to strings in groups of keys', () => {
    const data = { menu: { home: 'Home', count: 3 } };
    expect(shapeIssues(data, data).map(({ key, message }) => `${key}: ${message}`)).toEqual([
      'menu.count: should be a string, found a number',
    ]);
  });
  it('stops the build on a key en.json lacks, but not on a missing one', () => {
    expect(() => parseDictionary(file, JSON.stringify({ menu: { shop: 'Tienda' } }), en)).toThrow(
      `${file}: key "menu.shop" is not in en.json (misspelt, or removed from en.json?)`,
    );
    expect(parseDictionary(file, JSON.stringify({ menu: { home: 'Inicio' } }), en)).toEqual({
      menu: { home: 'Inicio' },
    });
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
  });
});
