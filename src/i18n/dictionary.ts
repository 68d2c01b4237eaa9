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
    throw new DictionaryError(file, describeSyntaxError(source, (error as Error).message));
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

/**
 * "is not valid JSON at line 12, column 5, near key "menu.home": Expected ',' or '}' after property
 * value". V8 gives a position for most mistakes but not for an unexpected token (a single quote, a bare
 * word), so the position is found again here: it is the end of the shortest prefix of the file that
 * fails somewhere before its own end (a prefix that merely stops early is still valid so far).
 */
function describeSyntaxError(source: string, message: string): string {
  const failsBeforeEnd = (end: number) => {
    try {
      JSON.parse(source.slice(0, end));
      return false;
    } catch (error) {
      const text = (error as Error).message;
      if (text.includes('Unexpected end of JSON input')) return false;
      const at = /at position (\d+)/.exec(text);
      return at ? Number(at[1]) < end : true;
    }
  };
  let offset = source.length;
  if (failsBeforeEnd(source.length)) {
    let low = 1;
    let high = source.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (failsBeforeEnd(mid)) high = mid;
      else low = mid + 1;
    }
    offset = low - 1;
  }
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  const key = keyPathAt(before);
  const reason =
    offset === source.length
      ? 'the file ends before every { and " is closed'
      : message.replace(/, .* is not valid JSON$/s, '').replace(/( in JSON)? at position \d+.*$/s, '');
  return `is not valid JSON at line ${line}, column ${column}${key ? `, near key "${key}"` : ''}: ${reason}`;
}

/** The dotted key being written at the end of a JSON prefix: the open groups' keys and the last key in the innermost one. */
function keyPathAt(prefix: string): string {
  const open: string[] = [];
  let depth = 0;
  let last: string | undefined;
  const followedByColon = /\s*:/y;
  for (let i = 0; i < prefix.length; i++) {
    const char = prefix[i];
    if (char === '"') {
      let end = i + 1;
      while (end < prefix.length && prefix[end] !== '"') end += prefix[end] === '\\' ? 2 : 1;
      followedByColon.lastIndex = end + 1;
      if (followedByColon.test(prefix)) last = prefix.slice(i + 1, end);
      i = end;
    } else if (char === '{') {
      if (depth > 0) open.push(last ?? '?');
      depth++;
      last = undefined;
    } else if (char === '}') {
      depth--;
      last = depth > 0 ? open.pop() : undefined;
    }
  }
  return [...open, last].filter((part) => part !== undefined).join('.');
}

/** Every string of a dictionary with its dotted path: ["menu.notFound.title", "404!"]. */
export function flattenEntries(tree: DictionaryTree, prefix = ''): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : flattenEntries(value, `${prefix}${key}.`),
  );
}

/** Every leaf key of a dictionary as a dotted path ("menu.notFound.title"). */
export function flattenKeys(tree: DictionaryTree): string[] {
  return flattenEntries(tree).map(([key]) => key);
}
