/**
 * The rules behind `npm run i18n:check` (the CLI is tools/i18n-check.mjs) and the build's content check
 * (integrations/content-check.mjs), which run the same check. es.json and pt.json must hold exactly en.json's
 * keys; br.json holds only the keys where Brazilian copy differs from pt.json. Errors (missing keys, unknown keys,
 * placeholders that differ from en.json, markup, a malformed file, a term the glossary forbids, a testimonial
 * image that does not exist) break a page or put wrong words on it, so they fail `npm run build` and `npm test`.
 * Warnings (empty strings, text left in English, a claimed figure whose number changed, a quote left to English)
 * need a human to look, so they are reported but do not fail. It reads the files as they are and nothing else:
 * no git history, so a build from an exported tree checks alike. Which translations are outdated is the
 * translation status's question (tools/i18n-status.lib.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  DictionaryError,
  flattenEntries,
  parseJson,
  shapeIssues,
  type DictionaryTree,
  type ShapeIssue,
} from '../src/i18n/dictionary.ts';
import { FALLBACK_LANG } from '../src/i18n/languages.ts';
import { brokenRules, type TextRule } from '../src/i18n/text-rules.ts';
// The figures the copy claims, from the claims registry: every language must keep them.
import { CLAIMED_FIGURES } from '../src/data/claims.ts';

export type FindingKind =
  'malformed' | 'missing' | 'unknown' | 'placeholder' | 'markup' | 'term' | 'image' | 'empty' | 'identical' | 'claim';

const ERRORS: ReadonlySet<FindingKind> = new Set([
  'malformed',
  'missing',
  'unknown',
  'placeholder',
  'markup',
  'term',
  'image',
]);

export interface Finding {
  kind: FindingKind;
  severity: 'error' | 'warning';
  /** Dotted key, absent when the whole file is at fault. */
  key?: string;
  message: string;
}

/**
 * A language the check reads, as the language table gives it: the dictionary `<code>.json`, and the language
 * it only overrides (br.json over pt.json), whose keys it may lack. en.json is always the reference.
 */
export interface CheckedLanguage {
  readonly code: string;
  readonly fallback?: string;
}

/** A language list as the command line gives it: "en,es,pt,br:pt" (br overrides pt). */
export function parseLanguageList(spec: string): CheckedLanguage[] {
  return spec.split(',').map((part) => {
    const [code, fallback] = part.trim().split(':');
    return fallback ? { code, fallback } : { code };
  });
}

type Lang = string;

export interface LanguageReport {
  lang: Lang;
  /** Path of the dictionary file as given to the check. */
  file: string;
  /** For an overrides file (br.json): the language it overrides. */
  overrides?: Lang;
  /** Number of strings in the file. */
  strings: number;
  findings: Finding[];
}

/** Glossary findings in one testimonial file; keys are its fields (desc_br). */
export interface ContentReport {
  file: string;
  findings: Finding[];
}

export interface Report {
  dir: string;
  /** Number of strings in en.json, or undefined when en.json itself could not be read. */
  referenceStrings?: number;
  /** Problems with en.json itself. */
  referenceFindings: Finding[];
  languages: LanguageReport[];
  content: ContentReport[];
  errors: number;
  warnings: number;
}

/**
 * Strings that may stay identical to English. Strings without a lowercase letter (numbers, percentages,
 * "404!", codes such as "FDA") never need listing.
 */
function readAllowList(file = new URL('./i18n-check.allowlist.json', import.meta.url)): string[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { strings?: string[] }).strings ?? [];
}

/** A forbidden term of the glossary, compiled, with what to write instead. */
export interface GlossaryTerm {
  pattern: RegExp;
  use: string;
}

export type Glossary = Partial<Record<Lang, GlossaryTerm[]>>;

/**
 * Compiles the glossary's terms ({ lang: { term: use } }). A term is a regular expression matched as a
 * whole word: no letter or digit of any script may touch it ("utentes" is not in "utentesX", "Quénia"
 * ends at its "a"), ignoring case. Text and terms are compared in Unicode NFC, so an accent typed as a
 * combining mark still matches.
 */
