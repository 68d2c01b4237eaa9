/**
 * Build step: an <astro-island> loses the attributes Astro writes that its runtime, in a build, does not read: `uid`
 * (no code reads it), `component-export="default"` (the runtime's own default) and the component's name in `opts`
 * (the directives read only its value). About 50 gzip bytes of a home page's first round trip; what the runtime and
 * the directives do is the same. A unit test holds Astro's runtime to those defaults.
 */
import { parse } from 'parse5';
import { applyEdits, elements, rewriteBuiltPages } from './built-pages.mjs';

/** The attribute's new text, or '' to drop it; undefined leaves it as it is. */
function rewrite({ name, value }) {
  if (name === 'uid') return '';
  if (name === 'component-export' && value === 'default') return '';
  if (name === 'opts') {
    const { name: component, ...opts } = JSON.parse(value);
    if (component !== undefined) return `opts="${JSON.stringify(opts).replaceAll('"', '&quot;')}"`;
  }
  return undefined;
}

const END_MARK = 'astro:end';

/** The page with its islands' unread attributes and end marks dropped. */
export function trimIslandMarkup(html) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const edits = [];
  for (const element of elements(document)) {
    if (element.tagName !== 'astro-island') continue;
    for (const attr of element.attrs) {
      const text = rewrite(attr);
      if (text === undefined) continue;
      const { startOffset, endOffset } = element.sourceCodeLocation.attrs[attr.name];
      // A dropped attribute takes the space before it along.
      edits.push(text ? [startOffset, endOffset, text] : [startOffset - 1, endOffset, '']);
    }
    const last = element.childNodes.at(-1);
    if (last?.nodeName === '#comment' && last.data === END_MARK) {
      const { startOffset, endOffset } = last.sourceCodeLocation;
      edits.push([startOffset, endOffset, '']);
    }
  }
  return applyEdits(html, edits);
}

/** Astro integration: drop the islands' unread attributes and end marks from every built page. */
export function islandMarkupIntegration() {
  return {
    name: 'adhera:island-markup',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const pages = await rewriteBuiltPages(dir, trimIslandMarkup);
        logger.info(`island attributes and end marks Astro's runtime does not need dropped in ${pages} pages`);
      },
    },
  };
}
