/**
 * Build step: on a page that loads script files anyway (an island hydrates by itself after the first paint:
 * client:painted, the home page's hero carousel), Astro's inline island code (the runtime that defines
 * <astro-island> and the client directives, about 2 KB brotli) moves into one cached file, fetched once the first
 * content is on screen, so that the page's HTML fits the first congestion window and the file stays out of the first
 * paint's critical path. The islands wait for it as for any custom element: they upgrade, and their directives
 * start them, when it runs. Until then the navbar works as without scripts (popovers). Reading pages keep the
 * code inline: they load no script file.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rewriteBuiltPages } from './built-pages.mjs';

/** Astro's inline island code: the runtime that defines <astro-island>, and each client directive it starts. */
const ISLAND_CODE = ['customElements.define("astro-island"', '(self.Astro||(self.Astro={}))'];
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
/** An island that hydrates without waiting for the visitor: its page loads script files after every load. */
const SELF_HYDRATING_ISLAND = /<astro-island\b[^>]*\sclient="painted"/;

/** The file name of the island code: content-hashed, under /_astro/, so the hosts cache it as immutable. */
export function runtimeFileName(code) {
  return `_astro/island-runtime.${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
}

/**
 * The loader of the island code, as script: once the first content is on screen, it adds the file's <script>, in a
 * browser the head script found able to run the islands (the `js` class); any other keeps the page it would get
 * without scripts, and asks for no script file. Every browser with that class (it needs the Popover API) has paint
 * timing, and reports the first paint with content no later than its first paint.
 */
export function runtimeLoader(src) {
  return `new PerformanceObserver((e,o)=>{o.disconnect();if(document.documentElement.matches(".js")){let s=document.createElement("script");s.src=${JSON.stringify(src)};document.head.append(s)}}).observe({type:"paint",buffered:!0})`;
}

/**
 * The head script (src/browser/before-first-paint.ts), which sets the `js` class. The loader joins it: an inline
 * script of its own would cost the page one more CSP hash, about 50 bytes no compressor shrinks.
 */
const HEAD_SCRIPT = /<script>([^<]*\.classList\.add\("js"\)[^<]*)<\/script>/;

/**
 * The page with its inline island code (runtime and directives, in page order, as one file's code) removed and the
 * loader of that file added to the head script; the page unchanged (code null) when no island of it hydrates by
 * itself, or it has no inline island code.
 * @param {string} html
 */
export function externalizeRuntime(html) {
  if (!SELF_HYDRATING_ISLAND.test(html)) return { html, code: null };
  const scripts = [...html.matchAll(INLINE_SCRIPT)].filter(([, code]) =>
    ISLAND_CODE.some((mark) => code.includes(mark)),
  );
  if (!scripts.some(([, code]) => code.includes(ISLAND_CODE[0]))) return { html, code: null };
  if (!HEAD_SCRIPT.test(html)) throw new Error('island-runtime: the page has no head script to load the island code');
  const code = scripts.map(([, script]) => script.trim()).join('\n');
  const loader = runtimeLoader(`/${runtimeFileName(code)}`);
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
          `island runtime and directives loaded after the first paint from ${[...files.keys()].join(', ')} on ${pages} pages`,
        );
      },
    },
  };
}
