/**
 * Parsing and validation of the JSON dictionaries editors edit. A malformed file must stop the
 * build with a message that names the file and the key, never render a half-translated page.
 */
export type DictionaryTree = { [key: string]: string | DictionaryTree };

export class DictionaryError extends Error {
  constructor(file: string, detail: string) {
    super(`${file}: ${detail}`);
    this.name = 'DictionaryError';
  }
}

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const describe = (value: unknown) => (Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`);

/**
 * Parses one dictionary file. Every value must be a string or a group of keys; when a schema
 * (en.json) is given, a key must have the same shape there: a string where en has a group (or the
 * reverse) is an error. Keys the schema lacks are left to `npm run i18n:check` to report.
 */
export function parseDictionary(file: string, source: string, schema?: DictionaryTree): DictionaryTree {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    throw new DictionaryError(file, `is not valid JSON (${(error as Error).message})`);
  }
  if (!isGroup(data)) throw new DictionaryError(file, `must hold an object of key groups, found ${describe(data)}`);
  checkTree(file, data, schema, '');
  return data as DictionaryTree;
}

function checkTree(file: string, node: Record<string, unknown>, schema: DictionaryTree | undefined, prefix: string) {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix + key;
    const expected = schema?.[key];
    if (isGroup(value)) {
      if (typeof expected === 'string') {
        throw new DictionaryError(file, `key "${path}" should be a string (as in en.json), found a group`);
      }
      checkTree(file, value, expected, `${path}.`);
    } else if (typeof value === 'string') {
      if (isGroup(expected)) {
        throw new DictionaryError(file, `key "${path}" should be a group of keys (as in en.json), found a string`);
      }
    } else {
      throw new DictionaryError(file, `key "${path}" should be a string or a group of keys, found ${describe(value)}`);
    }
  }
}

/** Every leaf key of a dictionary as a dotted path ("menu.notFound.title"). */
export function flattenKeys(tree: DictionaryTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flattenKeys(value, `${prefix}${key}.`),
  );
}
