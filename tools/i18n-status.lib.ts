/**
 * The rules behind `npm run i18n:status` (the CLI is tools/i18n-status.mjs): which es, pt and br strings
 * translate an older English sentence, and which are missing. Git history says when a string changed,
 * key by key: each commit's file is parsed and its values compared with its parents', so a commit that
 * only reorders keys or re-indents a file changes no string. A translation is up to date when the commit
 * that last changed it already had the English string's last change (descends from it); otherwise it is
 * outdated, whatever the commit dates say. br.json holds overrides of pt.json, so a br string is also
 * outdated when the pt string it overrides changed after it. Uncommitted edits count as the newest change.
 * A reviewer who finds a translation still right after its source changed records that in reviewed.json
 * beside the dictionaries, with a fingerprint of the source string read: it stays current until that
 * source changes again.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { flattenEntries, type DictionaryTree } from '../src/i18n/dictionary.ts';
import { LANGUAGE_TABLE } from '../src/i18n/languages.ts';

/** A dictionary's language code (es, br). */
type Lang = string;
/** The languages whose dictionaries are compared, as the language table gives them: `fallback` for an overrides file. */
export type StatusLanguage = { readonly code: Lang; readonly fallback?: Lang };
import { textTable } from './text-table.mjs';

/** The commit that last changed a string; `commit` is "" for an edit not yet committed. */
export interface Change {
  commit: string;
  /** Commit date, YYYY-MM-DD ("uncommitted" for an edit in the working tree). */
  date: string;
}

/** A translation whose source changed after it: `because` lists each source language and its change. */
export interface OutdatedString {
  key: string;
  changed: Change;
  because: { lang: Lang; changed: Change }[];
}

export interface LanguageStatus {
  lang: Lang;
  /** For an overrides file (br.json): the language it overrides; its keys are never missing. */
  overrides?: Lang;
  /** Strings in the file now. */
  strings: number;
  outdated: OutdatedString[];
  /** Keys whose source changed after them, confirmed still right in reviewed.json. */
  reviewed: string[];
  /** Keys of en.json that the file lacks or leaves empty. */
  missing: string[];
}

export interface StatusReport {
  dir: string;
  /** `full` when every commit is here; otherwise only missing keys could be found. */
  history: 'full' | 'shallow' | 'none';
  /** Why the history could not be read, in a sentence for the reader. */
  note?: string;
  /** The commit the history was read up to. */
  head?: string;
  languages: LanguageStatus[];
  outdated: number;
  missing: number;
}

const UNCOMMITTED: Change = { commit: '', date: 'uncommitted' };

/** The file beside the dictionaries that records translations confirmed still right after a source change. */
export const REVIEWS_FILE = 'reviewed.json';

/** By language and key, the fingerprint of each source string the reviewer read: `{ "es": { "menu.home": { "en": "…" } } }`. */
export type Reviews = Partial<Record<Lang, Record<string, Partial<Record<Lang, string>>>>>;

/** A short fingerprint of a source string: enough to tell whether it is still the one a reviewer read. */
export const fingerprint = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 12);

function readReviews(dir: string): Reviews {
  const file = join(dir, REVIEWS_FILE);
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Reviews;
  } catch {
    throw new Error(`${file} is not valid JSON`);
  }
}

