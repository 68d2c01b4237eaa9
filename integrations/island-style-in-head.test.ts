import { describe, expect, it } from 'vitest';
import { ISLAND_STYLE, islandStyleInHead } from './island-style-in-head.mjs';

describe('islandStyleInHead', () => {
  it('moves the island <style> from the body to the end of the head', () => {
    const page = `<html><head><title>t</title></head><body><p>a</p>${ISLAND_STYLE}<astro-island></astro-island></body></html>`;
    expect(islandStyleInHead(page)).toBe(
      `<html><head><title>t</title>${ISLAND_STYLE}</head><body><p>a</p><astro-island></astro-island></body></html>`,
    );
  });

  it('leaves a page without islands, or with the rule already in its head, as it is', () => {
    const plain = '<html><head></head><body><p>a</p></body></html>';
    const done = `<html><head>${ISLAND_STYLE}</head><body></body></html>`;
    expect(islandStyleInHead(plain)).toBe(plain);
    expect(islandStyleInHead(done)).toBe(done);
  });
});
