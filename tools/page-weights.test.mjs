import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brotliBytes, builtPages, byteLimits, contentPages, gzipBytes, pageWeight, ruleFor } from './page-weights.mjs';

const dist = mkdtempSync(join(tmpdir(), 'page-weights-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function write(path, text) {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), text);
}

const ISLAND = 'import{a}from"./shared.js";export default a;';
const RENDERER = 'import"./shared.js";export*from"./react.js";const lazy=()=>import("./lazy.js");';
const SHARED = 'export const a=1;';
const REACT = 'export const r=2;';
const ENTRY = 'import { x } from "/_astro/shared.js";\nconsole.log(x);';
const CSS = 'body{color:red}';
const NAVBAR = 'import"./react.js";export default 1;';
const BOOTSTRAP = 'document.documentElement.classList.add("js");';
const PAGE = `<!doctype html><html lang="en"><head><link rel="stylesheet" href="/_astro/site.css">
<script>${BOOTSTRAP}</script><script type="application/ld+json">{"@type":"Product"}</script></head><body>
<astro-island client="demand" component-url="/_astro/Navbar.js" renderer-url="/_astro/client.js"></astro-island>
<astro-island client="idle" component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island>
<script type="module" src="/_astro/entry.js"></script></body></html>`;

write('_astro/Island.js', ISLAND);
write('_astro/Navbar.js', NAVBAR);
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
    const weight = await pageWeight(dist, page, { responseHeaderBytes: 800 });
    expect(weight.files.scripts).toEqual([
      '/_astro/Island.js',
      '/_astro/Navbar.js',
      '/_astro/client.js',
      '/_astro/entry.js',
      '/_astro/react.js',
      '/_astro/shared.js',
    ]);
    const files = [ISLAND, NAVBAR, RENDERER, ENTRY, REACT, SHARED].map(brotliBytes);
    expect(weight.js).toBe(brotliBytes(BOOTSTRAP) + files.reduce((a, b) => a + b));
    expect(weight.css).toBe(brotliBytes(CSS));
    expect(weight.html).toBe(brotliBytes(PAGE));
    expect(weight.firstWindow).toBe(800 + brotliBytes(PAGE));
    expect(weight.htmlGzip).toBe(await gzipBytes(PAGE));
    expect(weight.firstWindowGzip).toBe(800 + (await gzipBytes(PAGE)));
    // Gzip, with no dictionary and a 32 KB window, is the larger of the two on a page like this.
    expect(weight.htmlGzip).toBeGreaterThan(weight.html);
  });

  it('counts the island code an inline loader adds before interaction only where an island starts by itself', async () => {
    const loader = `<script>${BOOTSTRAP}s.src="/_astro/island-runtime.js"</script>`;
    const demandOnly = `<!doctype html><html><head>${loader}</head><body>
<astro-island client="demand" component-url="/_astro/Navbar.js" renderer-url="/_astro/client.js"></astro-island></body></html>`;
    write('_astro/island-runtime.js', 'customElements.define("astro-island",class extends HTMLElement{})');
    const reading = await pageWeight(dist, { url: '/en/impact', html: demandOnly });
    expect(reading.files.scripts).toContain('/_astro/island-runtime.js');
    expect(reading.files.eager).toEqual([]);
    const selfStarting = demandOnly.replace('client="demand"', 'client="painted"');
    const home = await pageWeight(dist, { url: '/en', html: selfStarting });
    expect(home.files.eager).toContain('/_astro/island-runtime.js');
  });

  it('leaves islands that wait for the visitor out of the scripts before interaction, inline code in', async () => {
    const page = (await builtPages(dist)).find((p) => p.url === '/en');
    const weight = await pageWeight(dist, page);
    // The navbar's own module waits for an interaction; the idle island and the entry script do not.
    expect(weight.files.eager).toEqual([
      '/_astro/Island.js',
      '/_astro/client.js',
      '/_astro/entry.js',
      '/_astro/react.js',
      '/_astro/shared.js',
    ]);
    const eager = [ISLAND, RENDERER, ENTRY, REACT, SHARED].map(brotliBytes);
    // The JSON-LD block is data, not script.
    expect(weight.jsBeforeInteraction).toBe(brotliBytes(BOOTSTRAP) + eager.reduce((a, b) => a + b));
  });

  it('fails loudly on a reference to a file that was not built', async () => {
    const page = { url: '/x', html: '<script type="module" src="/_astro/missing.js"></script>' };
    await expect(pageWeight(dist, page)).rejects.toThrow(/missing\.js is referenced/);
  });
});

describe('byteLimits', () => {
  const budgets = { files: { responseHeaderBytes: 800, maxFirstWindowBytes: 14000, maxStylesheetKiB: 30 } };
  const rule = { name: 'r', match: '', maxScriptBeforeInteractionKiB: 2, maxScriptKiB: 75, maxTransferKiB: 200 };

  it("gives every page the first window's limit and its rule's script limits, in bytes", () => {
    expect(byteLimits(budgets, rule)).toEqual({
      firstWindow: 14000,
      firstWindowGzip: 14000,
      css: 30 * 1024,
      jsBeforeInteraction: 2048,
      js: 75 * 1024,
    });
  });

  it("takes a rule's stated exception over the site-wide first-window limit", () => {
    expect(byteLimits(budgets, { ...rule, maxFirstWindowBytes: 16750 }).firstWindow).toBe(16750);
    expect(byteLimits(budgets, { ...rule, maxFirstWindowBytes: 16750 }).firstWindowGzip).toBe(16750);
    const gzipOnly = byteLimits(budgets, { ...rule, maxFirstWindowGzipBytes: 16000 });
    expect([gzipOnly.firstWindow, gzipOnly.firstWindowGzip]).toEqual([14000, 16000]);
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
