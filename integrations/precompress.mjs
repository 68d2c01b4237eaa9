/**
 * Precompression at build: writes file.br (brotli) and file.gz (gzip) next to every text file of at
 * least 1 KB in the build output, so servers send them without compressing per request
 * (nginx `gzip_static` and the .br lookup in deploy/nginx/adhera.conf, tools/serve.mjs).
 * A variant that would not be smaller is not written.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { COMPRESSIBLE } from '../lib/compressible.mjs';

const MIN_BYTES = 1024;

/** The brotli settings of the build's .br files, for a file of `size` bytes (the byte budgets count with them too). */
export function brotliOptions(size) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  };
}

/**
 * The build's gzip, which hosts without brotli send (and the byte budgets count): Zopfli, whose output any gunzip
 * reads and which is about 5% smaller than zlib's level 9, so that each page's HTML fits the first round trip as gzip
 * too. It costs about half a second a page, once, at build.
 */
export async function gzipForHosts(data) {
  return Buffer.from(await gzipAsync(data, { numiterations: 15 }));
}

const brotli = promisify(brotliCompress);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses every eligible file under dir; returns how many files got variants and the byte totals. */
export async function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for await (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const data = await readFile(path);
    if (data.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([brotli(data, brotliOptions(data.length)), gzipForHosts(data)]);
    if (br.length < data.length) await writeFile(`${path}.br`, br);
    if (gzipped.length < data.length) await writeFile(`${path}.gz`, gzipped);
    totals.files += 1;
    totals.bytes += data.length;
    totals.br += Math.min(br.length, data.length);
    totals.gz += Math.min(gzipped.length, data.length);
  }
  return totals;
}

/** Astro integration: precompress the output once the build is written. */
export function precompressIntegration() {
  return {
    name: 'adhera:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const t = await precompress(fileURLToPath(dir));
        const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
        logger.info(`${t.files} files precompressed: ${kb(t.bytes)} → ${kb(t.br)} brotli, ${kb(t.gz)} gzip`);
      },
    },
  };
}
