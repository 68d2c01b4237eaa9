/**
 * tools/serve-netlify.mjs as its own process on a tiny site: the Edge Function answers on Deno (a Brazilian
 * browser's not-found page, a redirect, a hashed file left to the CDN with netlify.toml's headers), and SIGTERM
 * (what Playwright sends it after the tests) stops Deno too, so no runtime is left running.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { childrenOf, isRunning } from './harness/child-processes';

const SERVE = fileURLToPath(new URL('./serve-netlify.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'adhera-netlify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('answers through the Edge Function on Deno and leaves no Deno behind when stopped', async () => {
  for (const folder of ['br', 'en', '_astro']) mkdirSync(join(dir, folder));
  writeFileSync(join(dir, 'en.html'), '<!doctype html><title>en</title>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>root</title>');
  writeFileSync(join(dir, 'en/404.html'), '<!doctype html><title>en not found</title>');
  writeFileSync(join(dir, 'br/404.html'), '<!doctype html><title>br not found</title>');
  writeFileSync(join(dir, '_astro/app.B1c2D3.js'), 'export {};');
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
  const missing = await fetch(`${origin}/missing`, { headers: { 'Accept-Language': 'pt-BR,pt;q=0.9' } });
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('br not found');
  expect(missing.headers.get('vary')).toBe('Accept-Language');
  expect((await fetch(`${origin}/zz/x/`, { redirect: 'manual' })).headers.get('location')).toBe('/pt/x');
  const asset = await fetch(`${origin}/_astro/app.B1c2D3.js`);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(asset.headers.get('x-frame-options')).toBe('DENY');
  const runtimes = childrenOf(server.pid!).filter(({ command }) => /\bdeno\b/.test(command));
  expect(runtimes.length).toBeGreaterThan(0);

  const exited = new Promise((resolve) => server.on('exit', resolve));
  server.kill('SIGTERM');
  expect(await exited).toBe(0);
  await expect.poll(() => runtimes.map(({ pid }) => pid).filter(isRunning)).toEqual([]);
});
