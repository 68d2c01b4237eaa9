#!/usr/bin/env node
/**
 * `npm run shots [-- --against <commit>]`: builds the working tree as it is now (uncommitted changes included) and a
 * commit (HEAD unless named, so a bare run shows what the uncommitted changes do to the pixels), photographs the
 * same views of both in Chromium (tools/shots-views.ts) and compares them pixel by pixel. Writes shots-report/
 * (index.html, the shots, a picture of each change) and exits 1 when any view differs, 0 when none does, 2 when the
 * run itself fails. When to run it: docs/quality-gates.md.
 */
import { readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { ROOT } from './harness/project-copy.ts';
import { buildBoth, checkOut, copyWorkingTree, dependenciesDiffer, resolveCommit, stopBuild } from './shots-builds.mjs';
import { launchChromium } from './harness/chromium.mjs';
import { photograph } from './shots-camera.ts';
import { compare, describe, picture, renderReport, reportFiles } from './shots-diff.ts';
import { VIEWS } from './shots-views.ts';
import { startSiteServer } from './harness/site-server.mjs';

const REPORT = join(ROOT, 'shots-report');
/** Views photographed at once, each on both sides: Chromium renders in its own processes, so a tab per core. */
const JOBS = availableParallelism();

/** What to undo at the end, last first: servers, the browser, the two checkouts. */
const undo = [];
let undone;
const cleanUp = () =>
  (undone ??= (async () => {
    await stopBuild();
    for (const step of undo.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`Cleaning up: ${error.message}`);
      }
    }
  })());

/** Set on Ctrl-C: the work in flight then fails as its browser closes, which is no news. */
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    interrupted = true;
    console.error(`\n${signal}: stopping and removing the temporary builds…`);
    await cleanUp();
    process.exit(130);
  });
}

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

/** Writes a file of the report, making its folder. */
async function save(file, data) {
  await mkdir(dirname(join(REPORT, file)), { recursive: true });
  await writeFile(join(REPORT, file), data);
}

/** A PNG as RGBA. */
async function decode(png) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** Photographs a view on both sides and compares the two, keeping the shots and the picture the report shows. */
async function shoot(browser, sites, view) {
  const [before, after] = await Promise.all(
    [sites.against, sites.now].map((side) => photograph(browser, side[view.build], view)),
  );
  const files = reportFiles(view.name);
  await save(files.after, after);
  // The same pixels make the same PNG; different bytes may still hold the same pixels.
  if (before.equals(after)) return { view, difference: null };
  const [beforeRaster, afterRaster] = await Promise.all([decode(before), decode(after)]);
  const change = compare(beforeRaster, afterRaster);
  if (!change) return { view, difference: null };
  const image = picture(beforeRaster, afterRaster, change);
  await save(files.before, before);
  const raw = { width: image.width, height: image.height, channels: /** @type {const} */ (4) };
  await save(files.diff, await sharp(image.data, { raw }).png().toBuffer());
  console.log(`  ${view.name}: ${describe(change.difference)}`);
  return { view, difference: change.difference };
}

async function serve(builds) {
  const sites = {};
  for (const [build, dir] of Object.entries(builds)) {
    const server = await startSiteServer(dir);
    undo.push(server.stop);
    sites[build] = { origin: server.origin, notFoundHtml: readFileSync(join(dir, '404.html'), 'utf8') };
  }
  return sites;
}

async function main() {
  const { values } = parseArgs({ options: { against: { type: 'string', default: 'HEAD' } } });
  const commit = resolveCommit(values.against);
  const against = `${values.against} (${commit.slice(0, 10)})`;
  const started = performance.now();
  rmSync(REPORT, { recursive: true, force: true });

  console.log('Building the working tree (build, build:flags)…');
  const now = copyWorkingTree();
  undo.push(now.remove);
  const nowBuilds = await buildBoth(now.dir, 'The working tree');
  const building = performance.now();
  console.log(`Built in ${seconds(started)}. Building ${against}…`);
  if (dependenciesDiffer(commit)) {
    console.warn(`  package-lock.json differs: ${against} is built with this checkout's node_modules.`);
  }
  const checkout = checkOut(commit);
  undo.push(checkout.remove);
  const againstBuilds = await buildBoth(checkout.dir, against);
  console.log(`Built in ${seconds(building)}.`);

  const sites = { now: await serve(nowBuilds), against: await serve(againstBuilds) };
  // npm run shots stops the browser itself on Ctrl-C, after its own clean-up: Playwright's would exit first.
  const browser = await launchChromium({ handleSIGINT: false, handleSIGTERM: false });
  undo.push(() => browser.close());
  const shooting = performance.now();
  console.log(`Photographing ${VIEWS.length} views on both sides…`);
  const outcomes = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < VIEWS.length; index = next++) {
      outcomes[index] = await shoot(browser, sites, VIEWS[index]);
    }
  };
  await Promise.all(Array.from({ length: JOBS }, worker));

  await save('index.html', renderReport(outcomes, { against, now: 'the working tree as it is now' }));
  const differing = outcomes.filter((outcome) => outcome.difference).length;
  console.log(
    `${VIEWS.length} views, ${VIEWS.length * 2} shots in ${seconds(shooting)} (whole run ${seconds(started)}): ` +
      `${differing ? `${differing} differ` : 'none differs'} from ${against}. Report: ${relative(process.cwd(), join(REPORT, 'index.html'))}`,
  );
  return differing ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!interrupted) console.error(error.message);
  process.exitCode = 2;
} finally {
  await cleanUp();
}
