#!/usr/bin/env node
/**
 * `npm run admin`: the content admin (Sveltia CMS) for this working copy, at http://127.0.0.1:4322/admin/.
 * It serves the CMS from node_modules, the admin's own browser code, a configuration made from the
 * dictionaries at each load (tools/admin/config.ts) and the translation status. The browser reads and
 * writes the files itself, in the folder the editor picks (File System Access API): this server only
 * reads. It listens on loopback only and answers only requests addressed to it by that name.
 * Usage: node tools/admin/serve.mjs [--port N] [--repo owner/name]   (--port 0 picks a free port)
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import send from 'send';
import { HTML_LANG } from '../../src/i18n/languages.ts';
import { formatStatus, translationStatus } from '../i18n-status.lib.ts';
import { adminConfig } from './config.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.ADMIN_PORT || '4322' },
    repo: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});
const HOST = '127.0.0.1';
const project = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const LOCALES = project('src/i18n/locales');
const BROWSER = fileURLToPath(new URL('./browser/', import.meta.url));
// The package's root: its main module is npm/index.js.
const CMS = join(dirname(createRequire(import.meta.url).resolve('@sveltia/cms')), '..');

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

function page() {
  // The language tags name the site's codes for the CMS: br is pt-BR, Brazilian Portuguese, not Breton.
  return readFileSync(`${BROWSER}index.html`, 'utf8').replace('%LANGUAGE_TAGS%', escapeHtml(JSON.stringify(HTML_LANG)));
}

function config() {
  const en = JSON.parse(readFileSync(`${LOCALES}/en.json`, 'utf8'));
  return adminConfig({ en, status: translationStatus(LOCALES), repo: values.repo });
}

function statusPage() {
  const text = formatStatus(translationStatus(LOCALES));
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Translation status</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem}pre{font:14px/1.4 ui-monospace,monospace;overflow:auto}</style></head>
<body><h1>Translation status</h1>
<p>Strings whose source changed after the translation, and keys a language lacks, from the git history
of <code>src/i18n/locales/</code> (the same as <code>npm run i18n:status</code>). Commit your edits, then reload.
<a href="/admin/">Back to the admin</a></p>
<pre>${escapeHtml(text)}</pre>
</body>
</html>
`;
}

/**
 * The admin works offline: the browser refuses any request to another origin (Sveltia CMS checks a
 * hosted service's status and its own version online; nothing of that is needed on a local copy).
 */
const OFFLINE = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' data: blob:",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function answer(res, status, type, body) {
  res.writeHead(status, {
    'Content-Type': `${type}; charset=utf-8`,
    'Cache-Control': 'no-store',
    'Content-Security-Policy': OFFLINE,
  });
  res.end(body);
}

function serveFile(req, res, root, path) {
  send(req, path, { root, index: false, dotfiles: 'deny', cacheControl: false })
    .on('headers', (response) => response.setHeader('Cache-Control', 'no-cache'))
    .on('error', (error) => answer(res, error.status ?? 500, 'text/plain', `${error.status ?? 500}\n`))
    .on('directory', () => answer(res, 404, 'text/plain', '404\n'))
    .pipe(res);
}

const server = createServer((req, res) => {
  const port = server.address().port;
  // A page on another name (DNS rebinding) must not read the status or the configuration.
  if (![`${HOST}:${port}`, `localhost:${port}`].includes(req.headers.host ?? '')) {
    return answer(res, 400, 'text/plain', 'Open the admin at its own address.\n');
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return answer(res, 405, 'text/plain', '405\n');
  }
  const url = new URL(req.url ?? '/', `http://${HOST}`);
  const path = url.pathname;
  if (path === '/' || path === '/admin') {
    res.writeHead(302, { Location: '/admin/' });
    return res.end();
  }
  if (path === '/admin/') return answer(res, 200, 'text/html', page());
  if (path === '/admin/config.json') return answer(res, 200, 'application/json', JSON.stringify(config()));
  if (path === '/admin/status') return answer(res, 200, 'text/html', statusPage());
  if (path === '/admin/status.json') {
    return answer(res, 200, 'application/json', JSON.stringify(translationStatus(LOCALES)));
  }
  // The package's ES module build (npm/): its fonts and chunks are files beside it, not a CDN's.
  if (/^\/admin\/cms\/(npm|locales)\//.test(path)) return serveFile(req, res, CMS, path.slice('/admin/cms'.length));
  if (/^\/admin\/[\w-]+\.js$/.test(path)) return serveFile(req, res, BROWSER, path.slice('/admin'.length));
  return answer(res, 404, 'text/plain', '404\n');
});

server.listen(Number(values.port), HOST, () => {
  if (!values.quiet) {
    console.log(`Content admin: http://${HOST}:${server.address().port}/admin/ (Chrome or Edge; Ctrl+C stops it)`);
  }
});
