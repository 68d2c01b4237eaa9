#!/usr/bin/env node
/**
 * Byte budgets on the built site (npm test, size-limit style): for every page in DIST_DIR (default
 * dist), its response headers plus the size of its HTML as brotli and as gzip (each must fit the first congestion
 * window: hosts send one or the other), the brotli size of the stylesheets it links, of the JavaScript that loads before
 * anyone interacts (inline scripts included) and of all the JavaScript its islands can load, against
 * budgets.json. Exits 1 when one is over. Deterministic: it reads files, so it needs no server or browser.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { byteLimits, contentPages, kib, loadBudgets, pageWeight, ruleFor } from './page-weights.mjs';
import { textTable } from './text-table.mjs';

const distDir = resolve(process.env.DIST_DIR || 'dist');
if (!existsSync(distDir)) {
  console.error(`check-budgets: ${distDir} does not exist; build first (npm run build).`);
  process.exit(1);
}

const budgets = await loadBudgets();
const pages = await contentPages(distDir);
if (pages.length === 0) {
  console.error(`check-budgets: no HTML pages in ${distDir}.`);
  process.exit(1);
}

const failures = [];
const rows = [];
for (const page of pages) {
  const rule = ruleFor(budgets, page.url);
  const weight = await pageWeight(distDir, page, { responseHeaderBytes: budgets.files.responseHeaderBytes });
  const limits = byteLimits(budgets, rule);
  const over = Object.entries(limits).filter(([kind, max]) => weight[kind] > max);
  for (const [kind, max] of over) {
    failures.push(`${page.url}: ${kind} ${weight[kind]} B > ${max} B (${rule.name})`);
  }
  rows.push({
    page: page.url,
    rule: rule.name,
    'HTML br B': weight.html,
    '+ headers B': weight.firstWindow,
    'HTML gz B': weight.htmlGzip,
    '+ headers B ': weight.firstWindowGzip,
    max:
      limits.firstWindowGzip === limits.firstWindow
        ? limits.firstWindow
        : `${limits.firstWindow}/${limits.firstWindowGzip}`,
    'CSS KiB': kib(weight.css),
    'JS before KiB': kib(weight.jsBeforeInteraction),
    'JS before max': kib(limits.jsBeforeInteraction),
    'JS in use KiB': kib(weight.js),
    'JS in use max': kib(limits.js),
    result: over.length ? `over: ${over.map(([kind]) => kind).join(', ')}` : 'ok',
  });
}

console.log(`Byte budgets for ${pages.length} pages in ${distDir}:`);
console.log(
  `HTML + headers: the HTML as brotli, then as gzip, each with ${budgets.files.responseHeaderBytes} B of response headers, which must fit the first congestion window (max: both, or brotli/gzip).`,
);
console.log('CSS and JS: brotli.');
console.log(
  'JS before: before anyone scrolls or interacts, inline scripts included; JS in use: everything its islands load.',
);
console.log(textTable(rows));
if (failures.length) {
  console.error(`\n${failures.length} budget(s) broken:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`All ${pages.length} pages are within budgets.json.`);
