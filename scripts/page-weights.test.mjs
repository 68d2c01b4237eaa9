import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { builtPages, contentPages, pageWeight, ruleFor } from './page-weights.mjs';

const dist = mkdtempSync(join(tmpdir(), 'page-weights-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function write(path, text) {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), text);
}
const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

const ISLAND = 'import{a}from"./shared.js";export default a;';
const RENDERER = 'import"./shared.js";export*from"./react.js";const lazy=()=>import("./lazy.js");';
const SHARED = 'export const a=1;';
const REACT = 'export const r=2;';
const ENTRY = 'import { x } from "/_astro/shared.js";\nconsole.log(x);';
const CSS = 'body{color:red}';
const PAGE = `<!doctype html><html lang="en"><head><link rel="stylesheet" href="/_astro/site.css"></head><body>
<astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island>
<script type="module" src="/_astro/entry.js"></script></body></html>`;

write('_astro/Island.js', ISLAND);
write('_astro/client.js', RENDERER);
write('_astro/shared.js', SHARED);
write('_astro/react.js', REACT);
write('_astro/lazy.js', 'export const never = "loaded up front";');
write('_astro/entry.js', ENTRY);
write('_astro/site.css', CSS);
write('en.html', PAGE);
write('en/impact.html', '<!doctype html><title>x</title>');
write('en/404.html', '<!doctype html><title>x</title>');
write('404.html', '<!doctype html><title>x</title>');
write('index.html', '<!doctype html><meta http-equiv="refresh" content="0;url=/en">');

describe('builtPages', () => {
  it('maps files to the URLs they are served at', async () => {
    const pages = await builtPages(dist);
    expect(pages.map((p) => p.url).sort()).toEqual(['/', '/en', '/en/impact', '/en/no-such-page', '/no-such-page']);
    expect(pages.filter((p) => p.notFound).map((p) => p.rel)).toEqual(['404.html', 'en/404.html']);
  });

  it('leaves out redirect stubs from the content pages', async () => {
    expect((await contentPages(dist)).map((p) => p.url)).not.toContain('/');
  });
});

describe('pageWeight', () => {
  it('counts scripts, islands and their static imports once each, but not dynamic imports', async () => {
    const page = (await builtPages(dist)).find((p) => p.url === '/en');
    const weight = await pageWeight(dist, page);
    expect(weight.files.scripts).toEqual([
      '/_astro/Island.js',
      '/_astro/client.js',
      '/_astro/entry.js',
      '/_astro/react.js',
      '/_astro/shared.js',
    ]);
    expect(weight.js).toBe(gz(ISLAND) + gz(RENDERER) + gz(ENTRY) + gz(REACT) + gz(SHARED));
    expect(weight.css).toBe(gz(CSS));
    expect(weight.html).toBe(gz(PAGE));
  });

  it('fails loudly on a reference to a file that was not built', async () => {
    const page = { url: '/x', html: '<script type="module" src="/_astro/missing.js"></script>' };
    await expect(pageWeight(dist, page)).rejects.toThrow(/missing\.js is referenced/);
  });
});

describe('ruleFor', () => {
  const budgets = {
    pages: [
      { name: 'home', match: '^/[a-z]{2}$' },
      { name: 'other', match: '' },
    ],
  };

  it('takes the first rule whose pattern matches', () => {
    expect(ruleFor(budgets, '/es').name).toBe('home');
    expect(ruleFor(budgets, '/es/impact').name).toBe('other');
  });

  it('refuses a path no rule matches', () => {
    expect(() => ruleFor({ pages: [{ name: 'home', match: '^/$' }] }, '/en')).toThrow(/no page rule/);
  });
});
