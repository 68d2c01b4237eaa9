import { describe, expect, it } from 'vitest';
import type { Claim } from './claims';
import { pageSources } from './page-sources';

const source = (citation: string) => ({ citation, url: `https://doi.org/10.0000/${citation}` });
const claims: Record<string, Claim> = {
  tissue: {
    statement: 'more tissue',
    figures: [30],
    keys: ['home.hero', 'home.meta.description', 'home.c'],
    source: source('a'),
  },
  tumours: { statement: 'smaller tumours', figures: [5], keys: ['home.b', 'home.c'], source: source('b') },
  quadrant: { statement: 'quadrant', figures: [70], keys: ['home.b'], source: null },
  elsewhere: { statement: 'another page', figures: [2], keys: ['impact.x'], source: source('c') },
};

describe('a page’s sources', () => {
  const page = pageSources(['home.meta.description', 'home.b', 'home.hero', 'home.c'], claims);

  it('numbers the sourced claims in the order the page first states them, meta tags aside', () => {
    expect(page.list.map(({ n, id }) => `${n} ${id}`)).toEqual(['1 tumours', '2 tissue']);
  });

  it('marks each key with every sourced claim it states, in number order', () => {
    expect(page.markers('home.b')).toEqual([1]);
    expect(page.markers('home.hero')).toEqual([2]);
    expect(page.markers('home.c')).toEqual([1, 2]);
  });

  it('marks nothing for a claim without a source, a meta tag, or a key the page does not show', () => {
    expect(page.markers('home.meta.description')).toEqual([]);
    expect(page.markers('impact.x')).toEqual([]);
    expect(pageSources(['home.b'], { quadrant: claims.quadrant! }).list).toEqual([]);
  });

  it('lists nothing for a page that states no sourced claim', () => {
    expect(pageSources(['impact.y'], claims).list).toEqual([]);
  });
});
