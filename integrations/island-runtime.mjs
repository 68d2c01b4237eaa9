/**
 * Build step: Astro's inline island code (the runtime that defines <astro-island> and the client directives, about
 * 2 KB brotli) moves into one cached file, which the head script adds only when an island may start
 * (src/browser/island-runtime-loader.ts): on the home page once the first content is on screen, for the hero
 * carousel; on every other page at the first use of an island or once a carousel is in view. The page's HTML keeps
 * those bytes out of its first round trip, and a visitor who only reads runs no island code and loads no script
 * file. The islands wait for the file as for any custom element: they upgrade, and their directives start them,
 * when it runs. Until then the navbar works as without scripts (popovers).
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { rewriteBuiltPages } from './built-pages.mjs';

/** Astro's inline island code: the runtime that defines <astro-island>, and each client directive it starts. */
const ISLAND_CODE = ['customElements.define("astro-island"', '(self.Astro||(self.Astro={}))'];
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
/** An island that hydrates without waiting for the visitor: its page loads the island code once painted. */
const SELF_HYDRATING_ISLAND = /<astro-island\b[^>]*\sclient="painted"/;

/** The file name of the island code: content-hashed, under /_astro/, so the hosts cache it as immutable. */
export function runtimeFileName(code) {
  return `_astro/island-runtime.${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
}

const LOADER_SOURCE = fileURLToPath(new URL('../src/browser/island-runtime-loader.ts', import.meta.url));

/**
 * The loader of the island code, as script (src/browser/island-runtime-loader.ts, minified): it adds the file's
 * <script> once painted (`afterPaint`, a page with an island that starts by itself), else when an island is first
 * used or in view, in a browser the head script found able to run the islands (the `js` class).
 * @param {string} src
 * @param {{ afterPaint: boolean }} options
 */
export function runtimeLoader(src, { afterPaint }) {
  const { outputFiles } = buildSync({
    entryPoints: [LOADER_SOURCE],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    // It runs beside the head script, in every browser: newer syntax is lowered or fails the build.
    target: 'es2017',
    tsconfigRaw: {},
    define: { RUNTIME_SRC: JSON.stringify(src), AFTER_PAINT: String(afterPaint) },
  });
  return outputFiles[0].text.trim();
}

/**
 * The head script (src/browser/before-first-paint.ts), which sets the `js` class. The loader joins it: an inline
 * script of its own would cost the page one more CSP hash, about 50 bytes no compressor shrinks.
 */
const HEAD_SCRIPT = /<script>([^<]*\.classList\.add\("js"\)[^<]*)<\/script>/;

/**
 * The page with its inline island code (runtime and directives, in page order, as one file's code) removed and the
 * loader of that file added to the head script; the page unchanged (code null) when it has no inline island code.
 * @param {string} html
 */
export function externalizeRuntime(html) {
  const scripts = [...html.matchAll(INLINE_SCRIPT)].filter(([, code]) =>
    ISLAND_CODE.some((mark) => code.includes(mark)),
  );
  if (!scripts.some(([, code]) => code.includes(ISLAND_CODE[0]))) return { html, code: null };
  if (!HEAD_SCRIPT.test(html)) throw new Error('island-runtime: the page has no head script to load the island code');
  const code = scripts.map(([, script]) => script.trim()).join('\n');
  const loader = runtimeLoader(`/${runtimeFileName(code)}`, { afterPaint: SELF_HYDRATING_ISLAND.test(html) });
  let rest = html.replace(HEAD_SCRIPT, (_, head) => `<script>${head.replace(/;?$/, ';')}${loader}</script>`);
  for (const [script] of scripts) rest = rest.replace(script, '');
  return { html: rest, code };
}

/** @returns {import('astro').AstroIntegration} */
export function islandRuntimeIntegration() {
  return {
    name: 'adhera:island-runtime',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const files = new Map();
        let pages = 0;
        await rewriteBuiltPages(dir, (html) => {
          const result = externalizeRuntime(html);
          if (result.code === null) return html;
          files.set(runtimeFileName(result.code), result.code);
          pages += 1;
          return result.html;
        });
        for (const [file, code] of files) {
          await mkdir(join(out, '_astro'), { recursive: true });
          await writeFile(join(out, file), code);
        }
        logger.info(
          `island runtime and directives loaded when needed from ${[...files.keys()].join(', ')} on ${pages} pages`,
        );
      },
    },
  };
}
