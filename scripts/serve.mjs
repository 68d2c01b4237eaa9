#!/usr/bin/env node
/**
 * A small static server for `npm start` on machines without nginx: serves dist/ on 127.0.0.1:4321
 * with the same rules as the production configs in deploy/ (deploy/url-rules.mjs): clean URLs from
 * *.html files, real 301s for /, trailing slashes and language prefixes, the language's not-found
 * page with status 404, the security and cache headers, and the build's precompressed .br/.gz files.
 * Usage: node scripts/serve.mjs [--port N] [--dir dist]
 */
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { SECURITY_HEADERS, cacheControlFor, notFoundPageFor, redirectFor } from '../deploy/url-rules.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT || '4321' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: process.env.DIST_DIR || 'dist' },
  },
});

const root = resolve(values.dir);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files in dist/ that are instructions for other hosts (Netlify, Cloudflare Pages) or hidden. */
const UNPUBLISHED = /^\/(_redirects|_headers)$|\/\./;

async function fileAt(path) {
  if (UNPUBLISHED.test(path)) return null;
  const full = normalize(join(root, path));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    return (await stat(full)).isFile() ? full : null;
  } catch {
    return null;
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

/** The precompressed variant the client accepts (brotli first), written next to the file at build. */
async function encodedVariant(file, acceptEncoding) {
  const accepted = acceptedCodings(acceptEncoding);
  for (const [coding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (accepted.includes(coding) && (await fileAt(file.slice(root.length) + suffix)))
      return { coding, file: file + suffix };
  }
  return null;
}

async function send(req, res, status, file) {
  const type = TYPES[extname(file)] || 'application/octet-stream';
  const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(type);
  const variant = compressible ? await encodedVariant(file, req.headers['accept-encoding']) : null;
  const body = variant ? variant.file : file;
  const { size } = await stat(body);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': type,
    'Content-Length': size,
    'Cache-Control': cacheControlFor(file.slice(root.length).split(sep).join('/')),
    ...(compressible && { Vary: 'Accept-Encoding' }),
    ...(variant && { 'Content-Encoding': variant.coding }),
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(body).pipe(res);
}

function redirect(res, location) {
  res.writeHead(301, { ...SECURITY_HEADERS, Location: location, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(`Moved to ${location}\n`);
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url || '/', 'http://localhost');
  let path;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = '/';
  }
  const target = redirectFor(path);
  if (target) return redirect(res, encodeURI(target) + url.search);

  const file = (await fileAt(path)) || (!extname(path) && (await fileAt(`${path}.html`)));
  // The not-found pages are only ever served with status 404, even when asked for by name.
  if (file && !file.endsWith(`${sep}404.html`)) return send(req, res, 200, file);

  const notFound = (await fileAt(notFoundPageFor(path))) || (await fileAt('/404.html'));
  if (notFound) return send(req, res, 404, notFound);
  res.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found\n');
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.dir}/ at http://${values.host}:${values.port}`);
});
