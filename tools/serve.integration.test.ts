/**
 * tools/serve.mjs as its own process, on a tiny site in a temporary folder: what a file server must
 * get right besides the URL rules (those are the table lib/url-cases.mjs, sent to the server over
 * HTTP in tests/http/). Descriptors are counted in /proc, so those tests run on Linux only.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { request, type ClientRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer } from './harness/site-server.mjs';

const VANISH_ON_OPEN = fileURLToPath(new URL('../tests/fixtures/serve/vanish-on-open.mjs', import.meta.url));
const SCRIPT = 'console.log("adhera");\n'.repeat(100);
/** Larger than the socket buffers, so a download is still being read from disk when it is aborted. */
const BIG = 16 * 1024 * 1024;

let dir: string;
let server: Awaited<ReturnType<typeof startSiteServer>>;
let origin: string;

function write(path: string, content: string | Buffer) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request on its own connection. */
function call(
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Reply>((resolve, reject) => {
    const req = request(origin + path, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Starts a download and pauses it after its first bytes: the server is mid-file. */
function startDownload(path: string) {
  return new Promise<{ req: ClientRequest; res: IncomingMessage }>((resolve, reject) => {
    const req = request(origin + path, { agent: false }, (res) => {
      res.once('data', () => {
        res.pause();
        resolve({ req, res });
      });
    });
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    req.end();
  });
}

const openDescriptors = () => readdirSync(`/proc/${server.process.pid}/fd`).length;

/** The server's descriptor count once two readings in a row agree (connections of earlier tests closed). */
async function settledDescriptors() {
  let last = -1;
  await expect
    .poll(
      () => {
        const [previous, now] = [last, openDescriptors()];
        last = now;
        return now === previous;
      },
      { interval: 100, timeout: 10_000 },
    )
    .toBe(true);
  return last;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'adhera-serve-'));
  write('en.html', '<!doctype html><title>Adhera</title><p>Home</p>\n');
  write('en/404.html', '<!doctype html><title>Not found (en)</title>\n');
  write('es/404.html', '<!doctype html><title>Not found (es)</title>\n');
  write('_astro/app.a1b2c3.js', SCRIPT);
  write('_astro/app.a1b2c3.js.br', brotliCompressSync(SCRIPT));
  write('_astro/app.a1b2c3.js.gz', gzipSync(SCRIPT));
  write('styles.css', 'p{margin:0}\n');
  write('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  write('big.bin', randomBytes(BIG));
  write('.well-known/security.txt', 'Contact: mailto:security@site.example\n');
  write('.env', 'SECRET=1\n');
  server = await startSiteServer(dir, { nodeArgs: ['--import', VANISH_ON_OPEN] });
  origin = server.origin;
});

afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('tools/serve.mjs', () => {
  it('answers only GET and HEAD: 405 with Allow for every other method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
      const reply = await call('/en', { method });
      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow, method).toBe('GET, HEAD');
      expect(reply.body.toString(), method).not.toContain('Home');
    }
  });

  it('refuses malformed URLs with 400', async () => {
    for (const path of ['/%E0%A4%A', '/en%zz', '/%FF', '/en%0d%0aSet-Cookie:%20a=b']) {
      const reply = await call(path);
      expect(reply.status, path).toBe(400);
      expect(reply.headers['set-cookie'], path).toBeUndefined();
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await call('/en');
    const head = await call('/en', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-type', 'content-length', 'etag', 'last-modified', 'cache-control']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
  });

  it('revalidates with 304 on If-None-Match and on If-Modified-Since', async () => {
    const { headers } = await call('/en');
    expect(headers.etag).toBeTruthy();
    const byTag = await call('/en', { headers: { 'If-None-Match': headers.etag! } });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect(byTag.headers['x-content-type-options']).toBe('nosniff');
    expect((await call('/en', { headers: { 'If-Modified-Since': headers['last-modified']! } })).status).toBe(304);
    expect((await call('/en', { headers: { 'If-None-Match': '"another-version"' } })).status).toBe(200);
  });

  it('serves byte ranges, and 416 past the end', async () => {
    const slice = await call('/big.bin', { headers: { Range: 'bytes=100-199' } });
    expect(slice.status).toBe(206);
    expect(slice.headers['content-range']).toBe(`bytes 100-199/${BIG}`);
    expect(slice.body.length).toBe(100);
    const tail = await call('/big.bin', { headers: { Range: 'bytes=-10' } });
    expect(tail.headers['content-range']).toBe(`bytes ${BIG - 10}-${BIG - 1}/${BIG}`);
    const beyond = await call('/big.bin', { headers: { Range: `bytes=${BIG}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${BIG}`);
  });

  it('sends each file with its MIME type, and the precompressed copy the client accepts', async () => {
    for (const [path, type] of [
      ['/en', 'text/html; charset=utf-8'],
      ['/styles.css', 'text/css; charset=utf-8'],
      ['/logo.svg', 'image/svg+xml'],
      ['/big.bin', 'application/octet-stream'],
      ['/.well-known/security.txt', 'text/plain; charset=utf-8'],
    ]) {
      expect((await call(path, { method: 'HEAD' })).headers['content-type'], path).toBe(type);
    }
    const asset = '/_astro/app.a1b2c3.js';
    const brotli = await call(asset, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect((await call(asset, { headers: { 'Accept-Encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip');
    expect((await call(asset)).body.toString()).toBe(SCRIPT);
  });

  it('publishes /.well-known/ but no other dotfile, and sends not-found pages with 404', async () => {
    expect((await call('/.well-known/security.txt')).status).toBe(200);
    const hidden = await call('/.env', { headers: { 'Accept-Language': 'es-ES,es;q=0.9' } });
    expect(hidden.status).toBe(404);
    expect(hidden.body.toString()).toContain('Not found (es)');
    expect(hidden.headers.vary).toBe('Accept-Encoding, Accept-Language');
    const missing = await call('/en/missing', { headers: { 'Accept-Language': 'es' } });
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('Not found (en)');
  });

  it.runIf(process.platform === 'linux')(
    'releases the descriptors of 200 aborted downloads',
    async () => {
      const baseline = await settledDescriptors();
      // The count sees downloads in flight: each holds a socket and an open file.
      const inFlight = await Promise.all(Array.from({ length: 10 }, () => startDownload('/big.bin')));
      expect(openDescriptors()).toBeGreaterThanOrEqual(baseline + 20);
      for (const { req } of inFlight) req.destroy();

      for (let batch = 0; batch < 20; batch++) {
        const downloads = await Promise.all(Array.from({ length: 10 }, () => startDownload('/big.bin')));
        for (const { req } of downloads) req.destroy();
      }
      await expect.poll(openDescriptors, { timeout: 10_000 }).toBeLessThanOrEqual(baseline);
      expect(server.process.exitCode).toBeNull();
    },
    20_000,
  );

  it('keeps answering when a file is deleted during its download', async () => {
    write('vanishing.bin', randomBytes(BIG));
    const { req } = await startDownload('/vanishing.bin');
    unlinkSync(join(dir, 'vanishing.bin'));
    req.destroy();
    expect((await call('/vanishing.bin')).status).toBe(404);
    expect((await call('/en')).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  });

  it('sends the not-found page when a file vanishes between its lookup and its opening', async () => {
    write('en/vanishes-on-open.html', '<p>Gone before it is read</p>');
    const reply = await call('/en/vanishes-on-open');
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).toContain('Not found (en)');
    expect((await call('/en')).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  });
});
