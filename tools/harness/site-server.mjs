/**
 * Starts `tools/serve.mjs` (the Node server of `npm start`, with the production URL rules) on a built folder, for
 * the tools and tests that read the site over HTTP: resolves once it listens, with its origin and a stop that
 * waits for it to exit. The one place that reads the server's "Serving … at" line.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('../serve.mjs', import.meta.url));

/**
 * @param {string} dir the built folder
 * @param {{ port?: number | string; nodeArgs?: string[] }} [options] a port of its own (default: a free one), and
 *   options for its Node (a test's `--import` hook)
 * @returns {Promise<{ origin: string; port: number; process: import('node:child_process').ChildProcess; stop: () => Promise<void> }>}
 */
export function startSiteServer(dir, { port = 0, nodeArgs = [] } = {}) {
  const server = spawn(process.execPath, [...nodeArgs, SERVE, '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  server.stderr.setEncoding('utf8').on('data', (text) => (errors += text));
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill('SIGTERM');
    await once(server, 'exit');
  };
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`tools/serve.mjs exited (${code}): ${errors}`)));
    server.stdout.setEncoding('utf8').on('data', (text) => {
      const origin = /^Serving .* at (http:\/\/\S+)$/m.exec(text)?.[1];
      if (origin) resolve({ origin, port: Number(new URL(origin).port), process: server, stop });
    });
  });
}
