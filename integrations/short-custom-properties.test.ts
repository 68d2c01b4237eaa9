import { describe, expect, it } from 'vitest';
import { shortName, shortenCustomProperties } from './short-custom-properties.mjs';

const page = (head: string, body = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('shortName', () => {
  it('gives distinct names, a letter first', () => {
    const names = Array.from({ length: 2000 }, (_, i) => shortName(i));
    expect(names.slice(0, 3)).toEqual(['--a', '--b', '--c']);
    expect(names[26]).toBe('--a0');
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^--[a-z][0-9a-z]*$/);
  });
});

describe('shortenCustomProperties', () => {
  it('renames each dashed name the same way everywhere CSS is, the most used one shortest', () => {
    const html = page(
      '<style>:root{--color-text:#000;--space-m:1rem}p{color:var(--color-text);margin:var(--space-m)}a{color:var(--color-text)}</style>',
      '<p style="--space-m:2rem">x</p>',
    );
    expect(shortenCustomProperties(html)).toBe(
      page(
        '<style>:root{--a:#000;--b:1rem}p{color:var(--a);margin:var(--b)}a{color:var(--a)}</style>',
        '<p style="--b:2rem">x</p>',
      ),
    );
  });

  it('leaves BEM modifier classes alone', () => {
    const html = page('<style>.card--glass{--color-heading:#fff}.card--glass h3{color:var(--color-heading)}</style>');
    expect(shortenCustomProperties(html)).toBe(
      page('<style>.card--glass{--a:#fff}.card--glass h3{color:var(--a)}</style>'),
    );
  });

  it('renames @property, anchor and timeline names with the properties', () => {
    const out = shortenCustomProperties(
      page(
        '<style>@property --nav-ink{syntax:"<color>"}.b{anchor-name:--lang-button}.l{position-anchor:--lang-button}</style>',
      ),
    );
    expect(out).not.toMatch(/--nav-ink|--lang-button/);
    expect(out).toContain('anchor-name:--a}.l{position-anchor:--a}');
  });

  it('keeps the names script uses, in the build or in the page, and gives no other name theirs', () => {
    const html = page(
      '<style>.n{animation-delay:var(--nav-scroll-delay,1s);gap:var(--gap);color:var(--color-text)}</style>' +
        '<script>document.documentElement.style.setProperty("--nav-scroll-delay","1s")</script>',
    );
    const out = shortenCustomProperties(html, { keep: new Set(['--gap', '--a']) });
    expect(out).toContain('var(--nav-scroll-delay,1s);gap:var(--gap);color:var(--b)');
    expect(out).toContain('setProperty("--nav-scroll-delay","1s")');
  });

  it('leaves text, comments and other attributes as they are', () => {
    const body = '<!--astro:end--><p data-x="--color-text">a --color-text b</p>';
    const html = page('<style>p{color:var(--color-text)}</style>', body);
    expect(shortenCustomProperties(html)).toBe(page('<style>p{color:var(--a)}</style>', body));
  });
});
