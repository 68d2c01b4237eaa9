/**
 * Build step: makes each built page's CSP list by hash exactly that page's inline scripts and styles,
 * and moves the CSP <meta> to the top of <head>, right after <meta charset>.
 *
 * Astro (security.csp in astro.config.mjs) hashes only the scripts and styles it bundles, not
 * `<script is:inline>` nor any other code written straight into a page; it gives every page the hashes
 * of the whole site's code (about 1 KB of incompressible text a page, most of it for code the page
 * does not carry, which it would allow to run there); and it places its <meta> wherever its head
 * content goes. A <meta> policy only governs what comes after it, so an inline script above it runs
 * unchecked and one below it without a hash is blocked. This step reads the finished HTML, so whatever
 * inline code a component adds is covered without anyone listing it.
 * Executable inline scripts go to script-src (script-src-elem when the policy has one), <style>
 * elements to style-src (or style-src-elem), style="" attributes to style-src-attr with
 * 'unsafe-hashes'. Inline event handlers (onclick="…") cannot be allowed by hash without widening
 * the policy for every page, so they fail the build.
 */
import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import { elements, rewriteBuiltPages } from './built-pages.mjs';

/** Script types a browser executes; any other type (JSON, JSON-LD) is a data block outside the CSP. */
const EXECUTABLE_TYPE =
  /^(?:|module|importmap|speculationrules|(?:application|text)\/(?:x-)?(?:java|ecma)script|text\/(?:javascript1\.[0-5]|jscript|livescript))$/;

const attribute = (node, name) => node.attrs?.find((attr) => attr.name === name)?.value;
const textOf = (node) => node.childNodes?.map((child) => child.value ?? '').join('') ?? '';

/** A CSP source expression for the content, e.g. 'sha256-…'. */
function hashSource(content, algorithm = 'SHA-256') {
  const name = algorithm.replace('-', '').toLowerCase();
  return `'${name}-${createHash(name).update(content, 'utf8').digest('base64')}'`;
}

const HASH_SOURCE = /^'sha(?:256|384|512)-/;

/**
 * Replaces a directive's hash sources with `sources`, keeping its other sources; creates the directive
 * after the others when it is missing and there is something to allow.
 */
function setHashes(directives, name, sources) {
  let directive = directives.find(([directiveName]) => directiveName === name);
  if (!directive && sources.length === 0) return;
  if (!directive) directives.push((directive = [name]));
  const kept = directive.slice(1).filter((source) => !HASH_SOURCE.test(source));
  directive.splice(1, Infinity, ...new Set([...kept, ...sources]));
}

/**
 * The page with its inline code hashed into its CSP <meta>, and that <meta> first after <meta charset>.
 * A page without inline code may lack a CSP; one with inline code must carry exactly one.
 * @param {string} html
 * @param {{ algorithm?: string, page?: string }} [options]
 */
export function hashInlineCode(html, { algorithm = 'SHA-256', page = 'page' } = {}) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const scripts = [];
  const styles = [];
  const styleAttributes = [];
  const policies = [];
  let charset;
  let head;
  for (const element of elements(document)) {
    const handler = element.attrs.find(({ name }) => /^on/i.test(name));
    if (handler)
      throw new Error(`${page}: inline event handler ${handler.name}="…" on <${element.tagName}>; use a script`);
    const style = attribute(element, 'style');
    if (style !== undefined) styleAttributes.push(style);
    if (element.tagName === 'head') head = element;
    else if (element.tagName === 'style') styles.push(textOf(element));
    else if (element.tagName === 'script' && attribute(element, 'src') === undefined) {
      if (EXECUTABLE_TYPE.test((attribute(element, 'type') ?? '').trim().toLowerCase())) scripts.push(textOf(element));
    } else if (element.tagName === 'meta' && attribute(element, 'charset') !== undefined) charset ??= element;
    else if (
      element.tagName === 'meta' &&
      attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy'
    ) {
      policies.push(element);
    }
  }
  if (policies.length === 0 && scripts.length + styles.length + styleAttributes.length === 0) return html;
  if (policies.length !== 1)
    throw new Error(`${page}: expected one CSP <meta> for its inline code, found ${policies.length}`);

  const [meta] = policies;
  const directives = attribute(meta, 'content')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name);
  const has = (name) => directives.some(([directiveName]) => directiveName === name);
  const hashes = (contents) => [...new Set(contents.map((content) => hashSource(content, algorithm)))];
  setHashes(directives, has('script-src-elem') ? 'script-src-elem' : 'script-src', hashes(scripts));
  setHashes(directives, has('style-src-elem') ? 'style-src-elem' : 'style-src', hashes(styles));
  if (styleAttributes.length) setHashes(directives, 'style-src-attr', ["'unsafe-hashes'", ...hashes(styleAttributes)]);
  const content = directives.map((directive) => directive.join(' ')).join('; ');
  const tag = `<meta http-equiv="content-security-policy" content="${content.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">`;

  const { startOffset, endOffset } = meta.sourceCodeLocation;
  const anchor = charset ? charset.sourceCodeLocation.endOffset : head?.sourceCodeLocation?.startTag?.endOffset;
  if (anchor === undefined)
    throw new Error(`${page}: no <meta charset> nor written <head> to put the CSP <meta> after`);
  const withoutMeta = html.slice(0, startOffset) + html.slice(endOffset);
  const insertAt = anchor > startOffset ? anchor - (endOffset - startOffset) : anchor;
  return withoutMeta.slice(0, insertAt) + tag + withoutMeta.slice(insertAt);
}

/** Astro integration: rewrite every built page once the build is written (before precompression). */
export function cspInlineHashesIntegration() {
  let algorithm = 'SHA-256';
  return {
    name: 'adhera:csp-inline-hashes',
    hooks: {
      'astro:config:done': ({ config }) => {
        const csp = config.security?.csp;
        if (typeof csp === 'object' && csp.algorithm) algorithm = csp.algorithm;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const pages = await rewriteBuiltPages(dir, (html, page) => hashInlineCode(html, { algorithm, page }));
        logger.info(`inline scripts and styles of ${pages} pages hashed into their CSP`);
      },
    },
  };
}
