#!/usr/bin/env node
/**
 * npm run bench: builds the site, serves it with tools/serve.mjs on loopback and runs Lighthouse
 * (mobile, default simulated throttling, the Chromium the tests use) on every page and one not-found
 * page, one after another. Prints a table of scores, FCP, LCP and the gap between them (simulated), the first and
 * largest paints Chrome's own trace observed in the same run and what the largest was (text or image), CLS, TBT, the
 * bytes of HTML, CSS, images and fonts each page loaded and of the JavaScript it ran before anyone
 * interacted and after a first tap on the navbar (built files, brotli for text, inline scripts
 * included), and Lighthouse's total transfer; then a table of each page's main-thread work by category (Lighthouse's
 * breakdown) and its longest task beside TBT, all at Lighthouse's simulated 4× CPU slowdown; then checks
 * budgets.json and exits 1 if any budget is broken.
 *
 *   node tools/bench.mjs [--no-build] [--no-load] [--dir dist] [--port 4410] [--only REGEX] [--runs N] [--reports DIR]
 *
 * Then, unless --no-load, the load check of tools/load-check.mjs on the same build (about 45 s).
 * --dir defaults to ASTRO_OUT_DIR or dist; --runs N keeps each page's median of N runs (default 1), and
 * its largest CLS of them, since a shift in any run is one a visitor sees;
 * --reports writes each page's median-run Lighthouse JSON there.
 * Not part of npm test: performance is measured here, never asserted by a timed test.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { JSDOM } from 'jsdom';
import lighthouse from 'lighthouse';
// The settings the audits run with (mobile, simulated throttling): the CPU slowdown the simulation applies.
import { defaultSettings as lighthouseSettings } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { getAttributableURLForTask } from 'lighthouse/core/lib/tracehouse/task-summary.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { startSiteServer } from './harness/site-server.mjs';
import { launchChromium, launchChromiumForLighthouse } from './harness/chromium.mjs';
import { KIB, contentPages, inlineScriptBytes, kib, loadBudgets, ruleFor, wireBytes } from './page-weights.mjs';
import { textTable } from './text-table.mjs';
import { loadCheck, loadCheckReport } from './load-check.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    'no-build': { type: 'boolean', default: false },
    'no-load': { type: 'boolean', default: false },
    dir: { type: 'string', default: process.env.ASTRO_OUT_DIR || 'dist' },
    port: { type: 'string', default: process.env.BENCH_PORT || '4410' },
    only: { type: 'string' },
    runs: { type: 'string', default: '1' },
    reports: { type: 'string' },
  },
});
const distDir = resolve(root, args.dir);
if (!(Number(args.runs) >= 1)) throw new Error(`--runs must be a number of at least 1, not "${args.runs}"`);
const origin = `http://127.0.0.1:${args.port}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function build() {
  console.log(`Building into ${distDir}…`);
  const astro = join(root, 'node_modules/astro/bin/astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ASTRO_OUT_DIR: distDir, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('astro build failed');
}

/** Bytes per kind of the built files the page actually requested, per Lighthouse's network log. */
async function loadedBytes(page, requests) {
  const bytes = { html: 0, css: 0, js: 0, img: 0, font: 0 };
  const kind = { Document: 'html', Stylesheet: 'css', Script: 'js', Image: 'img', Font: 'font' };
  for (const request of requests) {
    const url = new URL(request.url);
    if (url.origin !== origin) continue;
    const type = kind[request.resourceType] ?? (request.mimeType?.startsWith('image/') ? 'img' : null);
    if (!type) continue;
    bytes[type] += type === 'html' ? await wireBytes(distDir, `/${page.rel}`) : await wireBytes(distDir, url.pathname);
  }
  bytes.js += inlineScriptBytes(new JSDOM(page.html).window.document);
  return bytes;
}

/**
 * The JavaScript a page has run once a visitor first taps the navbar: on a phone-sized window, the
 * page loads and its islands that start by themselves (the hero at idle after first paint) start; then the menu button is tapped and the navbar island
 * hydrates. Built files' bytes (brotli) plus the page's inline scripts.
 */
