/**
 * `npm run review-pack [-- --build]`: writes what the medical, legal and regulatory reviewers read and sign,
 * review-pack/index.html (screenshots beside it in review-pack/shots/) and review-pack/review-pack.pdf printed from
 * it by the tests' Chromium. It builds the site first unless `dist/` (DIST_DIR) is newer than every file the build
 * reads (`--build` builds anyway), serves the build with tools/serve.mjs on a free port, and captures each page in
 * each language at 390 and 1280 px. The document itself is tools/review-pack.lib.ts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { PAGES, pagePath } from '../src/i18n/paths.ts';
import { projectPackData, reviewPackHtml } from './review-pack.lib.ts';
import { SIGN_OFF_FILE } from '../lib/sign-off.ts';
import { startSiteServer } from './harness/site-server.mjs';
import { launchChromium } from './harness/chromium.mjs';
import { playwrightTab } from './harness/playwright-tab.ts';
import { readerPass } from './harness/reader.ts';

const started = Date.now();
/** Seconds since the command started, for the progress lines. */
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { build: { type: 'boolean' } } });
const dist = resolve(root, process.env.DIST_DIR || 'dist');
const out = join(root, 'review-pack');
const shots = join(out, 'shots');

/**
 * What `astro build` reads: a change to any of them makes an older build stale. The sign-off record is not one (only
 * a production build's gate reads it), so a decision recorded since does not cost a rebuild.
 */
const BUILD_INPUTS = ['src', 'lib', 'integrations', 'deploy', 'astro.config.mjs', 'package-lock.json'];
/** Screenshot widths: a phone's and a laptop's, as the browser suites use them. */
const WIDTHS = [390, 1280];
/** A phone's window is tall and narrow, a laptop's wide (tests/e2e/screenshots.spec.ts). */
const viewportHeight = (width) => Math.round(width < 600 ? width * 2.1 : width * 0.65);
/** Screenshot height per tile: at the print scale (1280 px across the A4 text width), one tile fills a page. */
const TILE_HEIGHT = 1700;

function newestInput() {
  const times = BUILD_INPUTS.flatMap((input) => {
    const path = join(root, input);
    if (!statSync(path).isDirectory()) return [statSync(path).mtimeMs];
    return readdirSync(path, { recursive: true, withFileTypes: true })
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => file !== join(root, SIGN_OFF_FILE) && statSync(file).isFile())
      .map((file) => statSync(file).mtimeMs);
  });
  return Math.max(...times);
}

function buildTime() {
  try {
    return statSync(join(dist, 'index.html')).mtimeMs;
  } catch {
    return 0;
  }
}

function ensureBuild() {
  const shown = relative(root, dist) || dist;
  if (!values.build && buildTime() > newestInput()) {
    console.log(`Using the build in ${shown}: it is newer than every file it is built from.`);
    return;
  }
  console.log(`Building the site into ${shown}…`);
  // Astro's CLI wherever Node finds the package (a copy of the project inside it resolves its parent's).
  const astro = fileURLToPath(new URL('bin/astro.mjs', import.meta.resolve('astro/package.json')));
  const run = spawnSync(process.execPath, [astro, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_OUT_DIR: dist },
  });
  if (run.status !== 0) throw new Error('The build failed (above), so there is no site to capture.');
  console.log(`Built (${elapsed()}).`);
}

/** One page at one width, whole, as JPEG: the full image and the tiles the printed pack shows. */
async function capture(context, origin, lang, page, width) {
  const tab = await context.newPage();
  await tab.goto(origin + pagePath(lang, page), { waitUntil: 'load' });
  await readerPass(playwrightTab(tab));
  const png = await tab.screenshot({ fullPage: true, animations: 'disabled' });
  await tab.close();
  const name = `${lang}-${page || 'home'}-${width}`;
  const image = sharp(png);
  const { height } = await image.metadata();
  await image
    .clone()
    .jpeg({ quality: 82 })
    .toFile(join(shots, `${name}.jpg`));
  const tiles = [];
  for (let top = 0; top < height; top += TILE_HEIGHT) {
    const file = `shots/${name}-${tiles.length + 1}.jpg`;
    const tileHeight = Math.min(TILE_HEIGHT, height - top);
    await image
      .clone()
      .extract({ left: 0, top, width, height: tileHeight })
      .jpeg({ quality: 82 })
      .toFile(join(out, file));
    tiles.push({ file, width, height: tileHeight });
  }
  return { lang, page, width, file: `shots/${name}.jpg`, tiles };
}

/** Every page in every language at every width; one tab per width at a time, the widths side by side. */
async function captureAll(browser, origin) {
  const perWidth = await Promise.all(
    WIDTHS.map(async (width) => {
      const context = await browser.newContext({
        viewport: { width, height: viewportHeight(width) },
        reducedMotion: 'reduce',
      });
      const captured = [];
      for (const page of PAGES) {
        for (const lang of LANGUAGES) captured.push(await capture(context, origin, lang, page, width));
      }
      await context.close();
      return captured;
    }),
  );
  // In the pack: by page, then language, each language's widths together.
  const all = perWidth.flat();
  return PAGES.flatMap((page) =>
    LANGUAGES.flatMap((lang) => all.filter((shot) => shot.page === page && shot.lang === lang)),
  );
}

/**
 * The commit the pack is made from, or null outside a git checkout (a release archive, `git archive | tar -x`): the
 * pack then says so. Asked first, so that an archive never takes every screenshot before it fails.
 */
function commitOf() {
  const git = (...args) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  try {
    // A tree unpacked inside another repository is no checkout of its own: that repository's commit is not its.
    if (realpathSync(git('rev-parse', '--show-toplevel')) !== realpathSync(root)) return null;
    return { sha: git('rev-parse', 'HEAD'), dirty: git('status', '--porcelain') !== '' };
  } catch {
    return null;
  }
}

async function main() {
  const commit = commitOf();
  if (!commit) console.log('Not a git checkout: the pack will say it names no commit.');
  ensureBuild();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(shots, { recursive: true });
  const server = await startSiteServer(dist);
  const browser = await launchChromium();
  try {
    const screenshots = await captureAll(browser, server.origin);
    console.log(`Captured ${screenshots.length} screenshots (${elapsed()}).`);
    const data = projectPackData(root, { commit, made: new Date().toISOString(), screenshots });
    const index = join(out, 'index.html');
    writeFileSync(index, reviewPackHtml(data));
    const page = await browser.newPage();
    await page.goto(pathToFileURL(index).href, { waitUntil: 'load' });
    const made = commit
      ? `${commit.sha.slice(0, 12)}${commit.dirty ? ' (uncommitted changes)' : ''}`
      : 'not from a git checkout';
    const footer =
      `Adhera review pack · ${made} · ` + `page <span class="pageNumber"></span> of <span class="totalPages"></span>`;
    await page.pdf({
      path: join(out, 'review-pack.pdf'),
      preferCSSPageSize: true,
      printBackground: true,
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: `<div style="width:100%;padding:0 14mm;font:7pt sans-serif;color:#5a6172;text-align:right">${footer}</div>`,
    });
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`Wrote ${relative(root, out)}/index.html and ${relative(root, out)}/review-pack.pdf (${elapsed()}).`);
}

main().catch((error) => {
  console.error(`review-pack: ${error.message}`);
  process.exitCode = 1;
});
