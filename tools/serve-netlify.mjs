#!/usr/bin/env node
/**
 * The built site as Netlify serves it with netlify.toml, offline, for the tests and to try locally:
 * its Edge Function on Deno, run by Netlify's own edge bootstrap (the request loop its deploys boot, with its
 * context.next() and headers) and routed by Netlify's own local emulation (@netlify/edge-functions-dev: which paths
 * run which function, and the request it hands the bootstrap), in front of Netlify's own local static file handler
 * (@netlify/static) and header rules (@netlify/headers, reading netlify.toml): the chain `netlify dev` runs.
 * What is ours is the part in front of them, a stand-in for Netlify's edge: an HTTP server that hands each request
 * target on as sent (a request line Node's parser refuses gets a bare 400, as no engine of Netlify's edge runs
 * here), and the root 404.html for a file the CDN lacks. Deno is the `deno` devDependency.
 * Usage: node tools/serve-netlify.mjs [--port N] [--host 127.0.0.1] [--dir dist]   (--port 0 picks a free port)
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { mockLocation } from '@netlify/dev-utils';
import { find } from '@netlify/edge-bundler';
import { EdgeFunctionsHandler } from '@netlify/edge-functions-dev';
import { HeadersHandler } from '@netlify/headers';
import { StaticHandler } from '@netlify/static';
import { parse } from 'smol-toml';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT || '8888' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: process.env.DIST_DIR || 'dist' },
  },
});

/** netlify.toml's paths are relative to the repository root, where a deploy has it. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONFIG = join(ROOT, 'netlify.toml');
const config = /** @type {{ build: { edge_functions: string }, edge_functions?: object[] }} */ (
  parse(readFileSync(CONFIG, 'utf8'))
);
const publishDir = resolve(values.dir);
const logger = { log: console.log, warn: console.warn, error: console.error };

/** Netlify's edge bootstrap, as @netlify/edge-functions-dev ships it for Deno. */
const BOOTSTRAP = new URL('../deno/bootstrap.mjs', import.meta.resolve('@netlify/edge-functions-dev'));
/** In Deno: import each function and boot Netlify's request loop on them, on the port given as --port. */
const BOOT = `const { boot } = await import(${JSON.stringify(BOOTSTRAP.href)});
const functions = JSON.parse(Deno.args.at(-1));
const loaded = await Promise.all(Object.entries(functions).map(async ([name, url]) => [name, (await import(url)).default]));
await boot(() => Promise.resolve(Object.fromEntries(loaded)));`;

/**
 * @netlify/edge-functions-dev with one change: Deno runs the functions in one long-lived isolate, as a deploy
 * does, rather than in a new Worker per request (and another per request to read their configs), which is ten
 * times slower. Paths are still routed, and requests still built, by its own code. It replaces two of the
 * package's methods, so the package is pinned to the version they were read from.
 */
class EdgeFunctions extends EdgeFunctionsHandler {
  /** @param {Record<string, string>} env */
  async initialize(env) {
    const denoPort = await freePort();
    /** @type {Record<string, string>} */
    const functions = {};
    for (const directory of this.directories) {
      for (const { name, path } of await find([directory])) functions[name] = pathToFileURL(path).href;
    }
    this.functionsByName = functions;
    const deno = spawn(
      'deno',
      ['eval', '--quiet', '--no-lock', BOOT, '--', '--port', String(denoPort), JSON.stringify(functions)],
      {
        env: { PATH: process.env.PATH, DENO_REGION: 'dev', ...env },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    this.deno = deno;
    const exited = new Promise((done) => deno.once('exit', () => done(false)));
    const up = async () => {
      for (;;) {
        try {
          await fetch(`http://127.0.0.1:${denoPort}`, { method: 'HEAD' });
          return true;
        } catch {
          await new Promise((wait) => setTimeout(wait, 50));
        }
      }
    };
    const success = await Promise.race([up(), exited]);
    this.initialized = true;
    return { denoPort, success };
  }

  /** Each function's in-source config, read in Node: its `config` export, as Deno's config worker reads it. */
  async getFunctionConfigs() {
    /** @type {Record<string, object>} */
    const configs = {};
    for (const [name, url] of Object.entries(this.functionsByName ?? {}))
      configs[name] = (await import(url)).config ?? {};
    return { configs };
  }

  async stop() {
    this.deno?.kill('SIGTERM');
    if (this.deno && this.deno.exitCode === null) await new Promise((done) => this.deno.once('exit', done));
  }
}

/** A free port on the loopback interface. */
function freePort() {
  return new Promise((found) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => found(port));
    });
  });
}

const edgeFunctions = new EdgeFunctions({
  configDeclarations: /** @type {never} */ (config.edge_functions ?? []),
  directories: [join(ROOT, config.build.edge_functions)],
  env: {},
  geolocation: mockLocation,
  logger,
});
const staticFiles = new StaticHandler({ directory: publishDir });
const headerRules = new HeadersHandler({ configPath: CONFIG, projectDir: ROOT, publishDir, logger });
const notFoundPage = readFileSync(join(publishDir, '404.html'));

/** Netlify's CDN: the published file for a path, with netlify.toml's headers; else the root 404.html, status 404. */
async function cdn(request) {
  const match = await staticFiles.match(request);
  const response = match
    ? await match.handle()
    : new Response(notFoundPage, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  await headerRules.apply(request, response);
  return response;
}

/** A Fetch API response written to a Node one (no body for HEAD). */
async function send(response, req, res) {
  res.writeHead(response.status, [...response.headers].flat());
  if (!response.body || req.method === 'HEAD') return res.end();
  Readable.fromWeb(/** @type {never} */ (response.body)).pipe(res);
}

/**
 * The Fetch API request for a Node one: the target exactly as sent after a fixed origin (Netlify picks the site by
 * its Host; a stand-in serves one, so no Host header can reshape the URL), its method and headers. Its redirects
 * are the client's to follow (EdgeFunctionsHandler fetches the function's answer with this request).
 */
function toRequest(req, requestID) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  headers.set('x-nf-request-id', requestID);
  return new Request(`http://localhost${req.url}`, {
    method: req.method,
    headers,
    redirect: 'manual',
  });
}

/** The server behind the Edge Function, which context.next() asks for a file (Netlify's origin). */
const origin = createServer((req, res) => {
  cdn(toRequest(req, randomUUID()))
    .then((response) => send(response, req, res))
    .catch((error) => {
      console.error(error);
      res.destroy();
    });
});
await new Promise((listening) => origin.listen(0, '127.0.0.1', () => listening(undefined)));
const originAddress = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (origin.address()).port}`;

const server = createServer(async (req, res) => {
  let request;
  try {
    request = toRequest(req, randomUUID());
  } catch {
    // A method the Fetch API forbids (TRACE) or a target it cannot parse: Netlify's edge answers it, not a function.
    return res.writeHead(req.method === 'TRACE' || req.method === 'TRACK' ? 405 : 400).end();
  }
  try {
    const match = await edgeFunctions.match(request);
    await send(match ? await match.handle(request, originAddress) : await cdn(request), req, res);
  } catch (error) {
    console.error(error);
    if (res.headersSent) res.destroy();
    else res.writeHead(500).end();
  }
});
server.on('clientError', (error, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
});

const stop = async () => {
  await edgeFunctions.stop();
  server.close();
  origin.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

server.listen(Number(values.port), values.host, () => {
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`Serving ${values.dir}/ as Netlify would at http://${values.host}:${port}`);
});
