#!/usr/bin/env node
/**
 * `npm test`: every check the project has, each an npm script, in phases; the lanes of a phase run side by side,
 * the steps of a lane one after another. The browser suites share a phase, so that no core idles while the longest
 * of them finishes. A failed step ends the run once its phase is over, so every failure of that phase is reported.
 * Prints each step's time at the end.
 *   node tools/run-tests.mjs
 */
import { spawn } from 'node:child_process';
import { textTable } from './text-table.mjs';

/** @typedef {{ name: string; script: string }} Step */

/**
 * Phases of lanes of steps. Before the browsers, the type check, the builds and the integration tier (its project
 * copies start from the image cache the build fills) run one after another, so that no two of them write .astro/
 * or the cache at once, beside lint and the unit tests: either lane alone would leave a core idle.
 * @type {Step[][][]}
 */
const PHASES = [
  [[{ name: 'system packages', script: 'test:system-deps' }]],
  [
    [
      { name: 'type check', script: 'check' },
      { name: 'build', script: 'build' },
      { name: 'build with every flag', script: 'build:flags' },
      { name: 'built files', script: 'test:static' },
      { name: 'integration', script: 'test:integration' },
    ],
    [
      { name: 'lint', script: 'lint' },
      { name: 'dictionary check', script: 'i18n:check' },
      { name: 'unit', script: 'test:unit' },
    ],
  ],
  [
    [{ name: 'Chromium (Playwright)', script: 'test:e2e' }],
    [
      { name: 'Firefox', script: 'test:firefox' },
      { name: 'WebKit', script: 'test:webkit' },
    ],
  ],
];

/** Runs an npm script; in a lane beside others its output lines carry the step's name. */
function run(step, prefixed) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step.script], {
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    if (prefixed) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        stream.setEncoding('utf8').on('data', (text) => {
          const lines = (rest + text).split('\n');
          rest = lines.pop();
          for (const line of lines) out.write(`[${step.name}] ${line}\n`);
        });
        stream.on('end', () => rest && out.write(`[${step.name}] ${rest}\n`));
      }
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const times = [];
const failed = [];
const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);

for (const lanes of PHASES) {
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        const since = Date.now();
        process.stdout.write(`\n▶ ${step.name} (npm run ${step.script})\n`);
        const code = await run(step, lanes.length > 1);
        times.push({ step: step.name, seconds: seconds(since), result: code === 0 ? 'ok' : `failed (${code})` });
        if (code !== 0) {
          failed.push(step.name);
          return;
        }
      }
    }),
  );
  if (failed.length) break;
}

console.log(`\n${textTable(times)}\n\nTotal ${seconds(started)} s.`);
if (failed.length) {
  console.error(`Failed: ${failed.join(', ')}.`);
  process.exitCode = 1;
}
