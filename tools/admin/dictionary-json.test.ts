import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { SOURCE, formatFile, parseFile } from './browser/dictionary-json.js';

const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** What Sveltia CMS hands the format on saving: the loaded data, keys in the form's order, edits applied. */
function saved(file: string, edit: (data: Record<string, unknown>) => void, order?: string[]) {
  const data = parseFile(file) as Record<string, unknown>;
  edit(data);
  if (!order) return formatFile(data);
  return formatFile(Object.fromEntries([...order, SOURCE].filter((key) => key in data).map((key) => [key, data[key]])));
}

describe('the admin file format', () => {
  it('writes every dictionary and testimonial back byte for byte when nothing changed', () => {
    const files = [
      ...LANGUAGES.map((lang) => `src/i18n/locales/${lang}.json`),
      ...['manager', 'patient', 'radiologist'].map((name) => `src/content/testimonials/${name}.json`),
    ];
    for (const path of files) {
      const source = readFileSync(path, 'utf8');
      expect(formatFile(parseFile(source)), path).toBe(source);
    }
  });

  it("keeps the file's key order, whatever order the form hands the keys in", () => {
    const file = text({ b: 'B', a: 'A', c: 'C' });
    expect(saved(file, (data) => (data.a = 'Ä'), ['a', 'b', 'c'])).toBe(text({ b: 'B', a: 'Ä', c: 'C' }));
  });

  it("puts a new key after the one before it in the form's order, and drops a cleared one", () => {
    const file = text({ group: { b: 'B', d: 'D' }, other: { x: 'X' } });
    const out = saved(file, (data) => (data.group = { a: 'A', b: 'B', c: 'C' }));
    expect(out).toBe(text({ group: { a: 'A', b: 'B', c: 'C' }, other: { x: 'X' } }));
  });

  it('removes a group whose keys were all cleared', () => {
    const file = text({ one: { a: 'A' }, two: { b: 'B' } });
    expect(saved(file, (data) => (data.one = {}))).toBe(text({ two: { b: 'B' } }));
  });

  it('keeps escapes of unchanged strings and writes invisible characters of new ones as \\u escapes', () => {
    const file = '{\n  "a": "20\\u201340",\n  "b": "20–\\u206040"\n}\n';
    expect(saved(file, () => {})).toBe(file);
    expect(saved(file, (data) => (data.a = 'ages 20–\u206040'))).toBe(
      '{\n  "a": "ages 20–\\u206040",\n  "b": "20–\\u206040"\n}\n',
    );
  });

  it('writes numbers and booleans as JSON, and a file loaded from elsewhere as JSON.stringify does', () => {
    const file = text({ order: 10, illustrative: true });
    expect(saved(file, (data) => (data.order = 20))).toBe(text({ order: 20, illustrative: true }));
    expect(formatFile({ name: 'New', order: 5 })).toBe(text({ name: 'New', order: 5 }));
  });
});
