import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

/** A page-like text: repetitive markup with varied words, as the built pages are. */
const PAGE = Array.from(
  { length: 400 },
  (_, i) => `<li class="card"><a href="/en/page-${i}">Item ${i * 7919} of the list</a></li>`,
).join('');

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes .br and .gz copies that decompress to the file, the gzip one smaller than zlib at its best', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    writeFileSync(join(dir, 'page.html'), PAGE);
    await precompress(dir);
    const gz = readFileSync(join(dir, 'page.html.gz'));
    expect(gunzipSync(gz).toString()).toBe(PAGE);
    expect(brotliDecompressSync(readFileSync(join(dir, 'page.html.br'))).toString()).toBe(PAGE);
    expect(gz.length).toBeLessThan(gzipSync(PAGE, { level: constants.Z_BEST_COMPRESSION }).length);
  });

  it('leaves small files and images as they are', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    writeFileSync(join(dir, 'small.html'), '<p>hi</p>');
    writeFileSync(join(dir, 'image.png'), PAGE);
    await precompress(dir);
    expect(existsSync(join(dir, 'small.html.gz'))).toBe(false);
    expect(existsSync(join(dir, 'image.png.gz'))).toBe(false);
  });
});
