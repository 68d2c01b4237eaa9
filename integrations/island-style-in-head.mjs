/**
 * Astro writes its island rule as a <style> in the body, just before a page's first island, where HTML allows no
 * <style>. After the build, this moves it to the end of <head>. Its CSP hash does not depend on where it stands.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** The page with Astro's island <style> moved from its body to the end of its head; other pages as they are. */
export function islandStyleInHead(html) {
  const body = html.indexOf('<body');
  const at = body === -1 ? -1 : html.indexOf(ISLAND_STYLE, body);
  if (at === -1) return html;
  const without = html.slice(0, at) + html.slice(at + ISLAND_STYLE.length);
  return without.replace('</head>', `${ISLAND_STYLE}</head>`);
}

/** @returns {import('astro').AstroIntegration} */
export function islandStyleInHeadIntegration() {
  return {
    name: 'adhera:island-style-in-head',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const out = fileURLToPath(dir);
        const pages = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.html'));
        for (const page of pages) {
          const html = await readFile(join(out, page), 'utf8');
          const moved = islandStyleInHead(html);
          if (moved !== html) await writeFile(join(out, page), moved);
        }
      },
    },
  };
}
