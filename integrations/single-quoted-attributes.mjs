/**
 * Build step: an attribute value that holds double quotes is written in single quotes, so each `"` is one byte
 * instead of `&quot;`. The islands' props and opts are JSON, about 200 quotes a home page: some 100 gzip bytes of its
 * first round trip. The DOM is the same: only the markup's quoting changes (html-validate's attr-quotes asks for
 * exactly this).
 */
import { parse } from 'parse5';
import { applyEdits, elements, rewriteBuiltPages } from './built-pages.mjs';

/** Characters escaped in a single-quoted value: the quote itself, and those a validator asks to see escaped. */
const ESCAPES = { '&': '&amp;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

/** The page with every attribute whose value holds a double quote written in single quotes. */
export function singleQuoteAttributes(html) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const edits = [];
  for (const element of elements(document))
    for (const { name, value } of element.attrs)
      if (value.includes('"')) {
        const { startOffset, endOffset } = element.sourceCodeLocation.attrs[name];
        const quoted = value.replace(/[&'<>]/g, (char) => ESCAPES[char]);
        edits.push([startOffset, endOffset, `${html.slice(startOffset, endOffset).split('=')[0]}='${quoted}'`]);
      }
  return applyEdits(html, edits);
}

/** Astro integration: single-quote every built page's attribute values that hold double quotes. */
export function singleQuotedAttributesIntegration() {
  return {
    name: 'adhera:single-quoted-attributes',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const pages = await rewriteBuiltPages(dir, singleQuoteAttributes);
        logger.info(`attribute values with double quotes single-quoted in ${pages} pages`);
      },
    },
  };
}
