/**
 * Astro writes some <style> elements into the body (its island rule before a page's first island; a component's CSS
 * after an island that renders it), where HTML allows none. After the build, this moves each of them, in order, to
 * the end of <head>: they still come after the head's own styles, so the cascade is unchanged, and their CSP hashes
 * do not depend on where they stand.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STYLE = /<style\b[^>]*>[\s\S]*?<\/style>/g;

/** The page with every <style> of its body moved to the end of its head; a page without one as it is. */
export function stylesInHead(html) {
  const body = html.indexOf('<body');
  const head = html.lastIndexOf('</head>', body);
  if (body === -1 || head === -1) return html;
  const styles = html.slice(body).match(STYLE);
  if (!styles) return html;
  return html.slice(0, head) + styles.join('') + html.slice(head, body) + html.slice(body).replace(STYLE, '');
}

/** @returns {import('astro').AstroIntegration} */
export function stylesInHeadIntegration() {
  return {
    name: 'adhera:styles-in-head',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const out = fileURLToPath(dir);
        const pages = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.html'));
        for (const page of pages) {
          const html = await readFile(join(out, page), 'utf8');
          const moved = stylesInHead(html);
          if (moved !== html) await writeFile(join(out, page), moved);
        }
      },
    },
  };
}
