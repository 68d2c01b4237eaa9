#!/usr/bin/env node
/**
 * The benchmark's load check (npm run bench runs it after Lighthouse; npm run bench:load runs it
 * alone): autocannon over loopback, 50 connections for 10 s on /en and on the largest hashed script,
 * against the Node server (tools/serve.mjs) and nginx with the shipped config
 * (tools/serve-static.mjs), one after the other on the same build. It reports requests per second,
 * p99 latency and errors (socket errors, timeouts and answers other than 2xx) for each, and exits 1
 * if there was any error. Requests accept brotli, as browsers do, so the precompressed files are sent.
 *   node tools/load-check.mjs [--dir dist] [--connections 50] [--duration 10]
 * Not a test: figures depend on the machine; only errors fail it.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { textTable } from './text-table.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HOST = '127.0.0.1';
const SERVERS = [
  { name: 'Node', script: 'tools/serve.mjs', args: [] },
  { name: 'nginx', script: 'tools/serve-static.mjs', args: ['--quiet'] },
];

/** The build's largest hashed script: the heaviest file a page asks for. */
function largestAsset(dir) {
  const scripts = readdirSync(join(dir, '_astro')).filter((file) => file.endsWith('.js'));
  const size = (file) => statSync(join(dir, '_astro', file)).size;
  const [largest] = scripts.sort((a, b) => size(b) - size(a));
  if (!largest) throw new Error(`no script in ${dir}/_astro`);
  return `/_astro/${largest}`;
}

/** A port nothing listens on right now, on loopback. */
async function freePort() {
  const probe = createServer().listen(0, HOST);
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Polls until the server answers, or fails when it exits or 15 s pass. */
async function untilAnswering(url, child) {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await delay(100);
  }
  throw new Error(`${url}: no answer within 15 s`);
}

/**
 * Runs the load check on a build; resolves to one row per server and path.
 * @param {{ dir: string, connections?: number, duration?: number }} options
 */
export async function loadCheck({ dir, connections = 50, duration = 10 }) {
  const root = resolve(dir);
  if (!existsSync(join(root, 'en.html'))) throw new Error(`${root} has no built site: run \`npm run build\` first.`);
  const asset = largestAsset(root);
  const rows = [];
  for (const server of SERVERS) {
    const port = await freePort();
    const args = [join(ROOT, server.script), ...server.args, '--host', HOST, '--port', String(port), '--dir', root];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    try {
      const origin = `http://${HOST}:${port}`;
      await untilAnswering(`${origin}/en`, child);
      for (const path of ['/en', asset]) {
        process.stderr.write(`load check: ${server.name} ${path}, ${connections} connections for ${duration} s\n`);
        const result = await autocannon({
          url: origin + path,
          connections,
          duration,
          headers: { 'accept-encoding': 'br, gzip' },
        });
        rows.push({
          server: server.name,
          path,
          'req/s': Math.round(result.requests.average),
          'p99 ms': result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        });
      }
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
  }
  return rows;
}

/** The report printed under the benchmark. */
export function loadCheckReport(rows, { connections = 50, duration = 10 } = {}) {
  const failed = rows.filter((row) => row.errors > 0).length;
  return [
    `Load check: autocannon, ${connections} connections for ${duration} s per row, over loopback (Accept-Encoding: br, gzip).`,
    'errors: socket errors, timeouts and answers other than 2xx.\n',
    textTable(rows),
    failed ? `\n${failed} row(s) with errors.` : '\nNo errors.',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: process.env.ASTRO_OUT_DIR || 'dist' },
      connections: { type: 'string', default: '50' },
      duration: { type: 'string', default: '10' },
    },
  });
  const options = { dir: values.dir, connections: Number(values.connections), duration: Number(values.duration) };
  const rows = await loadCheck(options);
  console.log(loadCheckReport(rows, options));
  if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
}