function git(cwd: string, args: string[], input?: string) {
  const run = spawnSync('git', args, { cwd, input, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { ok: run.status === 0, out: run.stdout ?? '' };
}

/** A dictionary's strings by dotted key; an unreadable version (not JSON) has none. */
function strings(source: string | undefined): Map<string, string> | undefined {
  if (source === undefined) return undefined;
  try {
    const data = JSON.parse(source) as unknown;
    return typeof data === 'object' && data !== null ? new Map(flattenEntries(data as DictionaryTree)) : undefined;
  } catch {
    return undefined;
  }
}

/** The contents of many `<commit>:<path>` objects in one `git cat-file --batch`; a missing one is absent. */
function readObjects(cwd: string, names: string[]): Map<string, string> {
  const found = new Map<string, string>();
  if (!names.length) return found;
  const run = spawnSync('git', ['cat-file', '--batch'], { cwd, input: `${names.join('\n')}\n`, maxBuffer: 1 << 28 });
  const out: Buffer = run.stdout;
  let at = 0;
  for (const name of names) {
    const end = out.indexOf(10, at);
    if (end < 0) break;
    const header = out.subarray(at, end).toString('utf8');
    at = end + 1;
    const size = /^\S+ blob (\d+)$/.exec(header)?.[1];
    if (size === undefined) continue;
    found.set(name, out.subarray(at, at + Number(size)).toString('utf8'));
    at += Number(size) + 1;
  }
  return found;
}

/**
 * When each string of a file last changed: for every commit that touched the file, the keys whose value
 * differs from the value in each of its parents (a merge that took one side changed nothing).
 */
function lastChanges(cwd: string, prefix: string, file: string): Map<string, Change> {
  const path = `${prefix}${file}`;
  const log = git(cwd, ['log', '--format=%H %cs %P', '--', file]).out.trim();
  const commits = log
    ? log.split('\n').map((line) => {
        const [commit, date, ...parents] = line.split(' ');
        return { commit, date, parents };
      })
    : [];
  const names = [...new Set(commits.flatMap(({ commit, parents }) => [commit, ...parents]))].map((c) => `${c}:${path}`);
  const objects = readObjects(cwd, names);
  const versions = new Map(names.map((name) => [name.slice(0, name.indexOf(':')), strings(objects.get(name))]));
  const last = new Map<string, Change>();
  // git log lists the newest commits first, so the first change seen of a key is its last one.
  for (const { commit, date, parents } of commits) {
    const values = versions.get(commit);
    if (!values) continue;
    const before = parents.map((parent) => versions.get(parent)).filter((version) => version !== undefined);
    for (const [key, text] of values) {
      if (last.has(key)) continue;
      if (before.length === 0 || before.every((version) => version.get(key) !== text)) last.set(key, { commit, date });
    }
  }
  // An edit in the working tree is newer than any commit.
  const head = versions.get(commits[0]?.commit ?? '') ?? new Map<string, string>();
  const now = existsSync(join(cwd, file)) ? strings(readFileSync(join(cwd, file), 'utf8')) : undefined;
  for (const [key, text] of now ?? []) if (head.get(key) !== text) last.set(key, UNCOMMITTED);
  return last;
}

/** Whether the commit `later` already had `earlier` (descends from it or is it). */
function hasSeen(cwd: string, cache: Map<string, boolean>, earlier: Change, later: Change): boolean {
  if (later.commit === '' || earlier.commit === later.commit) return true;
  if (earlier.commit === '') return false;
  const pair = `${earlier.commit} ${later.commit}`;
  let seen = cache.get(pair);
  if (seen === undefined) {
    seen = git(cwd, ['merge-base', '--is-ancestor', earlier.commit, later.commit]).ok;
    cache.set(pair, seen);
  }
  return seen;
}

/** Each dictionary's strings as the working tree has them now, read once per language. */
function dictionariesNow(dir: string): (lang: Lang) => Map<string, string> {
  const read = new Map<Lang, Map<string, string>>();
  return (lang) => {
    if (!read.has(lang)) {
      const file = join(dir, `${lang}.json`);
      read.set(lang, (existsSync(file) && strings(readFileSync(file, 'utf8'))) || new Map());
    }
    return read.get(lang)!;
  };
}

/** Why a folder's history cannot be read, or undefined when it can. */
function historyProblem(dir: string): { history: 'shallow' | 'none'; note: string } | undefined {
  const inside = git(dir, ['rev-parse', '--is-inside-work-tree']);
  if (!inside.ok || inside.out.trim() !== 'true') {
    return { history: 'none', note: `${dir} is not in a git repository, so there is no history to compare.` };
  }
  if (git(dir, ['rev-parse', '--is-shallow-repository']).out.trim() === 'true') {
    return {
      history: 'shallow',
      note: 'This is a shallow clone: its history is cut short, so outdated translations cannot be told. Run `git fetch --unshallow` and try again.',
    };
  }
  if (!git(dir, ['log', '-1', '--format=%H', '--', 'en.json']).out.trim()) {
    return { history: 'none', note: `en.json in ${dir} has no commits yet, so there is no history to compare.` };
  }
  return undefined;
}

/**
 * The translation status of each language's .json in a folder of a git working tree: the site's languages
 * (the language table) unless a folder of other dictionaries comes with its own list.
 */
export function translationStatus(dir: string, table: readonly StatusLanguage[] = LANGUAGE_TABLE): StatusReport {
  const now = dictionariesNow(dir);
  const english = now('en');
  const problem = historyProblem(dir);
  const prefix = problem ? '' : git(dir, ['rev-parse', '--show-prefix']).out.trim();
  const changes = new Map<Lang, Map<string, Change>>();
  const changesOf = (lang: Lang) => {
    if (!changes.has(lang)) changes.set(lang, lastChanges(dir, prefix, `${lang}.json`));
    return changes.get(lang)!;
  };
  const seen = new Map<string, boolean>();
  const reviews = readReviews(dir);
  const languages = table
    .filter(({ code }) => code !== 'en')
    .map(({ code: lang, fallback: overrides }): LanguageStatus => {
      const own = now(lang);
      const missing = overrides ? [] : [...english.keys()].filter((key) => !own.get(key)?.trim());
      const outdated: OutdatedString[] = [];
      const reviewed: string[] = [];
      if (!problem) {
        const sources: Lang[] = overrides ? ['en', overrides] : ['en'];
        for (const key of own.keys()) {
          const changed = changesOf(lang).get(key);
          if (!changed || !english.has(key)) continue;
          const because = sources.flatMap((source) => {
            const sourceChanged = changesOf(source).get(key);
            return sourceChanged && !hasSeen(dir, seen, sourceChanged, changed)
              ? [{ lang: source, changed: sourceChanged }]
              : [];
          });
          if (!because.length) continue;
          const read = reviews[lang]?.[key];
          const stillRead = ({ lang: source }: { lang: Lang }) =>
            read?.[source] === fingerprint(now(source).get(key) ?? '');
          if (because.every(stillRead)) reviewed.push(key);
          else outdated.push({ key, changed, because });
        }
      }
      return { lang, overrides, strings: own.size, outdated, reviewed, missing };
    });
  return {
    dir,
    history: problem?.history ?? 'full',
    note: problem?.note,
    head: problem ? undefined : git(dir, ['rev-parse', '--short', 'HEAD']).out.trim(),
    languages,
    outdated: languages.reduce((sum, { outdated }) => sum + outdated.length, 0),
    missing: languages.reduce((sum, { missing }) => sum + missing.length, 0),
  };
}

/**
 * Records in reviewed.json that outdated translations are still right: every outdated key of a language
 * (`es`), or one (`es:menu.home`). Each gets the fingerprint of the source strings it was read against;
 * records whose source has changed since, or whose key is gone, are dropped. Returns how many it recorded;
 * a target that names no outdated translation is an error, so a misspelt key is not taken as done.
 */
export function markReviewed(
  dir: string,
  targets: string[],
  table: readonly StatusLanguage[] = LANGUAGE_TABLE,
): number {
  const report = translationStatus(dir, table);
  if (report.history !== 'full') throw new Error(`cannot mark translations reviewed: ${report.note}`);
  const reviews = readReviews(dir);
  const now = dictionariesNow(dir);
  const english = now('en');
  const textOf = (lang: Lang, key: string) => now(lang).get(key) ?? '';
  let marked = 0;
  for (const target of targets) {
    const [lang, key] = target.split(':') as [Lang, string | undefined];
    const status = report.languages.find((language) => language.lang === lang);
    const chosen = status?.outdated.filter((entry) => key === undefined || entry.key === key) ?? [];
    if (!chosen.length)
      throw new Error(`${target}: no outdated translation ${key ? 'with that key' : 'in that language'}`);
    for (const entry of chosen) {
      const record = (reviews[lang] ??= {});
      record[entry.key] = {
        ...record[entry.key],
        ...Object.fromEntries(
          entry.because.map(({ lang: source }) => [source, fingerprint(textOf(source, entry.key))]),
        ),
      };
      marked += 1;
    }
  }
  // Keep only what still vouches for something, in the dictionaries' language and key order.
  const kept: Reviews = {};
  for (const { code: lang } of table) {
    const own = now(lang);
    for (const key of english.keys()) {
      const read = reviews[lang]?.[key];
      if (!read || !own.has(key)) continue;
      const current = Object.entries(read).filter(
        ([source, print]) => print === fingerprint(textOf(source as Lang, key)),
      );
      if (current.length) (kept[lang] ??= {})[key] = Object.fromEntries(current);
    }
  }
  writeFileSync(join(dir, REVIEWS_FILE), `${JSON.stringify(kept, null, 2)}\n`);
  return marked;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const shortCommit = (change: Change) => (change.commit ? `${change.date} ${change.commit.slice(0, 7)}` : change.date);

/** The report as a table per language: key, state, when the source and the translation last changed. */
export function formatStatus(report: StatusReport): string {
  const lines = [
    report.head
      ? `Translation status of ${report.dir}, from git history up to ${report.head} and uncommitted edits`
      : `Translation status of ${report.dir}`,
    '',
  ];
  if (report.note) lines.push(report.note, '');
  for (const { lang, overrides, strings: count, outdated, reviewed, missing } of report.languages) {
    const what = overrides ? `${plural(count, 'override')} of ${overrides}.json` : plural(count, 'string');
    const tally = [
      report.history === 'full' ? `${outdated.length} outdated` : 'outdated unknown',
      ...(reviewed.length ? [`${reviewed.length} reviewed since their source changed`] : []),
      ...(overrides ? [] : [`${missing.length} missing`]),
    ].join(', ');
    lines.push(`${lang}.json (${what}): ${tally}`);
    const rows = [
      ...outdated.map(({ key, changed, because }) => ({
        key,
        state: 'outdated',
        'source changed': because.map((source) => `${source.lang} ${shortCommit(source.changed)}`).join('; '),
        'translation changed': shortCommit(changed),
      })),
      ...missing.map((key) => ({ key, state: 'missing', 'source changed': '', 'translation changed': '' })),
    ];
    if (rows.length) lines.push(textTable(rows).replace(/^/gm, '  '));
    lines.push('');
  }
  lines.push(
    report.history === 'full'
      ? `Total: ${plural(report.outdated, 'outdated translation')}, ${plural(report.missing, 'missing translation')}.`
      : `Total: ${plural(report.missing, 'missing translation')}; outdated translations unknown without the history.`,
  );
  return lines.join('\n');
}
