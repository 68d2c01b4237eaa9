/**
 * The sources a page lists, numbered in the order a reader meets their claims on the rendered page: the page is
 * rendered with a placeholder for each number (the claim's id), and `numberSources` then numbers the placeholders
 * in document order and puts the Sources list in that order. Moving a section on a page renumbers its sources.
 */
import { CLAIMS, type Claim, type ClaimId, type Source } from './claims';

export interface PageSources {
  /**
   * The page's sources, one entry per cited page (claims citing the same page share it), each with the placeholder its
   * number is rendered as until `numberSources`.
   */
  list: { id: ClaimId; source: Source; number: string }[];
  /** The placeholders of the markers to show beside a key's text: one per sourced claim it states, none for most. */
  markers(key: string): string[];
}

/** A claim's number before the page is numbered: private-use characters, which no copy holds, around its id. */
const placeholder = (id: string) => `\uE000${id}\uE001`;
const PLACEHOLDER = /\uE000(\w+)\uE001/g;

/** Keys a visitor reads on the page, less the meta tags, which hold no marker. */
const readable = (key: string) => !/(^|\.)meta\./.test(key);

export function pageSources(
  pageKeys: readonly string[],
  claims: Readonly<Record<string, Claim<string>>> = CLAIMS,
): PageSources {
  const keys = new Set(pageKeys.filter(readable));
  const sourced = Object.entries(claims).filter(
    (entry): entry is [ClaimId, Claim<string> & { source: Source }] =>
      Boolean(entry[1].source) && entry[1].keys.some((key) => keys.has(key)),
  );
  // Claims that cite one page share its entry: the first of them names it.
  const named = new Map<string, ClaimId>();
  for (const [id, { source }] of sourced) if (!named.has(source.url)) named.set(source.url, id);
  const entryOf = (source: Source) => named.get(source.url)!;
  return {
    list: [...named].map(([url, id]) => ({
      id,
      source: sourced.find(([, claim]) => claim.source.url === url)![1].source,
      number: placeholder(id),
    })),
    markers: (key) =>
      keys.has(key)
        ? [
            ...new Set(
              sourced.filter(([, claim]) => claim.keys.includes(key)).map(([, claim]) => entryOf(claim.source)),
            ),
          ].map(placeholder)
        : [],
  };
}

/**
 * Numbers a rendered page's sources in the order a reader meets them: the first placeholder in the document is 1,
 * the next new one 2, and so on (the markers come before the list). A key's markers are put in number order, and
 * the items of the Sources list (`<ol data-sources>`) too. A page without placeholders comes back unchanged.
 */
export function numberSources(html: string): string {
  const numbers = new Map<string, number>();
  for (const [, id] of html.matchAll(PLACEHOLDER)) if (!numbers.has(id!)) numbers.set(id!, numbers.size + 1);
  if (!numbers.size) return html;
  const numbered = html.replace(PLACEHOLDER, (_, id: string) => String(numbers.get(id)));
  const valueOf = (item: string) => Number(/\bvalue="(\d+)"/.exec(item)?.[1]);
  return numbered
    .replace(/(<sup class="cite"[^>]*>)([\s\S]*?)(<\/sup>)/g, (_, open: string, links: string, close: string) => {
      const sorted = (links.match(/<a\b[\s\S]*?<\/a>/g) ?? []).sort(
        (a, b) => Number(/#source-(\d+)/.exec(a)?.[1]) - Number(/#source-(\d+)/.exec(b)?.[1]),
      );
      return open + sorted.join(',') + close;
    })
    .replace(/(<ol data-sources[^>]*>)([\s\S]*?)(<\/ol>)/, (_, open: string, items: string, close: string) => {
      const sorted = (items.match(/<li\b[\s\S]*?<\/li>/g) ?? []).sort((a, b) => valueOf(a) - valueOf(b));
      return open + sorted.join('') + close;
    });
}
