/**
 * tools/serve-cloudflare.mjs as its own process on a tiny site: it serves through workerd, and SIGTERM (what
 * Playwright sends it after the tests) stops workerd too, so no runtime is left running.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const SERVE = fileURLToPath(new URL('./serve-cloudflare.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'adhera-cloudflare-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The process ids of a process's children (Linux `ps`). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).startsWith('Z');
  } catch {
    return false;
  }
};

it('serves the site on workerd and leaves no workerd behind when stopped', async () => {
  mkdirSync(join(dir, 'en'));
  writeFileSync(join(dir, 'en.html'), '<!doctype html><title>en</title>');
  writeFileSync(join(dir, 'en/404.html'), '<!doctype html><title>not found</title>');
  const server = spawn(process.execPath, [SERVE, '--port', '0', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      const match = /at (http:\/\/\S+?)\/?$/m.exec(chunk.toString());
      if (match) resolve(match[1]);
    });
    server.on('exit', (code) => reject(new Error(`exited with ${code}`)));
  });

  const page = await fetch(`${origin}/en`);
  expect(page.status).toBe(200);
  expect(page.headers.get('x-frame-options')).toBe('DENY');
  expect((await fetch(`${origin}/es/`, { redirect: 'manual' })).headers.get('location')).toBe('/es');
  const runtimes = childrenOf(server.pid!);
  expect(runtimes.length).toBeGreaterThan(0);

  const exited = new Promise((resolve) => server.on('exit', resolve));
  server.kill('SIGTERM');
  // Miniflare's exit hook stops workerd and ends the process with the conventional 128 + SIGTERM.
  expect(await exited).toBe(143);
  await expect.poll(() => runtimes.filter(isRunning)).toEqual([]);
});
