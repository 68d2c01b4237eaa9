import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGES, isActivePath, pageOfRoute, pagePath, switchLanguagePath } from './paths';

describe('the page table', () => {
  // A route file without a row would be left out of the bar, the tests and the CloudFront function's pages.
  it('has a row for each page under src/pages/[lang]/ (not-found aside), and a page for each row', () => {
    const routes = readdirSync(new URL('../pages/[lang]/', import.meta.url))
      .filter((file) => file.endsWith('.astro') && file !== '404.astro')
      .map((file) => (file === 'index.astro' ? '' : file.replace(/\.astro$/, '')));
    expect([...PAGES].sort()).toEqual(routes.sort());
  });
  it('knows the page each route renders', () => {
    expect(pageOfRoute('/[lang]')).toBe('');
    expect(pageOfRoute('/[lang]/impact')).toBe('impact');
    expect(pageOfRoute('/[lang]/404')).toBeUndefined();
  });
});

describe('switchLanguagePath', () => {
  it('keeps the rest of the path under the new code', () => {
    expect(switchLanguagePath('/en/patients', 'es')).toBe('/es/patients');
    expect(switchLanguagePath('https://site.example/pt/impact', 'br')).toBe('/br/impact');
  });
  it('maps the home page to the new home page without a trailing slash', () => {
    expect(switchLanguagePath('/en', 'pt')).toBe('/pt');
    expect(switchLanguagePath('/en/', 'pt')).toBe('/pt');
  });
  it('keeps the query and the hash', () => {
    expect(switchLanguagePath('/es/innovation?ref=mail#benefits', 'en')).toBe('/en/innovation?ref=mail#benefits');
  });
  it('does not mistake a page that starts like a code for the language segment', () => {
    expect(switchLanguagePath('/en/brochure', 'es')).toBe('/es/brochure');
    expect(switchLanguagePath('/english', 'es')).toBe('/es/english');
  });
  it('falls back to the root path for a URL it cannot parse', () => {
    expect(switchLanguagePath('http://[::1', 'es')).toBe('/');
  });
});

describe('isActivePath', () => {
  it('marks home only on an exact match', () => {
    expect(isActivePath('/en', '/en', 'en')).toBe(true);
    expect(isActivePath('/en/patients', '/en', 'en')).toBe(false);
  });
  it('marks a section on its own path and its sub-paths', () => {
    expect(isActivePath('/es/impact', '/es/impact', 'es')).toBe(true);
    expect(isActivePath('/es/impact/', '/es/impact', 'es')).toBe(true);
    expect(isActivePath('/es/impact/data', '/es/impact', 'es')).toBe(true);
    expect(isActivePath('/es/innovation', '/es/impact', 'es')).toBe(false);
  });
  it('builds canonical page paths', () => {
    expect(pagePath('br')).toBe('/br');
    expect(pagePath('br', 'patients')).toBe('/br/patients');
  });
});
