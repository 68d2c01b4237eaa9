/**
 * The admin's JSON file format (Sveltia CMS custom format): a saved file keeps the key order, the
 * escapes and the layout of the file it was read from, so that `git diff` shows only the edited lines.
 * Sveltia CMS writes keys in the form's order and re-escapes every string; br.json follows its own
 * order and the dictionaries escape invisible characters (a word joiner is "\u2060"). Loading keeps
 * the file's text under SOURCE, a key no form has, which the CMS hands back on saving. Runs in the
 * admin page, and in Node for its unit test.
 */

/** The format's name, as the admin's configuration (config.ts) gives it to the files it edits. */
export const FORMAT = 'dictionary-json';

/** Where a loaded file keeps its text until it is saved. */
export const SOURCE = '$source';

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A parsed value with, for a string, number or boolean, its text in the file as written. */
class Node {
  constructor(value, raw, children) {
    this.value = value;
    this.raw = raw;
    this.children = children;
  }
}

/** The file as a tree of Nodes. Browsers without JSON.parse source access get no raw texts. */
function readTree(text) {
  return JSON.parse(text, (_key, value, context) => {
    if (value instanceof Node) return value;
    if (isObject(value)) return new Node(undefined, undefined, new Map(Object.entries(value)));
    return new Node(value, Array.isArray(value) ? undefined : context?.source);
  });
}

/** JSON.stringify, except that invisible characters are written as \u escapes, as the dictionaries do. */
const escapeInvisible = (json) =>
  json.replace(/[\p{Cf}\u2028\u2029]/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The keys of a saved object in the order of the file it came from; a new key goes after the key that
 * precedes it in the form (or first), a key the form left out is dropped.
 */
function orderKeys(keys, originalKeys) {
  const wanted = new Set(keys);
  const ordered = originalKeys.filter((key) => wanted.has(key));
  keys.forEach((key, index) => {
    if (ordered.includes(key)) return;
    const before = keys.slice(0, index).findLast((other) => ordered.includes(other));
    ordered.splice(before === undefined ? 0 : ordered.indexOf(before) + 1, 0, key);
  });
  return ordered;
}

function write(value, original, indent) {
  if (isObject(value)) {
    const inner = `${indent}  `;
    const children = original?.children ?? new Map();
    const entries = orderKeys(Object.keys(value), [...children.keys()])
      // A group whose keys were all cleared (br.json's overrides) goes with them.
      .filter((key) => !isObject(value[key]) || Object.keys(value[key]).length)
      .map((key) => `${inner}${JSON.stringify(key)}: ${write(value[key], children.get(key), inner)}`);
    return entries.length ? `{\n${entries.join(',\n')}\n${indent}}` : '{}';
  }
  if (original?.raw !== undefined && Object.is(original.value, value)) return original.raw;
  return escapeInvisible(JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`));
}

/** Sveltia CMS `fromFile`: the data, with the file's text under SOURCE. */
export function parseFile(text) {
  const data = JSON.parse(text);
  return isObject(data) ? { ...data, [SOURCE]: text } : data;
}

/** Sveltia CMS `toFile`: the data as JSON laid out like the file it was loaded from, ending in a newline. */
export function formatFile(content) {
  const { [SOURCE]: source, ...data } = content;
  return `${write(data, typeof source === 'string' ? readTree(source) : undefined, '')}\n`;
}
