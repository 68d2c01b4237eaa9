/**
 * A save as a three-way merge: the strings a form changed since it was opened (the file's text it started from
 * against its text now) are applied to the file as it is on disk at the moment of saving, laid out as that file
 * is (dictionary-json.js). A string changed on disk meanwhile stays as it is there; one that both the form and
 * the disk changed, to different texts, is a conflict for the editor to settle. Runs in the admin page, and in
 * Node for its unit test.
 */
import { SOURCE, formatFile } from './dictionary-json.js';

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each string (or number, flag, list) of parsed JSON by its dotted key, as the CMS names fields. */
function flatten(data, prefix = '', into = new Map()) {
  for (const [name, value] of Object.entries(data)) {
    if (isObject(value)) flatten(value, `${prefix}${name}.`, into);
    else into.set(`${prefix}${name}`, value);
  }
  return into;
}

/** The same JSON value: a key absent on both sides is the same too. */
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Puts `key` into `group` at the place it has in the form's group: after the nearest key before it there that the
 * group also has, or first. The group is changed in place, as its parent holds it.
 */
function insertAt(group, key, value, formGroup) {
  const formKeys = Object.keys(formGroup ?? {});
  const before = formKeys.slice(0, formKeys.indexOf(key)).findLast((other) => other in group);
  const entries = Object.entries(group);
  entries.splice(before === undefined ? 0 : entries.findIndex(([name]) => name === before) + 1, 0, [key, value]);
  for (const name of Object.keys(group)) delete group[name];
  Object.assign(group, Object.fromEntries(entries));
}

/** Sets (or, for undefined, removes) the value at a dotted key of `data`, making the groups it needs. */
function applyAt(data, key, value, form) {
  const parts = key.split('.');
  let group = data;
  let formGroup = form;
  for (const part of parts.slice(0, -1)) {
    if (!isObject(group[part])) {
      if (value === undefined) return;
      insertAt(group, part, {}, formGroup);
    }
    group = group[part];
    formGroup = formGroup?.[part];
  }
  const name = parts.at(-1);
  if (value === undefined) delete group[name];
  else if (name in group) group[name] = value;
  else insertAt(group, name, value, formGroup);
}

/** Parsed JSON text, or an error that names the file and says what to do. */
function parse(text, what) {
  try {
    const data = JSON.parse(text);
    if (isObject(data)) return data;
  } catch {
    // Said below, with what it means for the save.
  }
  throw new Error(`${what} is not a JSON object now (is a merge half done?): fix the file, then save again.`);
}

/**
 * @typedef {object} Conflict A string the form changed that changed on disk too, since the form was opened.
 * @property {string} key Its dotted key.
 * @property {unknown} disk Its value on disk now (undefined: the file has no such key).
 * @property {unknown} form Its value in the form (undefined: the form leaves it out).
 * @typedef {Conflict & { keep: 'disk' | 'form' }} Choice The editor's answer to a conflict.
 */

/**
 * The file's text with the form's changes applied, or, while a string both changed is not settled by a choice
 * made for these same two values, the conflicts and no text.
 * @param {object} texts
 * @param {string} texts.base The file's text as the form was opened on it.
 * @param {string} texts.form The form's data, as the file's text (dictionary-json.js).
 * @param {string} texts.disk The file's text on disk now.
 * @param {string} [texts.name] The file, as messages name it.
 * @param {Choice[]} [choices]
 * @returns {{ text?: string, conflicts: Conflict[] }}
 */
export function mergeChanges({ base, form, disk, name = 'The file' }, choices = []) {
  const formData = parse(form, name);
  const before = flatten(parse(base, name));
  const after = flatten(formData);
  const data = parse(disk, `${name} on disk`);
  const now = flatten(data);
  const conflicts = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const wanted = after.get(key);
    if (same(before.get(key), wanted) || same(now.get(key), wanted)) continue;
    const conflict = { key, disk: now.get(key), form: wanted };
    const choice = choices.find(
      (made) => made.key === key && same(made.disk, conflict.disk) && same(made.form, wanted),
    );
    if (same(now.get(key), before.get(key)) || choice?.keep === 'form') applyAt(data, key, wanted, formData);
    else if (!choice) conflicts.push(conflict);
  }
  return conflicts.length ? { conflicts } : { text: formatFile({ ...data, [SOURCE]: disk }), conflicts };
}

/**
 * The strings that differ between two texts of a file, each with its value in both.
 * @returns {{ key: string, before: unknown, after: unknown }[]}
 */
export function changedStrings(beforeText, afterText) {
  const before = flatten(parse(beforeText, 'The file'));
  const after = flatten(parse(afterText, 'The file'));
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((key) => !same(before.get(key), after.get(key)))
    .map((key) => ({ key, before: before.get(key), after: after.get(key) }));
}

/** A value as the admin shows it to the editor: a string as written, anything else as JSON, none as "(none)". */
export const shownValue = (value) =>
  value === undefined ? '(none)' : typeof value === 'string' ? value : JSON.stringify(value);
