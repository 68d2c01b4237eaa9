/**
 * Astro writes some <style> elements into the body (its island rule before a page's first island; a component's CSS
 * after an island that renders it), where HTML allows none. After the build, this moves their CSS, in order, to
 * the end of <head>: it still comes after the head's own styles, so the cascade is unchanged, and the CSP hashes
 * do not depend on where it stood. Plain ones join the head's last <style> when that closes the head (or one new
 * <style>): each <style> costs the page a CSP hash, 44 bytes no compressor shrinks. A <style> inside inline SVG or
 * a <template> belongs there and stays.
 */
import { parse } from 'parse5';
import { rewriteBuiltPages } from './built-pages.mjs';

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** The body's HTML <style> elements, in document order, not entering SVG, MathML or templates. */
function* bodyStyles(node) {
  for (const child of node.childNodes ?? []) {
    if (!child.tagName || child.namespaceURI !== HTML_NS || child.tagName === 'template') continue;
    if (child.tagName === 'style') yield child;
    else yield* bodyStyles(child);
  }
}

/** A <style> element without attributes; its CSS. */
const PLAIN_STYLE = /^<style>([\s\S]*?)<\/style>$/;

/** The page with every <style> of its body moved to the end of its head; a page without one as it is. */
export function stylesInHead(html) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const root = document.childNodes.find((node) => node.tagName === 'html');
  const head = root?.childNodes.find((node) => node.tagName === 'head');
  const body = root?.childNodes.find((node) => node.tagName === 'body');
  const headEnd = head?.sourceCodeLocation?.endTag?.startOffset;
  if (!body || headEnd === undefined) return html;
  const spans = [...bodyStyles(body)].map(({ sourceCodeLocation: { startOffset, endOffset } }) => [
    startOffset,
    endOffset,
  ]);
  if (spans.length === 0) return html;
  let rest = html.slice(headEnd);
  for (const [start, end] of [...spans].reverse()) rest = rest.slice(0, start - headEnd) + rest.slice(end - headEnd);
  const moved = spans.map(([start, end]) => html.slice(start, end));
  const inHead = html.slice(0, headEnd);
  // A <style> with attributes (media, nonce) stays an element of its own, and so, to keep their order, do all.
  if (!moved.every((style) => PLAIN_STYLE.test(style))) return inHead + moved.join('') + rest;
  const css = moved.map((style) => PLAIN_STYLE.exec(style)[1]).join('');
  const lastStyle = inHead.slice(inHead.lastIndexOf('<style'));
  if (PLAIN_STYLE.test(lastStyle)) return `${inHead.slice(0, -'</style>'.length)}${css}</style>${rest}`;
  return `${inHead}<style>${css}</style>${rest}`;
}

/** @returns {import('astro').AstroIntegration} */
export function stylesInHeadIntegration() {
  return {
    name: 'adhera:styles-in-head',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await rewriteBuiltPages(dir, stylesInHead);
      },
    },
  };
}
