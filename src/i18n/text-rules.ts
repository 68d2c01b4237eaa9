/**
 * What every string of the dictionaries must keep so that its page shows it right, as rules made from its
 * English text: each {{placeholder}} of English kept (the page fills it in), no other braces (the page would
 * show them as typed), and no markup (the pages escape it: "<strong>" would show as typed). The one
 * implementation of these rules: the build (integrations/content-check.mjs), `npm run i18n:check` and the
 * content admin (each field's `pattern`) all read them from here.
 *
 * A rule is a regular expression without flags, as the admin's configuration carries it in JSON, which a valid
 * text matches from its start: a lookahead, so that a field's rules join into one pattern.
 */

export type TextRuleKind = 'placeholder' | 'markup';

export interface TextRule {
  kind: TextRuleKind;
  /** A lookahead tested at the start of the text: `(?=…)` or `(?!…)`. */
  pattern: string;
  /** What to do, in an editor's words. */
  message: string;
}

/** What each placeholder of en.json is replaced by on the page, for the editor's message. */
export const PLACEHOLDER_MEANINGS: Readonly<Record<string, string>> = {
  email: 'the contact address',
  number: 'the registration or certificate number',
  language: 'the name of the current language',
  n: 'the slide or source number',
  total: 'the number of slides',
  name: "the manufacturer's name",
  address: "the manufacturer's address",
  product: 'the product name',
  year: 'the current year',
};

/** Interpolation names: "Write to {{ email }}" has "email" (an i18next format after a comma is ignored). */
export function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^{},\s]+)[^{}]*\}\}/g)].map((match) => match[1]);
  return [...new Set(names)].sort();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A placeholder as i18next reads it: {{email}}, also with spaces inside or a format after a comma. */
const placeholderSource = (name: string) => `\\{\\{ *${escapeRegExp(name)} *(?:,[^{}]*)?\\}\\}`;
const list = (names: string[]) => names.map((name) => `{{${name}}}`).join(', ');

/** One rule per placeholder of `english`: the text keeps it. */
function keptPlaceholders(english: string): TextRule[] {
  return placeholders(english).map((name): TextRule => ({
    kind: 'placeholder',
    pattern: `(?=[\\s\\S]*${placeholderSource(name)})`,
    message: `Keep {{${name}}}: it is replaced by ${PLACEHOLDER_MEANINGS[name] ?? 'a value the page fills in'}.`,
  }));
}

/** The rules a translation (or the English text itself) of `english` must keep. */
export function textRules(english: string): TextRule[] {
  const names = placeholders(english);
  const allowed = names.map((name) => `|${placeholderSource(name)}`).join('');
  const braces: TextRule = {
    kind: 'placeholder',
    pattern: `(?=(?:[^{}]${allowed})*$)`,
    message: names.length
      ? `Braces { } belong only around ${list(names)}, spelt exactly so: the page would show any other as typed.`
      : 'Remove the braces { }: this text has no placeholder, so the page would show them as typed.',
  };
  const markup: TextRule = {
    kind: 'markup',
    pattern: '(?![\\s\\S]*(?:<\\/?[A-Za-z][^<>]*>|&#?[A-Za-z0-9]+;))',
    message: 'Remove the markup (such as <strong> or &nbsp;): the page would show it as typed. Write plain text.',
  };
  return [...keptPlaceholders(english), braces, markup];
}

/** The rules `text` breaks, checked against its English text `english`. */
export function brokenRules(text: string, english: string): TextRule[] {
  return textRules(english).filter((rule) => !new RegExp(`^${rule.pattern}`).test(text));
}

/**
 * The rules of a string as one pattern and one message, as the admin's fields take them
 * (`pattern: [regex, message]`): the same regular expressions, joined; the message says what to keep, then
 * what not to type.
 */
export function fieldPattern(english: string): [pattern: string, message: string] {
  const rules = textRules(english);
  const keep = keptPlaceholders(english).map((rule) => rule.message);
  const names = placeholders(english);
  const avoid = names.length
    ? `Type no other braces { } (spell ${list(names)} exactly so) and no markup such as <strong>: the page would show them as typed.`
    : 'Type no braces { } and no markup such as <strong>: the page would show them as typed.';
  return [`^${rules.map((rule) => rule.pattern).join('')}`, [...keep, avoid].join(' ')];
}