export function parseGlossary(
  terms: Record<string, Record<string, string>>,
  languages: readonly Lang[],
  termBase: TermBase = {},
): Glossary {
  const glossary: Glossary = {};
  const compile = (term: string, flags: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])(?:${term.normalize('NFC')})(?![\\p{L}\\p{N}])`, flags);
  const known = (lang: string) => {
    if (!languages.includes(lang)) throw new Error(`glossary: "${lang}" is not one of ${languages.join(', ')}`);
    return (glossary[lang] ??= []);
  };
  for (const [lang, entries] of Object.entries(terms)) {
    known(lang).push(...Object.entries(entries).map(([term, use]) => ({ pattern: compile(term, 'giu'), use })));
  }
  // The term base: each market's standard term for a concept, its variants rejected in its place.
  for (const concept of Object.values(termBase)) {
    const flags = concept.matchCase === true ? 'gu' : 'giu';
    for (const [lang, entry] of Object.entries(concept)) {
      if (typeof entry !== 'object') continue;
      known(lang).push(...entry.avoid.map((term) => ({ pattern: compile(term, flags), use: entry.use })));
    }
  }
  return glossary;
}

/** One market's standard term for a concept, and the variants the check rejects in its place. */
export interface TermBaseEntry {
  use: string;
  avoid: readonly string[];
}

/**
 * Concepts by name: each market's entry by language code, and `matchCase: true` where letter case counts (a body's
 * name as it writes it).
 */
export type TermBase = Record<string, { readonly [lang: string]: TermBaseEntry | boolean | undefined }>;

function readGlossary(languages: readonly Lang[], file = new URL('./i18n-check.glossary.json', import.meta.url)) {
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    terms?: Record<string, Record<string, string>>;
    termBase?: { concepts?: TermBase };
  };
  return parseGlossary(data.terms ?? {}, languages, data.termBase?.concepts);
}

/** Each use of a forbidden term in a text: what the text says and what to write instead. */
export function glossaryHits(text: string, terms: GlossaryTerm[] = []): { found: string; use: string }[] {
  const normalized = text.normalize('NFC');
  return terms.flatMap(({ pattern, use }) => [...normalized.matchAll(pattern)].map(([found]) => ({ found, use })));
}

/** `note` says where the text comes from when it is not the checked file's own. */
function termFindings(key: string, text: string, terms: GlossaryTerm[] | undefined, note = ''): Finding[] {
  return glossaryHits(text, terms).map(({ found, use }) => ({
    kind: 'term',
    severity: 'error',
    key,
    message: `"${found}" → ${use}${note}`,
  }));
}

const MILLION = /^\s*(millions?|mill[oó]n|millones|milh[aã]o|milh[oõ]es)\b/iu;

/**
 * The numbers in a text, whatever the language's notation: "2.3 million" and "2,3 milhões" are both
 * 2 300 000, "97–99%" is 97 and 99, "1,000" and "1.000" are 1000 (a separator followed by exactly three
 * digits groups thousands; otherwise it is a decimal point or comma).
 */
export function extractNumbers(text: string): { value: number; text: string }[] {
  const found: { value: number; text: string }[] = [];
  for (const match of text.matchAll(/\d+(?:[.,]\d+)*/g)) {
    const digits = match[0];
    const groups = digits.split(/[.,]/);
    const thousands = groups.length > 1 && groups.slice(1).every((group) => group.length === 3);
    let value = thousands ? Number(groups.join('')) : Number(digits.replace(',', '.'));
    let shown = digits;
    const unit = MILLION.exec(text.slice(match.index + digits.length));
    if (unit) {
      value = Math.round(value * 1_000_000);
      shown += ` ${unit[1]}`;
    }
    if (!Number.isNaN(value)) found.push({ value, text: shown });
  }
  return found;
}

const mayMatchEnglish = (text: string, allow: string[]) => !/\p{Ll}/u.test(text) || allow.includes(text.trim());

/** What a reader sees when a key is empty: i18next treats "" as untranslated and falls back. */
const emptyMeans = (lang: Lang, fallback: Lang = FALLBACK_LANG) =>
  lang === fallback ? 'the page shows the key itself' : `the page shows the ${fallback}.json text instead`;

function compareStrings(
  lang: Lang,
  fallback: Lang | undefined,
  key: string,
  text: string,
  english: string,
  allow: string[],
): Finding[] {
  const findings: Omit<Finding, 'severity'>[] = ruleFindings(key, text, english);
  if (text.trim() === '') {
    findings.push({ kind: 'empty', key, message: `is empty, so ${emptyMeans(lang, fallback)}` });
  } else {
    if (text === english && !mayMatchEnglish(text, allow)) {
      findings.push({ kind: 'identical', key, message: `is the same as in English: "${text}"` });
    }
    const englishNumbers = extractNumbers(english);
    if (englishNumbers.some(({ value }) => CLAIMED_FIGURES.includes(value))) {
      const numbers = extractNumbers(text);
      const distinct = (list: { value: number }[]) =>
        [...new Set(list.map(({ value }) => value))].sort((a, b) => a - b).join();
      if (distinct(numbers) !== distinct(englishNumbers)) {
        const list = (items: { text: string }[]) => items.map((item) => item.text).join(', ') || 'no numbers';
        findings.push({
          kind: 'claim',
          key,
          message: `a claimed figure differs: en.json says ${list(englishNumbers)}; ${lang}.json says ${list(numbers)}`,
        });
      }
    }
  }
  return findings.map((finding) => ({ ...finding, severity: ERRORS.has(finding.kind) ? 'error' : 'warning' }));
}

/** The text rules (src/i18n/text-rules.ts) a string breaks: one finding per kind, its messages joined. */
function ruleFindings(key: string, text: string, english: string): Finding[] {
  const byKind = new Map<TextRule['kind'], string[]>();
  for (const { kind, message } of brokenRules(text, english)) byKind.set(kind, [...(byKind.get(kind) ?? []), message]);
  return [...byKind].map(([kind, messages]) => ({ kind, severity: 'error', key, message: messages.join(' ') }));
}

/** A file's parsed JSON, or a finding when it is missing or not JSON. */
function read(file: string): { data?: unknown; findings: Finding[] } {
  try {
    if (!existsSync(file)) throw new DictionaryError(file, 'is missing');
    return { data: parseJson(file, readFileSync(file, 'utf8')), findings: [] };
  } catch (error) {
    if (!(error instanceof DictionaryError)) throw error;
    return { findings: [{ kind: 'malformed', severity: 'error', message: error.message.replace(`${file}: `, '') }] };
  }
}

const shapeFindings = (issues: ShapeIssue[]): Finding[] =>
  issues.map(({ kind, key, message }) => ({
    kind: kind === 'type' ? 'malformed' : kind,
    severity: 'error',
    key: key || undefined,
    message,
  }));

/** The string at a dotted key of parsed JSON, if there is one. */
function textAt(data: unknown, key: string): string | undefined {
  let node = data;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Checks each language's .json in a folder against en.json, and the testimonials (`<dir>/testimonials`
 * unless given) against the glossary. `strict` makes each string left as in English an error. The languages are a parameter (the site passes its language table),
 * so fixtures need only the files of the list they are checked with. An overrides file (br.json) is held to
 * its glossary on the text its pages show: its base file (pt.json) with the overrides on top.
 */
export function checkFolder(
  dir: string,
  {
    languages,
    testimonials = join(dir, 'testimonials'),
    strict = false,
  }: { languages: readonly CheckedLanguage[]; testimonials?: string; strict?: boolean },
): Report {
  const codes = languages.map(({ code }) => code);
  const allow = readAllowList();
  const glossary = readGlossary(codes);
  const fileOf = (lang: Lang) => join(dir, `${lang}.json`);
  const report: Report = { dir, referenceFindings: [], languages: [], content: [], errors: 0, warnings: 0 };
  const en = read(fileOf('en'));
  report.referenceFindings = en.findings.length ? en.findings : shapeFindings(shapeIssues(en.data, en.data));
  if (!report.referenceFindings.length) {
    const english = new Map(flattenEntries(en.data as DictionaryTree));
    report.referenceStrings = english.size;
    for (const [key, text] of english) {
      report.referenceFindings.push(...ruleFindings(key, text, text), ...termFindings(key, text, glossary.en));
    }
    const texts: Partial<Record<Lang, Map<string, string>>> = {};
    for (const { code: lang, fallback: overrides } of languages.filter(({ code }) => code !== 'en')) {
      const file = fileOf(lang);
      const { data, findings } = read(file);
      if (data !== undefined) findings.push(...shapeFindings(shapeIssues(data, en.data, overrides !== undefined)));
      const own = new Map<string, string>();
      for (const [key, reference] of english) {
        const text = textAt(data, key);
        if (text === undefined) continue;
        own.set(key, text);
        findings.push(...compareStrings(lang, overrides, key, text, reference, allow));
      }
      texts[lang] = own;
      const base = overrides ? (texts[overrides] ?? []) : [];
      const inherited = overrides ? ` (text from ${fileOf(overrides)}: override the key in ${lang}.json)` : '';
      for (const [key, text] of new Map([...base, ...own])) {
        findings.push(...termFindings(key, text, glossary[lang], own.has(key) ? '' : inherited));
      }
      report.languages.push({ lang, file, overrides, strings: own.size, findings });
    }
  }
  report.content = checkTestimonials(testimonials, glossary, codes);
  // Strict: a string still as in English is an error, so a new dictionary copied from en.json and only partly
  // translated cannot be published; the everyday check only warns, as a few such strings can be right.
  if (strict) {
    for (const language of report.languages) {
      language.findings = language.findings.map((finding) =>
        finding.kind === 'identical' ? { ...finding, severity: 'error' } : finding,
      );
    }
  }
  const all = [
    report.referenceFindings,
    ...report.languages.map(({ findings }) => findings),
    ...report.content.map(({ findings }) => findings),
  ];
  for (const { severity } of all.flat()) report[severity === 'error' ? 'errors' : 'warnings']++;
  return report;
}

/** `field: "path"` of a testimonial when no image is at that path, relative to the file as Astro reads it. */
function imageFinding(file: string, path: unknown): Finding[] {
  if (typeof path !== 'string' || !path.trim()) return [];
  const target = join(dirname(file), path);
  if (existsSync(target) && statSync(target).isFile()) return [];
  return [
    {
      kind: 'image',
      severity: 'error',
      key: 'image',
      message: `there is no image at "${path}" (${target}): pick one from the testimonial images, or add it there`,
    },
  ];
}

/** Every error (or warning) of a report, one line each: "file: key: what to do". */
export function listFindings(report: Report, severity: Finding['severity']): string[] {
  const files = [
    { file: join(report.dir, 'en.json'), findings: report.referenceFindings },
    ...report.languages,
    ...report.content,
  ];
  return files.flatMap(({ file, findings }) =>
    findings
      .filter((finding) => finding.severity === severity)
      .map((finding) => `${file}: ${finding.key ? `${finding.key}: ` : ''}${finding.message}`),
  );
}

/**
 * Checks each testimonial: its image exists; its texts keep the text rules (no markup, no braces) and the
 * glossary of their language: `desc_br` to br's terms, `desc_en` and `place` (shown in every language that
 * has no `place_…`) to English's. A testimonial language does not inherit pt: a missing quote shows the
 * English one, which is worth a warning.
 */
function checkTestimonials(dir: string, glossary: Glossary, languages: readonly Lang[]): ContentReport[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = join(dir, name);
      const { data, findings } = read(file);
      if (!data || typeof data !== 'object') return { file, findings };
      const entry = data as Record<string, unknown>;
      findings.push(...imageFinding(file, entry.image));
      for (const [field, text] of Object.entries(entry)) {
        if (typeof text !== 'string' || field === 'image') continue;
        findings.push(...ruleFindings(field, text, ''));
        const lang = field === 'place' ? 'en' : /^(?:desc|place)_(\w+)$/.exec(field)?.[1];
        if (lang && languages.includes(lang)) findings.push(...termFindings(field, text, glossary[lang]));
      }
      for (const lang of languages.filter((code) => code !== 'en')) {
        const field = `desc_${lang}`;
        if (typeof entry[field] !== 'string' || !entry[field].trim()) {
          findings.push({
            kind: 'empty',
            severity: 'warning',
            key: field,
            message: `is empty, so the ${lang} pages show the English quote`,
          });
        }
      }
      return { file, findings };
    });
}

const LABEL: Record<FindingKind, string> = {
  malformed: 'malformed file',
  missing: 'missing key',
  unknown: 'unknown key',
  placeholder: 'placeholder',
  markup: 'markup',
  term: 'glossary term',
  image: 'missing image',
  empty: 'empty string',
  identical: 'same as English',
  claim: 'claim number',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function formatFindings(findings: Finding[]): string[] {
  const order = (finding: Finding) => (finding.severity === 'error' ? 0 : 1);
  return [...findings]
    .sort((a, b) => order(a) - order(b))
    .map((finding) => {
      const where = finding.key ? `${finding.key}: ` : '';
      return `  ${finding.severity.padEnd(7)}  ${LABEL[finding.kind].padEnd(15)}  ${where}${finding.message}`;
    });
}

function tally(findings: Finding[]): string {
  const errors = findings.filter((finding) => finding.severity === 'error').length;
  const warnings = findings.length - errors;
  return findings.length ? `${plural(errors, 'error')}, ${plural(warnings, 'warning')}` : 'OK';
}

/** The report as editors read it: one block per language, errors first, then a total. */
export function formatReport(report: Report): string {
  const lines = [`Checking the dictionaries in ${report.dir} against en.json`, ''];
  if (report.referenceFindings.length) {
    lines.push(
      `${join(report.dir, 'en.json')}: ${tally(report.referenceFindings)}`,
      ...formatFindings(report.referenceFindings),
      '',
    );
  } else {
    lines.push(`${join(report.dir, 'en.json')}: ${plural(report.referenceStrings ?? 0, 'string')} (the reference)`, '');
  }
  for (const language of report.languages) {
    const unreadable = language.findings.some((finding) => finding.kind === 'malformed' && !finding.key);
    const what = unreadable
      ? 'could not be read'
      : language.overrides
        ? `${plural(language.strings, 'override')} of ${language.overrides}.json`
        : plural(language.strings, 'string');
    lines.push(`${language.file} (${what}): ${tally(language.findings)}`, ...formatFindings(language.findings), '');
  }
  for (const { file, findings } of report.content) {
    lines.push(`${file} (testimonial): ${tally(findings)}`, ...formatFindings(findings), '');
  }
  lines.push(
    `Total: ${plural(report.errors, 'error')}, ${plural(report.warnings, 'warning')}.` +
      (report.errors ? ' Errors fail npm run build; fix them before publishing.' : ''),
  );
  return lines.join('\n');
}
