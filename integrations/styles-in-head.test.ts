import { describe, expect, it } from 'vitest';
import { stylesInHead } from './styles-in-head.mjs';

const ISLAND = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const BUTTON = '<style>.button{color:red}</style>';

describe('stylesInHead', () => {
  it("moves the CSS of every <style> of the body, in order, into the head's closing <style>", () => {
    const page = `<html><head><style>a{}</style></head><body><p>a</p>${ISLAND}<astro-island></astro-island>${BUTTON}</body></html>`;
    expect(stylesInHead(page)).toBe(
      '<html><head><style>a{}astro-island,astro-slot,astro-static-slot{display:contents}.button{color:red}</style></head><body><p>a</p><astro-island></astro-island></body></html>',
    );
  });

  it('gathers them in one new <style> when the head does not end with one', () => {
    const page = `<html><head><style>a{}</style><link rel="icon" href="/i.png"></head><body>${ISLAND}${BUTTON}</body></html>`;
    expect(stylesInHead(page)).toBe(
      '<html><head><style>a{}</style><link rel="icon" href="/i.png"><style>astro-island,astro-slot,astro-static-slot{display:contents}.button{color:red}</style></head><body></body></html>',
    );
  });

  it('moves them as elements, in order, when one has attributes of its own', () => {
    const print = '<style media="print">p{color:black}</style>';
    const page = `<html><head><style>a{}</style></head><body>${ISLAND}${print}${BUTTON}</body></html>`;
    expect(stylesInHead(page)).toBe(
      `<html><head><style>a{}</style>${ISLAND}${print}${BUTTON}</head><body></body></html>`,
    );
  });

  it('leaves a <style> inside inline SVG or a template where it is', () => {
    const svg = '<svg viewBox="0 0 1 1"><style>.a{fill:red}</style><path class="a" d="M0 0h1v1z"/></svg>';
    const template = '<template><style>p{color:red}</style><p>t</p></template>';
    const page = `<html><head></head><body>${svg}${template}${BUTTON}</body></html>`;
    expect(stylesInHead(page)).toBe(`<html><head>${BUTTON}</head><body>${svg}${template}</body></html>`);
  });

  it('leaves a page whose styles are all in its head as it is', () => {
    const page = `<html><head>${ISLAND}</head><body><p>a</p></body></html>`;
    expect(stylesInHead(page)).toBe(page);
  });
});
