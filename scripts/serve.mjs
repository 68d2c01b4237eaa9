#!/usr/bin/env node
/**
 * A small static server for `npm start`: serves dist/ on 127.0.0.1:4321 the way the production
 * hosts do (see deploy/): clean URLs from *.html files, the language's not-found page with a real
 * 404 status, no trailing slashes. Usage: node scripts/serve.mjs [--port N] [--dir dist]
 */
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT || '4321' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'dist' },
  },
});

const root = resolve(values.dir);
const LANGUAGES = ['en', 'es', 'pt', 'br'];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileAt(path) {
  const full = normalize(join(root, path));
  if (!full.startsWith(root)) return null;
  try {
    return (await stat(full)).isFile() ? full : null;
  } catch {
    return null;
  }
}

function send(res, status, file, headers = {}) {
  res.writeHead(status, {
    'Content-Type': TYPES[extname(file)] || 'application/octet-stream',
    'Cache-Control': file.includes('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  createReadStream(file).pipe(res);
}

function redirect(res, location) {
  res.writeHead(301, { Location: location, 'Content-Type': 'text/plain; charset=utf-8' });
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
  if (path === '/') return redirect(res, `/en${url.search}`);
  if (path.length > 1 && path.endsWith('/')) return redirect(res, path.replace(/\/+$/, '') + url.search);

  const prefix = /^\/([A-Za-z]{2})(\/.*)?$/.exec(path);
  if (prefix) {
    const code = prefix[1].toLowerCase();
    if (!LANGUAGES.includes(code)) return redirect(res, `/pt${prefix[2] || ''}${url.search}`);
    if (code !== prefix[1]) return redirect(res, `/${code}${prefix[2] || ''}${url.search}`);
  }

  const file = (await fileAt(path)) || (!extname(path) && (await fileAt(`${path}.html`)));
  if (file && !file.endsWith('/404.html')) return send(res, 200, file);

  const lang = path.split('/')[1];
  const notFound = (LANGUAGES.includes(lang) && (await fileAt(`/${lang}/404.html`))) || (await fileAt('/404.html'));
  if (notFound) return send(res, 404, notFound);
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found\n');
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.dir}/ at http://${values.host}:${values.port}`);
});
