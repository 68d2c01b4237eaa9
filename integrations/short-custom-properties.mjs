/**
 * Build step: gives the CSS custom properties (and the other dashed names: @property, anchor and timeline names) of
 * each built page short names, `--a`, `--b` … by how often the page uses them, in its <style> elements and style=""
 * attributes. The source keeps its readable names (--color-surface-strong); the page, whose CSS is inline, loses
 * about 250 gzip bytes of its first round trip. A name that script reads or sets (any script of the build, the page's
 * inline ones included) keeps its own, and no short name is one of those.
 */
import { readFile, readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';
import { elements, rewriteBuiltPages, shortId } from './built-pages.mjs';

/** A dashed name, not the tail of a longer name (a BEM modifier class, .card--glass, is no custom property). */
const DASHED_NAME = /(?<![\w-])--[A-Za-z_][\w-]*/g;
const SCRIPT_FILES = new Set(['.js', '.mjs']);

/** Every dashed name in a text (a script, a stylesheet). */
export const dashedNames = (text) => new Set(text.match(DASHED_NAME) ?? []);

/** The i-th short name: --a … --z, then --a0 … --z0, --a1 …, as short ids go. */
export const shortName = (index) => `--${shortId(index)}`;

/**
 * The page with the dashed names of its CSS shortened; `keep`: names script uses, left as they are. A name is
 * rewritten only inside <style> elements and style="" attributes, where CSS is.
 * @param {string} html
 * @param {{ keep?: Set<string> }} [options]
 */
export function shortenCustomProperties(html, { keep = new Set() } = {}) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const spans = [];
  const kept = new Set(keep);
  for (const element of elements(document)) {
    const style = element.sourceCodeLocation.attrs?.style;
    if (style) spans.push([style.startOffset, style.endOffset]);
    const { startTag, endTag } = element.sourceCodeLocation;
    if (element.tagName === 'style' && endTag) spans.push([startTag.endOffset, endTag.startOffset]);
    // An inline script's names are as much script's as a bundle's.
    if (element.tagName === 'script')
      for (const child of element.childNodes) dashedNames(child.value ?? '').forEach((name) => kept.add(name));
  }
  const counts = new Map();
  for (const [start, end] of spans)
    for (const name of html.slice(start, end).match(DASHED_NAME) ?? [])
      if (!kept.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
  const names = new Map();
  let next = 0;
  for (const [name] of [...counts].sort(([, a], [, b]) => b - a)) {
    while (kept.has(shortName(next))) next += 1;
    names.set(name, shortName(next++));
  }
  let out = html;
  for (const [start, end] of spans.sort(([a], [b]) => b - a))
    out =
      out.slice(0, start) +
      out.slice(start, end).replace(DASHED_NAME, (name) => names.get(name) ?? name) +
      out.slice(end);
  return out;
}

/** The dashed names in the build's script files: names that script may read or set. */
export async function scriptDashedNames(dir) {
  const names = new Set();
  for (const file of await readdir(dir, { recursive: true }))
    if (SCRIPT_FILES.has(extname(file)))
      dashedNames(await readFile(join(dir, file), 'utf8')).forEach((name) => names.add(name));
  return names;
}

/** Astro integration: shorten every built page's dashed names (before the CSP hashes its styles). */
export function shortCustomPropertiesIntegration() {
  return {
    name: 'adhera:short-custom-properties',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const keep = await scriptDashedNames(fileURLToPath(dir));
        const pages = await rewriteBuiltPages(dir, (html) => shortenCustomProperties(html, { keep }));
        logger.info(`custom properties of ${pages} pages shortened (${keep.size} kept for script)`);
      },
    },
  };
}
