import { describe, expect, it } from 'vitest';
import type { Claim } from './claims';
import { numberSources, pageSources, type PageSources } from './page-sources';

const source = (citation: string) => ({
  citation,
  url: `https://doi.org/10.0000/${citation}`,
  quote: `${citation} states it`,
  dataYear: '2024',
});
const claims: Record<string, Claim<string>> = {
  tissue: {
    statement: 'more tissue',
    figures: [30],
    keys: ['home.hero', 'home.meta.description', 'home.c'],
    ideas: [],
    source: source('a'),
  },
  tumours: { statement: 'smaller tumours', figures: [5], keys: ['home.b', 'home.c'], ideas: [], source: source('b') },
  quadrant: { statement: 'quadrant', figures: [70], keys: ['home.b'], ideas: [], source: null },
  elsewhere: { statement: 'another page', figures: [2], keys: ['impact.x'], ideas: [], source: source('c') },
};

/** A key's text with its markers, as src/components/Text.astro renders it. */
const text = (sources: PageSources, key: string) => {
  const links = sources.markers(key).map((n) => `<a href="#source-${n}" aria-label="Source ${n}">${n}</a>`);
  return `<p>${key}${links.length ? `<sup class="cite">${links.join(',')}</sup>` : ''}</p>`;
};
/** The Sources list, as src/components/Sources.astro renders it. */
const list = (sources: PageSources) =>
  `<ol data-sources>${sources.list.map(({ number: n, source: s }) => `<li id="source-${n}" value="${n}">${s.citation}</li>`).join('')}</ol>`;

/** The page's keys in its dictionary's order, which is not the order its sections show them in. */
const DICTIONARY_ORDER = ['home.c', 'home.meta.description', 'home.hero', 'home.b'];

/** A page of sections (each a list of keys) in the given order, rendered and numbered. */
function renderPage(sections: string[][]) {
  const sources = pageSources(DICTIONARY_ORDER, claims);
  const main = sections.map((keys) => `<section>${keys.map((key) => text(sources, key)).join('')}</section>`);
  const html = numberSources(`<main>${main.join('')}</main><footer>${list(sources)}</footer>`);
  const markers = (key: string) =>
    [
      ...(
        new RegExp(`<p>${key.replace('.', '\\.')}(?:<sup class="cite">(.*?)</sup>)?</p>`).exec(html)?.[1] ?? ''
      ).matchAll(/>(\d+)</g),
    ].map(([, n]) => Number(n));
  const listed = [...html.matchAll(/<li id="source-(\d+)" value="\1">(\w+)<\/li>/g)].map(([, n, c]) => `${n} ${c}`);
  return { html, markers, listed };
}

describe('a page’s sources', () => {
  const page = renderPage([['home.meta.description'], ['home.b'], ['home.hero', 'home.c']]);

  it('numbers the sourced claims in the order the page first states them, meta tags aside', () => {
    expect(page.listed).toEqual(['1 b', '2 a']);
  });

  it('marks each key with every sourced claim it states, in number order', () => {
    expect(page.markers('home.b')).toEqual([1]);
    expect(page.markers('home.hero')).toEqual([2]);
    expect(page.markers('home.c')).toEqual([1, 2]);
  });

  it('renumbers when two sections change places, whatever the order of the keys in en.json', () => {
    const moved = renderPage([['home.hero', 'home.c'], ['home.b']]);
    expect(moved.listed).toEqual(['1 a', '2 b']);
    expect(moved.markers('home.hero')).toEqual([1]);
    expect(moved.markers('home.b')).toEqual([2]);
    expect(moved.markers('home.c')).toEqual([1, 2]);
  });

  it('marks nothing for a claim without a source, a meta tag, or a key the page does not show', () => {
    const sources = pageSources(['home.meta.description', 'home.b', 'home.hero', 'home.c'], claims);
    expect(sources.markers('home.meta.description')).toEqual([]);
    expect(sources.markers('impact.x')).toEqual([]);
    expect(pageSources(['home.b'], { quadrant: claims.quadrant! }).list).toEqual([]);
  });

  it('lists a page two claims cite once, and marks a key stating both with its one number', () => {
    const shared = {
      first: { ...claims.tissue!, keys: ['home.hero'], source: source('a') },
      second: { ...claims.tissue!, keys: ['home.hero', 'home.b'], source: source('a') },
    };
    const sources = pageSources(['home.hero', 'home.b'], shared);
    expect(sources.list.map(({ id }) => id)).toEqual(['first']);
    expect(sources.markers('home.hero')).toEqual(sources.markers('home.b'));
    expect(sources.markers('home.hero')).toHaveLength(1);
  });

  it('lists nothing for a page that states no sourced claim, and leaves its HTML as it was', () => {
    expect(pageSources(['impact.y'], claims).list).toEqual([]);
    expect(numberSources('<main><p>5 times smaller</p></main>')).toBe('<main><p>5 times smaller</p></main>');
  });
});
