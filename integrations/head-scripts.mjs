/**
 * The script that runs in <head>, before the first paint: browser code built into the text of an inline classic
 * script, which pages import from `virtual:head-scripts`. Bundled, so it shares the site's rules
 * (lib/url-rules.mjs); minified, as every byte of it comes before the first paint; wrapped in a function, so its
 * names stay out of the page's global scope.
 */
import { buildSync } from 'esbuild';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FALLBACK_LANG, LANGUAGES } from '../lib/url-rules.mjs';
import { FLAGS, THEME_STORAGE_KEY } from '../src/config/site.ts';

const MODULE_ID = 'virtual:head-scripts';

/**
 * The head script (src/browser/before-first-paint.ts) with only the parts a page needs, and the files it read: with
 * `theme` (the toggle is shown) it applies the visitor's stored theme, with `rootNotFound` (dist/404.html) it
 * redirects as the URL rules would.
 */
export function headScript(srcDir, { theme, rootNotFound }) {
  const { outputFiles, metafile } = buildSync({
    entryPoints: [fileURLToPath(new URL('browser/before-first-paint.ts', srcDir))],
    bundle: true,
    write: false,
    metafile: true,
    format: 'iife',
    minify: true,
    // Browsers without the Popover API run it too, and must parse it: newer syntax is lowered or fails the build.
    target: 'es2017',
    // Not the project's tsconfig: its strict mode would prefix the script with "use strict", for nothing.
    tsconfigRaw: {},
    define: {
      THEME_KEY: theme ? JSON.stringify(THEME_STORAGE_KEY) : 'null',
      ROOT_NOT_FOUND: String(rootNotFound),
      LANGUAGES: JSON.stringify(LANGUAGES),
      FALLBACK_LANG: JSON.stringify(FALLBACK_LANG),
    },
  });
  return { code: outputFiles[0].text.trim(), inputs: Object.keys(metafile.inputs).map((input) => resolve(input)) };
}

/**
 * Serves `virtual:head-scripts`, this build's head scripts: HEAD_SCRIPT for every page, ROOT_NOT_FOUND_HEAD_SCRIPT for
 * dist/404.html. Rebuilt when a file they read changes.
 * @returns {import('astro').AstroIntegration}
 */
export function headScriptsIntegration() {
  return {
    name: 'adhera:head-scripts',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const resolved = `\0${MODULE_ID}`;
        updateConfig({
          vite: {
            plugins: [
              {
                name: MODULE_ID,
                resolveId: (id) => (id === MODULE_ID ? resolved : undefined),
                load(id) {
                  if (id !== resolved) return undefined;
                  const theme = FLAGS.showThemeButton;
                  const scripts = {
                    HEAD_SCRIPT: headScript(config.srcDir, { theme, rootNotFound: false }),
                    ROOT_NOT_FOUND_HEAD_SCRIPT: headScript(config.srcDir, { theme, rootNotFound: true }),
                  };
                  const exports = Object.entries(scripts).map(([name, { code, inputs }]) => {
                    for (const input of inputs) this.addWatchFile(input);
                    return `export const ${name} = ${JSON.stringify(code)};`;
                  });
                  return exports.join('\n');
                },
              },
            ],
          },
        });
      },
    },
  };
}
