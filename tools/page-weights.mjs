/**
 * What each built page is and what it loads, measured on the files in dist/ rather than through a
 * server. Text files are counted as brotli bytes at the build's settings (integrations/precompress.mjs): what
 * the shipped servers send to browsers, which all accept brotli. A page's HTML is also counted as gzip, what hosts
 * without brotli send (plain nginx, Apache, S3, GitHub Pages). Shared by tools/check-budgets.mjs (npm test) and
 * tools/bench.mjs (Lighthouse).
 */
import { readFile, readdir } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { COMPRESSIBLE } from '../lib/compressible.mjs';
import { brotliOptions, gzipForHosts } from '../integrations/precompress.mjs';

export const KIB = 1024;

/** The path a not-found page is requested at: any URL that matches no file gets it. */
export const NOT_FOUND_PROBE = 'no-such-page';

/** @typedef {{ name: string, match: string, maxFirstWindowBytes?: number, maxFirstWindowGzipBytes?: number, maxScriptBeforeInteractionKiB: number, maxScriptKiB: number, maxTransferKiB: number }} PageRule */

export async function loadBudgets(file = new URL('../budgets.json', import.meta.url)) {
  return JSON.parse(await readFile(file, 'utf8'));
}

/** The first page rule of budgets.json whose pattern matches the URL path. */
export function ruleFor(budgets, urlPath) {
  /** @type {PageRule | undefined} */
  const rule = budgets.pages.find((/** @type {PageRule} */ r) => new RegExp(r.match).test(urlPath));
  if (!rule)
    throw new Error(`budgets.json: no page rule matches ${urlPath}; end the list with a catch-all ("match": "")`);
  return rule;
}

/**
 * A page's byte limits, in bytes: `firstWindow` and `firstWindowGzip`, its response headers plus its HTML as brotli
 * and as gzip (the site-wide limit, as the first congestion window is the same for every page and every encoding,
 * unless its rule states an exception), the stylesheets it links, and its rule's JavaScript.
 */
export function byteLimits(budgets, /** @type {PageRule} */ rule) {
  const firstWindow = rule.maxFirstWindowBytes ?? budgets.files.maxFirstWindowBytes;
  return {
    firstWindow,
    firstWindowGzip: rule.maxFirstWindowGzipBytes ?? firstWindow,
    css: budgets.files.maxStylesheetKiB * KIB,
    jsBeforeInteraction: rule.maxScriptBeforeInteractionKiB * KIB,
    js: rule.maxScriptKiB * KIB,
  };
}

async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/**
 * Every HTML page in distDir with the URL it is served at (file output: dist/es/impact.html is
 * /es/impact; a 404.html is what an unknown path in its folder gets). Redirect stubs (meta refresh,
 * such as the / → /en page) are flagged, as they have no content of their own.
 */
