#!/usr/bin/env node
/**
 * The built site on Cloudflare's own runtime, workerd, through Miniflare (the local runtime wrangler itself
 * runs): deploy/cloudflare/wrangler.jsonc's Worker, bundled by esbuild as wrangler bundles it, in front of the
 * static assets of --dir. Offline: Miniflare's request.cf data is the built-in default (cf: false) rather than
 * fetched, and Miniflare sends no telemetry (wrangler's metrics are not involved). It logs as `wrangler dev` does,
 * from the same runtime layer: requests, and the _redirects and _headers rules it would apply from --dir, of which
 * a build has none (tools/serve-cloudflare.integration.test.ts). On SIGTERM, SIGINT or exit,
 * Miniflare's exit hook stops workerd before this process ends (its code is then 143 or 130), so no runtime is
 * left behind (tools/serve-cloudflare.integration.test.ts).
 * Usage: node tools/serve-cloudflare.mjs [--port N] [--host 127.0.0.1] [--dir dist]
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { parse } from 'jsonc-parser';
import { Log, LogLevel, Miniflare } from 'miniflare';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT || '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: process.env.DIST_DIR || 'dist' },
  },
});

const CONFIG = 'deploy/cloudflare/wrangler.jsonc';
const config = parse(readFileSync(CONFIG, 'utf8'));
const { outputFiles } = await build({
  entryPoints: [resolve(dirname(CONFIG), config.main)],
  bundle: true,
  format: 'esm',
  target: 'es2022',
  write: false,
});

const miniflare = new Miniflare({
  modules: true,
  script: outputFiles[0].text,
  compatibilityDate: config.compatibility_date,
  cf: false,
  log: new Log(LogLevel.INFO),
  host: values.host,
  port: Number(values.port),
  assets: {
    directory: resolve(values.dir),
    binding: config.assets.binding,
    routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: config.assets.run_worker_first },
    assetConfig: {
      html_handling: config.assets.html_handling,
      not_found_handling: config.assets.not_found_handling,
    },
  },
});
const url = await miniflare.ready;
console.log(`Serving ${values.dir}/ on workerd at ${url.href}`);
