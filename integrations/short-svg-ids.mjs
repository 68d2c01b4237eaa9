/**
 * Build step: the ids inside a built page's inline SVGs (a drawing's gradients, patterns, masks, clip paths) get
 * short names, `a`, `b` …, unique on the page. The art keeps its readable names in the source (slide-1-wave-1),
 * which a drawing needs there to stay unique beside any other; the page, where the step sees every id, needs only
 * short ones: about 50 gzip bytes of a home page's first round trip. An id is renamed only where each of its
 * occurrences in the page is its definition or a reference the step rewrites with it (`url(#…)`, `href="#…"`), so an
 * id that an ARIA attribute, a script or a style names otherwise keeps its own; no short name is an id or a `#name`
 * already in the page.
 */
import { parse } from 'parse5';
import { elements, rewriteBuiltPages, shortId } from './built-pages.mjs';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every form of an id the step rewrites: its definition and the references an SVG makes to it. */
const forms = (id) => [`id="${id}"`, `url(#${id})`, `href="#${id}"`];

/** The page with the ids defined inside its inline SVGs shortened, where that is safe (see above). */
export function shortenSvgIds(html) {
  const document = parse(html);
  const svgIds = new Set();
  const taken = new Set();
  for (const element of elements(document)) {
    const id = element.attrs.find(({ name }) => name === 'id')?.value;
    if (id === undefined) continue;
    taken.add(id);
    if (element.namespaceURI === SVG_NAMESPACE && element.tagName !== 'svg') svgIds.add(id);
  }
  for (const [, name] of html.matchAll(/#([\w-]+)/g)) taken.add(name);
  const renames = new Map();
  let next = 0;
  for (const id of svgIds) {
    const all = html.match(new RegExp(`(?<![\\w-])${escape(id)}(?![\\w-])`, 'g'))?.length ?? 0;
    const known = forms(id).reduce((sum, form) => sum + html.split(form).length - 1, 0);
    if (all !== known) continue;
    while (taken.has(shortId(next))) next += 1;
    renames.set(id, shortId(next++));
  }
  if (renames.size === 0) return html;
  const pattern = new RegExp([...renames.keys()].flatMap((id) => forms(id).map(escape)).join('|'), 'g');
  return html.replace(pattern, (form) => {
    const id = /id="([^"]+)"|url\(#([^)]+)\)|href="#([^"]+)"/.exec(form).slice(1).find(Boolean);
    return form.replace(id, renames.get(id));
  });
}

/** Astro integration: shorten the ids of every built page's inline SVGs. */
export function shortSvgIdsIntegration() {
  return {
    name: 'adhera:short-svg-ids',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const pages = await rewriteBuiltPages(dir, shortenSvgIds);
        logger.info(`inline SVG ids shortened in ${pages} pages`);
      },
    },
  };
}
