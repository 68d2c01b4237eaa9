#!/usr/bin/env node
/**
 * `npm start` and `npm run serve`: the built site on Node, for machines without nginx, with the same
 * rules as the production configs (lib/url-rules.mjs). Files go out through `send`, the library
 * under Express's static middleware: ETag and Last-Modified with 304s, byte ranges, HEAD, safe path
 * resolution, and a read stream destroyed when the response ends, finished or aborted. On top of it:
 * GET and HEAD only (405 with Allow), 400 or 414 for a malformed or hostile request target, same-origin
 * 301s, clean URLs from *.html files, the not-found page of the path's language (elsewhere, of the
 * browser's) with status 404 (also when a file vanishes before it is sent), the security and cache
 * headers, and the build's .br/.gz files.
 * Usage: node tools/serve.mjs [--port N] [--host 127.0.0.1] [--dir dist]   (--port 0 picks a free port)
 */
import { STATUS_CODES, createServer } from 'node:http';
import { stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { contentType } from 'mime-types';
import send from 'send';
import { COMPRESSIBLE } from '../lib/compressible.mjs';
import {
  ALLOWED_METHODS,
  NOT_FOUND_VARY,
  SECURITY_HEADERS,
  cacheControlFor,
  encodePath,
  routeRequest,
} from '../lib/url-rules.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT || '4321' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: process.env.DIST_DIR || 'dist' },
  },
});
const root = resolve(values.dir);

async function isFile(path) {
  try {
    return (await stat(join(root, path))).isFile();
  } catch {
    return false;
  }
}

/** The content codings a client accepts (Accept-Encoding, ignoring those with q=0). */
function acceptedCodings(header = '') {
  return header
    .split(',')
    .map((part) => part.trim().split(/\s*;\s*/))
    .filter(([, q]) => !/^q=0(\.0*)?$/.test(q ?? ''))
    .map(([coding]) => coding.toLowerCase());
}

/** The precompressed copy of a file the client accepts (brotli first), if the build wrote one. */
async function precompressed(file, acceptEncoding) {
  const accepted = acceptedCodings(acceptEncoding);
  for (const [coding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (accepted.includes(coding) && (await isFile(file + suffix))) return { coding, file: file + suffix };
  }
  return null;
}

function resetHeaders(res) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

/** A short plain-text answer: redirects and errors. */
function plain(res, status, headers = {}) {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(`${STATUS_CODES[status]}\n`);
}

/**
 * Sends a file of the build with the given status. When a 200 file is gone by the time it is opened
 * (a redeploy), the not-found page goes out instead; once bytes have left, a failure ends the connection.
 */
async function sendFile(req, res, status, file, notFound) {
  const type = contentType(extname(file)) || 'application/octet-stream';
  // Files of the kinds the build writes .br/.gz copies of.
  const compressible = COMPRESSIBLE.has(extname(file));
  const variant = compressible ? await precompressed(file, req.headers['accept-encoding']) : null;
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cacheControlFor(file));
  const vary = [...(compressible ? ['Accept-Encoding'] : []), ...(status === 404 ? [NOT_FOUND_VARY] : [])];
  if (vary.length) res.setHeader('Vary', vary.join(', '));
  if (variant) res.setHeader('Content-Encoding', variant.coding);

  const failed = (error) => {
    if (res.headersSent) return res.destroy();
    resetHeaders(res);
    if (error.status === 404 && notFound) return sendFile(req, res, 404, notFound, null);
    plain(res, error.status || 500, error.headers);
  };
  send(req, encodePath(variant ? variant.file : file), {
    root,
    // lib/url-rules.mjs decides which paths are published (it keeps /.well-known/).
    dotfiles: 'allow',
    index: false,
    // Cache-Control is set above; a not-found page is always sent whole.
    cacheControl: false,
    acceptRanges: status === 200,
  })
    .on('error', failed)
    .on('directory', () => failed({ status: 404 }))
    .pipe(res);
}

async function handle(req, res) {
  resetHeaders(res);
  if (!ALLOWED_METHODS.includes(req.method ?? '')) return plain(res, 405, { Allow: ALLOWED_METHODS.join(', ') });
  const route = routeRequest(req.url ?? '/', req.headers['accept-language']);
  if (route.status === 301) return plain(res, 301, { Location: route.location });
  if (route.status) return plain(res, route.status);
  for (const file of route.files) {
    if (await isFile(file)) return sendFile(req, res, 200, file, route.notFound);
  }
  return sendFile(req, res, 404, route.notFound, null);
}

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    if (res.headersSent) res.destroy();
    else plain(res, 500);
  });
});

// A request line Node's HTTP parser refuses (a raw byte outside ASCII, say) never reaches handle(): answer it
// here, with the security headers every response carries.
server.on('clientError', (error, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const headers = Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`);
  const body = `${STATUS_CODES[status]}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('')}Content-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  );
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.dir}/ at http://${values.host}:${server.address().port}`);
});
