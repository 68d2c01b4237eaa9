/**
 * tools/serve-cloudflare.mjs as its own process: on a tiny site it serves through workerd, and SIGTERM (what
 * Playwright sends it after the tests) stops workerd too, so no runtime is left running; on the build, Cloudflare's
 * runtime finds no _redirects or _headers to apply (wrangler dev and wrangler deploy read them from the same folder).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { childrenOf, isRunning } from './harness/child-processes';
import { DIST } from './harness/site-paths';

const SERVE = fileURLToPath(new URL('./serve-cloudflare.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'adhera-cloudflare-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the server on a folder; resolves with its origin and process, and a stop that gives its exit and output. */
async function serve(folder: string) {
  const server = spawn(process.execPath, [SERVE, '--port', '0', '--dir', folder], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    for (const stream of [server.stdout, server.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /^Serving .* at (http:\/\/\S+?)\/?$/m.exec(output);
        if (match) resolve(match[1]);
      });
    }
    server.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  const stop = async () => {
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    return { code: await exited, output };
  };
  return { origin, server, stop };
}

it("reads a _redirects beside the files as Cloudflare's rules, and the build has none", async () => {
  const netlifyStyle = mkdtempSync(join(tmpdir(), 'adhera-cloudflare-rules-'));
  try {
    writeFileSync(join(netlifyStyle, 'en.html'), '<!doctype html><title>en</title>');
    writeFileSync(join(netlifyStyle, '_redirects'), '/old /en 301\n/* /en/404.html 404\n');
    const control = await serve(netlifyStyle);
    expect((await control.stop()).output).toMatch(/Parsed 1 valid redirect rules?[\s\S]*invalid redirect rule/);
  } finally {
    rmSync(netlifyStyle, { recursive: true, force: true });
  }

  expect(existsSync(join(DIST, 'en.html')), `${DIST} is built`).toBe(true);
  const built = await serve(DIST);
  expect((await fetch(`${built.origin}/en`)).status).toBe(200);
  const { output } = await built.stop();
  expect(output).not.toMatch(/redirect rule|header rule|_redirects|_headers/i);
});

it('serves the site on workerd and leaves no workerd behind when stopped', async () => {
  mkdirSync(join(dir, 'en'));
  writeFileSync(join(dir, 'en.html'), '<!doctype html><title>en</title>');
  writeFileSync(join(dir, 'en/404.html'), '<!doctype html><title>not found</title>');
  const { origin, server, stop } = await serve(dir);

  const page = await fetch(`${origin}/en`);
  expect(page.status).toBe(200);
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  expect((await fetch(`${origin}/es/`, { redirect: 'manual' })).headers.get('location')).toBe('/es');
  const runtimes = childrenOf(server.pid!).map(({ pid }) => pid);
  expect(runtimes.length).toBeGreaterThan(0);

  // Miniflare's exit hook stops workerd and ends the process with the conventional 128 + SIGTERM.
  expect((await stop()).code).toBe(143);
  await expect.poll(() => runtimes.filter(isRunning)).toEqual([]);
});
