/**
 * tools/admin/serve.mjs as its own process, on a dictionaries folder whose English file is not JSON: the request
 * that reads it gets a 500, and the admin keeps answering every other one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PALETTE } from '../../src/config/palette.mjs';

const SERVE = fileURLToPath(new URL('./serve.mjs', import.meta.url));

let locales: string;
let admin: ChildProcess;
let origin: string;

beforeAll(async () => {
  locales = mkdtempSync(join(tmpdir(), 'admin-locales-'));
  writeFileSync(join(locales, 'en.json'), '{ "menu": { "patients": "Patients", ');
  admin = spawn(process.execPath, [SERVE, '--port', '0', '--no-preview', '--locales', locales], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  origin = await new Promise<string>((resolve, reject) => {
    admin.stdout!.on('data', (chunk: Buffer) => {
      const url = /http:\/\/127\.0\.0\.1:\d+/.exec(chunk.toString());
      if (url) resolve(url[0]);
    });
    admin.once('exit', (code) => reject(new Error(`the admin exited (${code}) before it listened`)));
  });
});

afterAll(() => {
  admin?.kill();
  rmSync(locales, { recursive: true, force: true });
});

describe('the admin server, when a request fails', () => {
  it('answers 500 for the configuration it cannot read, and keeps serving the rest', async () => {
    const config = await fetch(`${origin}/admin/config.json`);
    expect(config.status).toBe(500);
    expect(admin.exitCode).toBeNull();

    const page = await fetch(`${origin}/admin/`);
    expect(page.status).toBe(200);
    const logo = await fetch(`${origin}/admin/logo.svg`);
    expect(logo.status).toBe(200);
    expect(await logo.text()).toContain(PALETTE.brand);
  });
});
