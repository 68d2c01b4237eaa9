/**
 * Serves a built folder with the project's Node server (tools/serve.mjs) on a free port, for a tool or a test that
 * needs the site over HTTP for a while: resolves once it listens, to its origin and a function that stops it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('./serve.mjs', import.meta.url));

/** @param {string} dist @returns {Promise<{ origin: string; stop: () => void }>} */
export function serveDist(dist) {
  const server = spawn(process.execPath, [SERVER, '--port', '0', '--dir', dist], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`tools/serve.mjs exited with ${code}`)));
    server.stdout.setEncoding('utf8').on('data', (text) => {
      const origin = /at (http:\/\/\S+)/.exec(text)?.[1];
      if (origin) resolve({ origin, stop: () => server.kill() });
    });
  });
}
