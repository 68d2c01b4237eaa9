/**
 * What the reviewers read and sign, item by item: each claim of src/data/claims.ts and each departure from the brief
 * of src/data/departures.ts, with its keys as every language's pages render them (through the site's own lookup, so
 * br reads pt where it has no words of its own). An item's fingerprint covers all of it: an approval recorded against
 * it (lib/sign-off.ts) holds for those exact words, and any edit re-opens the item. Read by the sign-off
 * command, the launch gate and the review pack.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CLAIMS, type Claim } from '../src/data/claims.ts';
import { DEPARTURES, type Departure } from '../src/data/departures.ts';
import { MARKET_QUESTIONS, type MarketQuestion } from '../src/config/regulatory.ts';
import { LANGUAGES, type Lang } from '../src/i18n/languages.ts';
import { PAGES, PAGE_GROUPS, type Page } from '../src/i18n/paths.ts';
import { createTranslator, loadDictionaries, type UIKey } from '../src/i18n/translate.ts';

/** A key's text in every language, as the pages render it. */
export type Render = (key: string) => Record<Lang, string>;

/** One key an item names: the pages whose text groups hold it, and its text in every language. */
export interface Wording {
  key: string;
  pages: readonly Page[];
  text: Record<Lang, string>;
}

export interface ReviewItem {
  /** `claim:<id>`, `departure:<id>` or `question:<id>`: how the sign-off record and the command name it. */
  id: string;
  kind: 'claim' | 'departure' | 'question';
  /** The entry's name in its registry. */
  name: string;
  wording: readonly Wording[];
  /** sha256 (hex) of everything a reviewer reads for the item. */
  fingerprint: string;
}

/** The registries the reviewers sign: the claims, the departures from the brief and the market questions. */
export interface Registries {
  claims: Readonly<Record<string, Claim>>;
  departures: Readonly<Record<string, Departure>>;
  questions: Readonly<Record<string, MarketQuestion>>;
}

/** JSON with every object's keys sorted, so that the same words always hash the same, whatever order wrote them. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const fingerprintOf = (words: unknown): string =>
  createHash('sha256').update(canonicalJson(words)).digest('hex');

/** The pages that show a key: those whose text groups hold its first part (none for a key of no page's group). */
export const pagesShowing = (key: string): Page[] =>
  PAGES.filter((page) => PAGE_GROUPS[page].includes(key.split('.')[0]!));

/** Keys as the reviewers read them: where each shows, and its text in every language. */
export const wordingOf = (keys: readonly string[], render: Render): Wording[] =>
  keys.map((key) => ({ key, pages: pagesShowing(key), text: render(key) }));

/**
 * Every item the reviewers sign, claims first, then departures, then market questions, each in its registry's order.
 * A claim's fingerprint covers its statement, figures, source (every field) or the evidence it needs or why it is
 * withheld, and its keys' text; a departure's covers the brief's words, the why and its keys' text; a question's its
 * market, the question, the rule (every field) and its keys' text.
 */
export function reviewItems({ claims, departures, questions }: Registries, render: Render): ReviewItem[] {
  const item = (kind: ReviewItem['kind'], name: string, keys: readonly string[], words: object): ReviewItem => {
    const wording = wordingOf(keys, render);
    const read = { ...words, wording: wording.map(({ key, text }) => ({ key, text })) };
    return { id: `${kind}:${name}`, kind, name, wording, fingerprint: fingerprintOf(read) };
  };
  return [
    ...Object.entries(claims).map(([name, { statement, figures, source, evidenceNeeded, withheld, keys }]) =>
      item('claim', name, keys, { statement, figures, source, evidenceNeeded, withheld }),
    ),
    ...Object.entries(departures).map(([name, { brief, why, keys }]) => item('departure', name, keys, { brief, why })),
    ...Object.entries(questions).map(([name, { market, question, rule, keys }]) =>
      item('question', name, keys, { market, question, rule }),
    ),
  ];
}

/**
 * The site's own lookup over the dictionaries in a project's src/i18n/locales: the text a page of each language
 * shows for a key (an overrides language falls back as on the site). Node has no import.meta.glob, so the files are
 * read here and handed to the loader the site uses.
 */
export function projectRender(root: string): Render {
  const dir = join(root, 'src/i18n/locales');
  const files = Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json') && name !== 'reviewed.json')
      .map((name) => [`./locales/${name}`, readFileSync(join(dir, name), 'utf8')]),
  );
  const translate = createTranslator(loadDictionaries(files));
  const byLang = LANGUAGES.map((lang) => [lang, translate(lang)] as const);
  return (key) => Object.fromEntries(byLang.map(([lang, t]) => [lang, t(key as UIKey)])) as Record<Lang, string>;
}

/** The items of the project at `root`: its registries, with its dictionaries' words. */
export const projectItems = (root: string): ReviewItem[] =>
  reviewItems({ claims: CLAIMS, departures: DEPARTURES, questions: MARKET_QUESTIONS }, projectRender(root));
