/**
 * The one loop for build steps that rewrite finished HTML: every page under the output folder goes through the
 * step's transform, and only a page it changed is written back, so steps stay pure string functions.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Rewrites each built .html page through `transform(html, page)` (page: its path under the folder); returns
 * how many pages it read.
 * @param {URL | string} dir the build's output folder, as Astro's `astro:build:done` hook gives it
 * @param {(html: string, page: string) => string} transform
 */
export async function rewriteBuiltPages(dir, transform) {
  const out = dir instanceof URL ? fileURLToPath(dir) : dir;
  const pages = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.html'));
  for (const page of pages) {
    const path = join(out, page);
    const html = await readFile(path, 'utf8');
    const rewritten = transform(html, page);
    if (rewritten !== html) await writeFile(path, rewritten);
  }
  return pages.length;
}

/** The elements of a parse5 document (or node), in document order, template contents included. */
export function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (!child.tagName) continue;
    yield child;
    yield* elements(child.tagName === 'template' ? child.content : child);
  }
}

/**
 * The text with each edit's span, [start, end) in the original text, replaced by its new text; the spans must not
 * overlap. Edits are applied from the end, so each offset still points where the parser saw it.
 * @param {string} text
 * @param {[number, number, string][]} edits
 */
export function applyEdits(text, edits) {
  let out = text;
  for (const [start, end, replacement] of [...edits].sort(([a], [b]) => b - a))
    out = out.slice(0, start) + replacement + out.slice(end);
  return out;
}

/** The i-th short id: a … z, then a0 … z0, a1 … (a letter, then a number in base 36). */
export function shortId(index) {
  const letter = String.fromCharCode(97 + (index % 26));
  const round = Math.floor(index / 26);
  return `${letter}${round === 0 ? '' : (round - 1).toString(36)}`;
}