async function scriptAfterNavbarTap(browser, page) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
  const tab = await context.newPage();
  const scripts = new Set();
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === origin) scripts.add(url.pathname);
  });
  try {
    await tab.goto(origin + page.url, { waitUntil: 'load' });
    // The home page's hero starts by itself after first paint; a missing one counts as started.
    await tab.locator('astro-island[ssr][client="painted"]').first().waitFor({ state: 'detached', timeout: 30_000 });
    await tab.locator('.nav__toggle').tap();
    await tab.locator('astro-island:has(header.nav):not([ssr])').waitFor({ state: 'attached', timeout: 30_000 });
    let bytes = inlineScriptBytes(new JSDOM(page.html).window.document);
    for (const path of scripts) bytes += await wireBytes(distDir, path);
    return bytes;
  } finally {
    await context.close();
  }
}

async function audit(page, port) {
  // Several runs smooth out a busy machine: Lighthouse's own median run (by FCP and TTI) is kept.
  const lhrs = [];
  const traces = [];
  // A trace Chrome failed to record (NO_NAVSTART, most often the first run after launch) measured nothing:
  // that run is taken again, up to twice.
  for (let run = 0, retries = 0; run < Number(args.runs); run++) {
    const { lhr, artifacts } = await lighthouse(
      origin + page.url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // The not-found page answers 404 on purpose.
        ignoreStatusCode: page.notFound,
      },
      undefined,
    );
    if (lhr.runtimeError?.code === 'NO_NAVSTART' && retries++ < 2) {
      run--;
      continue;
    }
    if (lhr.runtimeError) throw new Error(`${page.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    lhrs.push(lhr);
    traces.push(artifacts.Trace);
  }
  const lhr = computeMedianRun(lhrs);
  const observed = lhr.audits.metrics.details.items[0];
  if (args.reports) {
    await mkdir(args.reports, { recursive: true });
    await writeFile(
      join(args.reports, `${page.url.slice(1).replaceAll('/', '_') || 'root'}.json`),
      JSON.stringify(lhr),
    );
  }
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const trace = traces[lhrs.indexOf(lhr)];
  if (page.notFound) excuseOwn404(lhr, origin + page.url);
  lighthouseVersion = lhr.lighthouseVersion;
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    observedFcp: observed.observedFirstContentfulPaint,
    observedLcp: observed.observedLargestContentfulPaint,
    largestKind: largestPaintKind(trace),
    mainThread: mainThreadWork(lhr),
    tasks: simulatedTasks(trace, requests, observed.observedFirstContentfulPaint),
    lcpElement: lcpElement(lhr),
    endedBeforePaint: endedBeforeFirstPaint(lhr),
    cls: Math.max(...lhrs.map((run) => run.audits['cumulative-layout-shift'].numericValue)),
    tbt: lhr.audits['total-blocking-time'].numericValue,
    transfer: lhr.audits['total-byte-weight'].numericValue,
    bytes: await loadedBytes(page, requests),
    // Audits that cost a category points, to say why a score budget broke.
    failedAudits: Object.fromEntries(
      CATEGORIES.map((c) => [
        c,
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
          .map((ref) => ref.id),
      ]),
    ),
  };
}

/** Lighthouse's task groups, in the order the main-thread table shows them, with its column names. */
const TASK_GROUPS = {
  styleLayout: 'style+layout',
  paintCompositeRender: 'rendering',
  scriptEvaluation: 'script',
  scriptParseCompile: 'script parse',
  parseHTML: 'HTML+CSS parse',
  garbageCollection: 'GC',
  other: 'other',
};

/** Lighthouse's main-thread breakdown (ms, at its simulated CPU slowdown): the total and each task group. */
function mainThreadWork(lhr) {
  const audit = lhr.audits['mainthread-work-breakdown'];
  const byGroup = Object.fromEntries(Object.keys(TASK_GROUPS).map((group) => [group, 0]));
  for (const item of audit.details?.items ?? []) byGroup[item.group] = item.duration;
  return { total: audit.numericValue, byGroup };
}

/**
 * The page's top-level main-thread tasks as Lighthouse's simulation times them (the same simulation TBT and its
 * long-tasks audit use: the observed duration times the CPU slowdown, half that for a task that lays out), each with
 * whether it started after the first contentful paint Chrome observed and the script it is attributed to (or the
 * page's URL, or "Unattributable"), longest first. The page's tasks are those from its first HTML parse on (a task
 * that began before it counts from there): what comes before, the browser committing the navigation (creating the
 * document and the script contexts, Lighthouse's own among them), is the same on a blank page, 68-135 ms in this
 * simulation on the 2-core test machine.
 */
function simulatedTasks(trace, requests, observedFcp) {
  const { cpuSlowdownMultiplier } = lighthouseSettings.throttling;
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const scripts = new Set(requests.filter((r) => r.resourceType === 'Script').map((r) => r.url));
  const laysOut = (task) => task.event.name === 'Layout' || task.children.some(laysOut);
  const firstParse = processed.mainThreadEvents.find((event) => event.name === 'ParseHTML');
  const parsingFrom = firstParse ? (firstParse.ts - processed.timestamps.timeOrigin) / 1000 : 0;
  return tasks
    .filter((task) => !task.parent && !task.unbounded && task.endTime > parsingFrom)
    .map((task) => ({
      // A task that began before the parse (the parser can start inside the navigation's task) counts from it.
      duration: Math.round(
        (task.endTime - Math.max(task.startTime, parsingFrom)) *
          (laysOut(task) ? cpuSlowdownMultiplier / 2 : cpuSlowdownMultiplier),
      ),
      afterFirstPaint: task.startTime >= observedFcp,
      url: getAttributableURLForTask(task, scripts),
    }))
    .sort((a, b) => b.duration - a.duration);
}

/**
 * What Chrome's own trace says the largest paint was: 'text' or 'image', by the candidate Lighthouse's trace
 * processor takes for LCP.
 */
function largestPaintKind(trace) {
  const navigation = TraceProcessor.processNavigation(TraceProcessor.processTrace(trace));
  return navigation.largestContentfulPaintEvt?.args?.data?.type ?? 'unknown';
}

/** The element of the largest paint, as its tag and text ("<h1> Simple innovation…"). */
function lcpElement(lhr) {
  const node = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  return node ? `${node.snippet} ${node.nodeLabel}` : 'element unknown';
}

/**
 * Files (not the page itself) whose download ended before the first paint was observed. Lighthouse's
 * simulated LCP waits for all of them, its FCP only for the render-blocking ones: they are what an
 * LCP − FCP gap is made of when the largest paint is the first.
 */
function endedBeforeFirstPaint(lhr) {
  const network = lhr.audits['network-requests'].details;
  const paintedAt = lhr.audits.metrics.details.items[0].observedFirstContentfulPaintTs;
  return (network?.items ?? [])
    .filter(
      (r) =>
        r.resourceType !== 'Document' && network.debugData.networkStartTimeTs + r.networkEndTime * 1000 <= paintedAt,
    )
    .map((r) => `${new URL(r.url).pathname.split('/').pop()} (${r.priority})`);
}

/**
 * Chrome logs "Failed to load resource: … 404" for a not-found page's own document, and Lighthouse
 * counts that against best practices. That status is the page's purpose, so when it is the only console
 * error the audit is counted as passed and the category score recomputed; any other error still fails.
 */
function excuseOwn404(lhr, url) {
  const audit = lhr.audits['errors-in-console'];
  const items = audit.details?.items ?? [];
  const own = (item) =>
    item.source === 'network' && item.sourceLocation?.url === url && /status of 404/.test(item.description);
  if (audit.score === 1 || !items.every(own)) return;
  audit.score = 1;
  const category = lhr.categories['best-practices'];
  const refs = category.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null);
  const weight = refs.reduce((total, ref) => total + ref.weight, 0);
  category.score = refs.reduce((total, ref) => total + ref.weight * lhr.audits[ref.id].score, 0) / weight;
}

/**
 * The scripts of the islands that start by themselves once painted (client:painted, the home page's hero): their
 * component, renderer and the island code, whose hydration may be a long task where the page's rule allows it.
 */
function selfStartingIslandScripts(page) {
  const { document } = new JSDOM(page.html).window;
  const islands = [...document.querySelectorAll('astro-island[client="painted"]')];
  const urls = islands.flatMap((island) => ['component-url', 'renderer-url'].map((a) => island.getAttribute(a)));
  const loaded = [...document.querySelectorAll('script:not([src])')].flatMap((script) =>
    [...script.textContent.matchAll(/"(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]),
  );
  return new Set([...urls, ...(islands.length ? loaded : [])].filter(Boolean).map((path) => origin + path));
}

/**
 * The tasks over the longest-task budget that the page's rule does not excuse: with `longTasksOnlyFromHydration`,
 * a task of a self-starting island's scripts (client:painted) that starts after the first paint.
 */
function longTasksOverBudget(page, result, budgets) {
  const { maxTaskMs } = budgets.lighthouse;
  const rule = ruleFor(budgets, page.url);
  const hydration = rule.longTasksOnlyFromHydration ? selfStartingIslandScripts(page) : new Set();
  return result.tasks.filter((task) => task.duration > maxTaskMs && !(task.afterFirstPaint && hydration.has(task.url)));
}

/** Budgets a page's result breaks, as sentences. */
function brokenBudgets(page, result, budgets) {
  const {
    minScores,
    maxLargestContentfulPaintMs,
    maxFirstToLargestPaintMs,
    maxObservedFirstToLargestTextPaintMs,
    maxCumulativeLayoutShift,
    maxTaskMs,
  } = budgets.lighthouse;
  const rule = ruleFor(budgets, page.url);
  const broken = [];
  for (const task of longTasksOverBudget(page, result, budgets))
    broken.push(
      `a ${task.duration} ms task > ${maxTaskMs} ms (${task.afterFirstPaint ? 'after' : 'before'} the first paint, ` +
        `${task.url.replace(origin, '')})`,
    );
  if (result.mainThread.total > rule.maxMainThreadMs)
    broken.push(`main-thread work ${Math.round(result.mainThread.total)} ms > ${rule.maxMainThreadMs} ms`);
  for (const [category, min] of Object.entries(minScores)) {
    if (category === 'seo' && page.notFound) continue;
    if (result.scores[category] < min) {
      broken.push(`${category} ${result.scores[category]} < ${min} (${result.failedAudits[category].join(', ')})`);
    }
  }
  if (result.lcp > maxLargestContentfulPaintMs)
    broken.push(`LCP ${Math.round(result.lcp)} ms > ${maxLargestContentfulPaintMs} ms (${result.lcpElement})`);
  if (result.lcp - result.fcp > maxFirstToLargestPaintMs)
    broken.push(
      `LCP − FCP ${Math.round(result.lcp - result.fcp)} ms > ${maxFirstToLargestPaintMs} ms (${result.lcpElement}; ` +
        `ended before the first paint: ${result.endedBeforePaint.join(', ') || 'nothing'})`,
    );
  const observedGap = result.observedLcp - result.observedFcp;
  if (result.largestKind === 'text' && observedGap > maxObservedFirstToLargestTextPaintMs)
    broken.push(
      `observed LCP − FCP ${Math.round(observedGap)} ms > ${maxObservedFirstToLargestTextPaintMs} ms, the largest ` +
        `paint being text (${result.lcpElement})`,
    );
  if (result.cls > maxCumulativeLayoutShift) broken.push(`CLS ${result.cls.toFixed(3)} > ${maxCumulativeLayoutShift}`);
  if (result.bytes.js > rule.maxScriptBeforeInteractionKiB * KIB)
    broken.push(`JS before interaction ${kib(result.bytes.js)} KiB > ${rule.maxScriptBeforeInteractionKiB} KiB`);
  if (result.jsAfterTap > rule.maxScriptKiB * KIB)
    broken.push(`JS after a navbar tap ${kib(result.jsAfterTap)} KiB > ${rule.maxScriptKiB} KiB`);
  if (result.transfer > rule.maxTransferKiB * KIB) {
    broken.push(`transfer ${kib(result.transfer)} KiB > ${rule.maxTransferKiB} KiB`);
  }
  return broken;
}

const budgets = await loadBudgets();
if (args.build && !args['no-build']) build();

const all = await contentPages(distDir);
// Every published page, and the not-found page an English browser gets for any unknown URL from a host
// with the rules (dist/404.html is only for hosts without them).
let pages = all.filter((p) => !p.notFound || p.rel === 'en/404.html');
if (args.only) pages = pages.filter((p) => new RegExp(args.only).test(p.url));
if (pages.length === 0) throw new Error(`no pages to measure in ${distDir}`);

const server = await startSiteServer(distDir, { port: args.port });
const chrome = await launchChromiumForLighthouse();
const browser = await launchChromium();

const rows = [];
const mainThreadRows = [];
const problems = [];
let lighthouseVersion = '';

try {
  for (const [index, page] of pages.entries()) {
    process.stderr.write(`[${index + 1}/${pages.length}] ${page.url}\n`);
    let result;
    try {
      result = await audit(page, chrome.port);
      result.jsAfterTap = await scriptAfterNavbarTap(browser, page);
    } catch (error) {
      problems.push(`${page.url}: Lighthouse failed: ${error.message}`);
      continue;
    }
    const broken = brokenBudgets(page, result, budgets);
    problems.push(...broken.map((b) => `${page.url}: ${b}`));
    const s = result.scores;
    rows.push({
      page: page.url,
      perf: s.performance,
      a11y: s.accessibility,
      bp: s['best-practices'],
      seo: page.notFound ? '-' : s.seo,
      'FCP ms': Math.round(result.fcp),
      'LCP ms': Math.round(result.lcp),
      'LCP−FCP': Math.round(result.lcp - result.fcp),
      'seen FCP': Math.round(result.observedFcp),
      'seen LCP': Math.round(result.observedLcp),
      'seen gap': Math.round(result.observedLcp - result.observedFcp),
      largest: result.largestKind,
      CLS: result.cls.toFixed(3),
      'TBT ms': Math.round(result.tbt),
      'HTML KiB': kib(result.bytes.html),
      'CSS KiB': kib(result.bytes.css),
      'JS KiB': kib(result.bytes.js),
      'JS tap KiB': kib(result.jsAfterTap),
      'img KiB': kib(result.bytes.img),
      'font KiB': kib(result.bytes.font),
      'transfer KiB': kib(result.transfer),
      budgets: broken.length ? `✗ ${broken.length}` : 'ok',
    });
    const rule = ruleFor(budgets, page.url);
    const longest = result.tasks[0];
    mainThreadRows.push({
      page: page.url,
      'main ms': Math.round(result.mainThread.total),
      max: rule.maxMainThreadMs,
      ...Object.fromEntries(
        Object.entries(TASK_GROUPS).map(([group, label]) => [label, Math.round(result.mainThread.byGroup[group])]),
      ),
      'longest ms': longest?.duration ?? 0,
      'longest is': longest
        ? `${longest.afterFirstPaint ? 'after' : 'before'} paint, ${new URL(longest.url, origin).pathname.split('/').pop() || 'document'}`
        : '-',
      'long tasks': result.tasks.filter((task) => task.duration > budgets.lighthouse.maxTaskMs).length,
      'TBT ms': Math.round(result.tbt),
      budget:
        longTasksOverBudget(page, result, budgets).length || result.mainThread.total > rule.maxMainThreadMs
          ? '✗'
          : 'ok',
    });
  }
} finally {
  await browser.close();
  await chrome.kill();
  await server.stop();
}

console.log(
  `\nLighthouse ${lighthouseVersion} mobile (simulated throttling), ${pages.length} pages, median of ${args.runs} run(s), ${origin}`,
);
console.log(
  'Bytes: built files each page loaded, brotli for text (as the servers send them), inline scripts counted as JS.',
);
console.log('JS: before any interaction; JS tap: after a first tap on the navbar; transfer: Lighthouse total.');
console.log('CLS: the largest of the runs.');
console.log(
  "FCP, LCP: Lighthouse's simulation of a slow phone; seen FCP, LCP: what Chrome painted in the same run (its trace), " +
    'and largest: whether that largest paint was text or an image.',
);
console.log(
  'Not-found page: SEO not scored; its own 404 status line in the console is not held against best practices.\n',
);
console.log(textTable(rows));
console.log(
  `\nMain thread, in Lighthouse's simulation of a ${lighthouseSettings.throttling.cpuSlowdownMultiplier}× slower CPU ` +
    "(its breakdown by task group, ms), the page's longest task from its first HTML parse on (Lighthouse's simulated " +
    'duration: halved for a task that lays out) and when it ran, the tasks over ' +
    `${budgets.lighthouse.maxTaskMs} ms, and TBT. max: the rule's budget for the main-thread work. The home pages' ` +
    "long tasks may only be the hero's hydration, after the first paint. Times are wall clock: a busy machine inflates them.\n",
);
console.log(textTable(mainThreadRows));
if (problems.length) {
  console.log(`\n${problems.length} budget(s) broken (budgets.json):\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('\nAll pages are within budgets.json.');
}

if (!args['no-load']) {
  const rows = await loadCheck({ dir: distDir });
  console.log(`\n${loadCheckReport(rows)}`);
  if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
}