export async function builtPages(distDir) {
  const pages = [];
  for (const file of await htmlFiles(distDir)) {
    const rel = relative(distDir, file).split(sep).join('/');
    const notFound = rel === '404.html' || rel.endsWith('/404.html');
    let url = '/' + rel.replace(/\.html$/, '');
    if (notFound) url = url.replace(/404$/, NOT_FOUND_PROBE);
    else if (url === '/index') url = '/';
    const html = await readFile(file, 'utf8');
    const redirect = /<meta[^>]+http-equiv=["']?refresh/i.test(html);
    pages.push({ file, rel, url, notFound, redirect, html });
  }
  return pages;
}

/** The pages a visitor reads: every built page except redirect stubs. */
export async function contentPages(distDir) {
  return (await builtPages(distDir)).filter((page) => !page.redirect);
}

/** Brotli bytes of text (or a file's bytes), at the build's settings. */
export function brotliBytes(text) {
  const data = Buffer.from(text);
  return brotliCompressSync(data, brotliOptions(data.length)).length;
}

/** Gzip bytes of text, as the build compresses it. */
export async function gzipBytes(text) {
  return (await gzipForHosts(Buffer.from(text))).length;
}

const sizeCache = new Map();
/**
 * Bytes a built file given by its URL path ("/_astro/x.js") costs on the wire: brotli for text, the
 * file size for images and fonts. Throws if the file is missing.
 */
export async function wireBytes(distDir, urlPath) {
  const key = `${distDir}\0${urlPath}`;
  if (!sizeCache.has(key)) {
    const file = join(distDir, decodeURIComponent(urlPath));
    let body;
    try {
      body = await readFile(file);
    } catch {
      throw new Error(`${urlPath} is referenced but ${file} does not exist`);
    }
    sizeCache.set(key, COMPRESSIBLE.has(extname(file)) ? brotliBytes(body) : body.length);
  }
  return sizeCache.get(key);
}

/** Same-origin path of a reference, or null for other origins, data: URLs and the like. */
function localPath(ref, base) {
  if (!ref || /^(data|mailto|tel|javascript):/i.test(ref)) return null;
  const url = new URL(ref, new URL(base, 'http://site.invalid'));
  return url.origin === 'http://site.invalid' ? url.pathname : null;
}

// Static imports and re-exports in bundled ES modules, minified or not: `import{a}from"./b.js"`,
// `import"./c.js"`, `export*from"./d.js"`. Dynamic import() is not followed: it loads on demand.
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"'\n]+)["']/g;

/** Islands that wait for the visitor: they load nothing until scrolled into view or interacted with. */
const ON_DEMAND = new Set(['visible', 'demand']);

/**
 * The JavaScript files a page can load: module and classic <script src>, files inline scripts add, module preloads, its islands'
 * component, renderer and before-hydration URLs, and everything those import statically, transitively.
 * With `beforeInteraction`, islands that wait for the visitor (client:visible, client:demand) are
 * left out: what loads before anyone scrolls or touches anything. Returns URL paths.
 */
async function scriptClosure(distDir, document, pageUrl, { beforeInteraction = false } = {}) {
  const islands = [...document.querySelectorAll('astro-island')].filter(
    (island) => !beforeInteraction || !ON_DEMAND.has(island.getAttribute('client') ?? ''),
  );
  const seeds = [
    ...[...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
    // Files an inline script adds (the island runtime's loader, integrations/island-runtime.mjs): it adds them as
    // the islands start, so before any interaction only where an island starts by itself.
    ...(islands.length > 0
      ? [...document.querySelectorAll('script:not([src])')].flatMap((s) =>
          [...s.textContent.matchAll(/"(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]),
        )
      : []),
    ...[...document.querySelectorAll('link[rel~="modulepreload"][href]')].map((l) => l.getAttribute('href')),
    ...islands.flatMap((island) =>
      ['component-url', 'renderer-url', 'before-hydration-url'].map((attr) => island.getAttribute(attr)),
    ),
  ];
  const seen = new Set();
  const queue = seeds.map((ref) => localPath(ref, pageUrl)).filter(Boolean);
  while (queue.length) {
    const path = queue.shift();
    if (seen.has(path)) continue;
    seen.add(path);
    await wireBytes(distDir, path); // fails loudly on a missing file
    const code = await readFile(join(distDir, decodeURIComponent(path)), 'utf8');
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) {
      if (spec.startsWith('.') || spec.startsWith('/')) queue.push(localPath(spec, path));
    }
  }
  return [...seen].sort();
}

/** Brotli bytes of the page's inline scripts (JSON data blocks are not scripts), as one stream. */
export function inlineScriptBytes(document) {
  const code = [...document.querySelectorAll('script:not([src])')]
    .filter((script) => !/json/i.test(script.getAttribute('type') ?? ''))
    .map((script) => script.textContent)
    .join('\n');
  return code ? brotliBytes(code) : 0;
}

/** Stylesheets the page links (inline <style> counts as part of the HTML). */
export function stylesheets(document, pageUrl) {
  return [...document.querySelectorAll('link[rel~="stylesheet"][href]')]
    .map((link) => localPath(link.getAttribute('href'), pageUrl))
    .filter(Boolean);
}

const sum = async (distDir, paths) => {
  let total = 0;
  for (const path of paths) total += await wireBytes(distDir, path);
  return total;
};

/**
 * Brotli bytes of a page's HTML (and `firstWindow`, with the response headers budgets.json counts for it), its HTML as
 * gzip (`htmlGzip`, `firstWindowGzip`) and linked CSS, and of its JavaScript: `js`, everything its islands can
 * load once used; `jsBeforeInteraction`, what loads before anyone scrolls or touches anything, inline
 * scripts included. The files are listed.
 */
export async function pageWeight(distDir, page, { responseHeaderBytes = 0 } = {}) {
  const { document } = new JSDOM(page.html).window;
  const scripts = await scriptClosure(distDir, document, page.url);
  const eager = await scriptClosure(distDir, document, page.url, { beforeInteraction: true });
  const css = stylesheets(document, page.url);
  const inline = inlineScriptBytes(document);
  const html = brotliBytes(page.html);
  const htmlGzip = await gzipBytes(page.html);
  return {
    html,
    firstWindow: responseHeaderBytes + html,
    htmlGzip,
    firstWindowGzip: responseHeaderBytes + htmlGzip,
    css: await sum(distDir, css),
    js: inline + (await sum(distDir, scripts)),
    jsBeforeInteraction: inline + (await sum(distDir, eager)),
    files: { scripts, eager, css },
  };
}

export const kib = (bytes) => (bytes / KIB).toFixed(1);
