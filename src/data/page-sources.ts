/**
 * The sources a page lists: the sourced claims its text states, numbered in the order the page first states them.
 * Pages show their dictionary groups in en.json's order, so that order numbers the markers without a render pass.
 */
import { CLAIMS, type Claim, type ClaimId, type Source } from './claims';

export interface PageSources {
  /** The page's Sources list, in marker order. */
  list: { n: number; id: ClaimId; source: Source }[];
  /** The marker numbers to show beside a key's text: one per sourced claim it states, none for most keys. */
  markers(key: string): number[];
}

/** Keys a visitor reads on the page: `pageKeys` in en.json order, less the meta tags, which hold no marker. */
const readable = (key: string) => !/(^|\.)meta\./.test(key);

export function pageSources(
  pageKeys: readonly string[],
  claims: Readonly<Record<string, Claim>> = CLAIMS,
): PageSources {
  const sourced = Object.entries(claims).filter((entry): entry is [ClaimId, Claim & { source: Source }] =>
    Boolean(entry[1].source),
  );
  const numbers = new Map<ClaimId, number>();
  const byKey = new Map<string, number[]>();
  for (const key of pageKeys.filter(readable)) {
    for (const [id, claim] of sourced) {
      if (!claim.keys.includes(key)) continue;
      if (!numbers.has(id)) numbers.set(id, numbers.size + 1);
      byKey.set(key, [...(byKey.get(key) ?? []), numbers.get(id)!]);
    }
  }
  const list = [...numbers].map(([id, n]) => ({ n, id, source: claims[id]!.source! }));
  return { list, markers: (key) => [...(byKey.get(key) ?? [])].sort((a, b) => a - b) };
}
