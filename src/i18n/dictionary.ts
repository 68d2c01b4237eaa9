/** Dictionaries checked against en.json's shape (zod): a malformed one stops the build, naming the file and key. */
import { z } from 'astro/zod';
import { getLocation, parse as locateErrors, type ParseError } from 'jsonc-parser';

export type DictionaryTree = { [key: string]: string | DictionaryTree };

export class DictionaryError extends Error {
  constructor(file: string, detail: string) {
    super(`${file}: ${detail}`);
    this.name = 'DictionaryError';
  }
}

/** A way a dictionary departs from en.json; `key` is the dotted path, "" for the whole file. */
export interface ShapeIssue {
  kind: 'missing' | 'unknown' | 'type';
  key: string;
  message: string;
}

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const describe = (value: unknown) => (Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`);

/** en.json's shape: a string where en has a string, a group with exactly its keys where it has a group. */
function schemaOf(en: unknown, partial: boolean): z.ZodType {
  if (!isGroup(en)) return z.string();
  const field = (value: unknown) => (partial ? schemaOf(value, partial).optional() : schemaOf(value, partial));
  return z.strictObject(Object.fromEntries(Object.entries(en).map(([key, value]) => [key, field(value)])));
}

/**
 * Where a parsed dictionary departs from en.json's shape. `partial` lets keys be left out (the page falls
 * back to pt, then the key); a key en.json lacks, or a string where en has a group, is always wrong.
 * en.json itself is checked against its own shape, which only strings and groups of keys pass.
 */
export function shapeIssues(data: unknown, en: unknown, partial = false): ShapeIssue[] {
  const issues = schemaOf(isGroup(en) ? en : {}, partial).safeParse(data, { reportInput: true }).error?.issues ?? [];
  return issues.flatMap((issue): ShapeIssue[] => {
    const key = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') {
      const message = 'is not in en.json (misspelt, or removed from en.json?)';
      return issue.keys.map((name) => ({ kind: 'unknown', key: key ? `${key}.${name}` : name, message }));
    }
    const expected = issue.code === 'invalid_type' && issue.expected === 'string' ? 'a string' : 'a group of keys';
    return issue.input !== undefined
      ? [{ kind: 'type', key, message: `should be ${expected}, found ${describe(issue.input)}` }]
      : [{ kind: 'missing', key, message: 'is in en.json but missing here' }];
  });
}

/** JSON.parse, with a syntax error's line, column and key found by a tolerant parser (V8 omits some). */
export function parseJson(file: string, source: string): unknown {
  try {
    return JSON.parse(source);
  } catch (error) {
    const reason = (error as Error).message
      .replace(/, .* is not valid JSON$/s, '')
      .replace(/( in JSON)? at position .*$/s, '');
    const errors: ParseError[] = [];
    locateErrors(source, errors, { disallowComments: true });
    if (!errors.length) throw new DictionaryError(file, `is not valid JSON: ${reason}`);
    const offset = errors[0].offset;
    const before = source.slice(0, offset);
    const key = getLocation(source, before.replace(/[\s,]*$/, '').length).path.join('.');
    const where = `line ${before.split('\n').length}, column ${offset - before.lastIndexOf('\n')}`;
    const why = offset === source.length ? 'the file ends before every { and " is closed' : reason;
    throw new DictionaryError(file, `is not valid JSON at ${where}${key ? `, near key "${key}"` : ''}: ${why}`);
  }
}

/** Parses a dictionary and checks it against en.json (absent for en.json itself); keys may be missing. */
export function parseDictionary(file: string, source: string, en?: DictionaryTree): DictionaryTree {
  const data = parseJson(file, source);
  const issues = shapeIssues(data, en ?? data, true);
  if (issues.length) {
    const where = (key: string) => (key ? `key "${key}"` : 'the file');
    throw new DictionaryError(file, issues.map(({ key, message }) => `${where(key)} ${message}`).join('; '));
  }
  return data as DictionaryTree;
}

/** Every string of a dictionary with its dotted path: ["menu.notFound.title", "404!"]. */
export function flattenEntries(tree: DictionaryTree, prefix = ''): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : flattenEntries(value, `${prefix}${key}.`),
  );
}
