#!/usr/bin/env node
/**
 * `npm run admin`: the content admin (Sveltia CMS) for this working copy, at http://127.0.0.1:4322/admin/.
 * It serves the CMS from node_modules, the admin's own browser code, a configuration made from the
 * dictionaries at each load (tools/admin/config.ts), the translation status, and for the admin page's scripts
 * every string by its place in the form and its words, and the outdated translations. The browser reads and
 * writes the files itself, in the folder the editor picks (File System Access API): this server only
 * reads, except for one record: a translation the editor marks "still right" on the status page goes into
 * reviewed.json, as `npm run i18n:status -- --reviewed` writes it. It listens on loopback only and answers
 * only requests addressed to it by that name.
 * It also runs the site's live preview (astro dev), to which each entry links.
 * Usage: node tools/admin/serve.mjs [--port N] [--repo owner/name] [--locales DIR] [--preview-port N | --no-preview]
 * (--port 0 picks a free port)
 */
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import send from 'send';
import { paint } from '../../src/config/palette.mjs';
import { HTML_LANG } from '../../src/i18n/languages.ts';
import { flattenEntries } from '../../src/i18n/dictionary.ts';
import { formatStatus, markReviewed, translationStatus } from '../i18n-status.lib.ts';
import { FIND_LINK, LOGO, STATUS_PAGE, adminConfig, outdatedNotes, stringIndex } from './config.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.ADMIN_PORT || '4322' },
    repo: { type: 'string' },
    // Another dictionaries folder (in a git repository), for the admin's tests.
    locales: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    // The live preview: `astro dev` of this working copy on this port, which reloads a page when a save changes it.
    'preview-port': { type: 'string', default: process.env.PREVIEW_PORT || '4321' },
    'no-preview': { type: 'boolean', default: false },
  },
});
const HOST = '127.0.0.1';
const project = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const LOCALES = values.locales ?? project('src/i18n/locales');
const TILE = project('src/assets/brand/mark-tile.svg');
const PREVIEW = `http://${HOST}:${values['preview-port']}`;
const BROWSER = fileURLToPath(new URL('./browser/', import.meta.url));
const require = createRequire(import.meta.url);
// The package's root: its main module is npm/index.js.
const CMS = join(dirname(require.resolve('@sveltia/cms')), '..');
// Resolved as Node resolves packages, so that a copy of the site inside this one (a test's) runs it too.
const ASTRO = join(dirname(require.resolve('astro/package.json')), 'bin/astro.mjs');

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

function page() {
  // The language tags name the site's codes for the CMS: br is pt-BR, Brazilian Portuguese, not Breton.
  // Until a GitHub repository is configured (--repo), its sign-in buttons lead nowhere: they are hidden.
  const githubRoute = values.repo ? '' : '<style>button[data-label^="Sign In"]{display:none!important}</style>';
  return readFileSync(`${BROWSER}index.html`, 'utf8')
    .replace('%LANGUAGE_TAGS%', escapeHtml(JSON.stringify(HTML_LANG)))
    .replace('<!-- %GITHUB_ROUTE% -->', githubRoute);
}

const english = () => JSON.parse(readFileSync(`${LOCALES}/en.json`, 'utf8'));

function config() {
  return adminConfig({
    en: english(),
    // Until a GitHub repository is configured, the landing asks for this folder by its name.
    repo: values.repo ?? `local/${basename(project('.'))}`,
    previewUrl: values['no-preview'] ? undefined : PREVIEW,
  });
}

/** A dictionary's strings by dotted key, as they are on disk now. */
function strings(lang) {
  try {
    return new Map(flattenEntries(JSON.parse(readFileSync(`${LOCALES}/${lang}.json`, 'utf8'))));
  } catch {
    return new Map();
  }
}

/** The strings of every dictionary as on disk now, by language and dotted key: each file read once, when first asked. */
function textsNow() {
  const read = new Map();
  return (lang, key) => {
    if (!read.has(lang)) read.set(lang, strings(lang));
    return read.get(lang).get(key);
  };
}

const languageName = (lang) => new Intl.DisplayNames('en', { type: 'language' }).of(HTML_LANG[lang] ?? lang);

/** The form field that carries a source's text as the status page showed it, by the source's language. */
const SHOWN = 'shown-';

/**
 * Each outdated translation with the source's new text beside it, and a button that records it as still
 * right (POST /admin/reviewed), as `npm run i18n:status -- --reviewed lang:key` does. The button sends the source
 * texts the page showed, so that a review vouches for the text the reviewer read.
 */
function reviewList(status) {
  const rows = status.languages.flatMap(({ lang, outdated }) =>
    outdated.map(({ key, because }) => {
      const shown = because.map((source) => ({ ...source, text: strings(source.lang).get(key) ?? '' }));
      const sources = shown
        .map(
          (source) =>
            `<p>${escapeHtml(languageName(source.lang))} changed on ${escapeHtml(source.changed.date)}, and now says: ` +
            `<q lang="${HTML_LANG[source.lang]}">${escapeHtml(source.text)}</q></p>`,
        )
        .join('');
      const fields = shown
        .map((source) => `<input type="hidden" name="${SHOWN}${source.lang}" value="${escapeHtml(source.text)}">`)
        .join('');
      const target = `${lang}:${key}`;
      return `<li id="${escapeHtml(target)}"><h3>${escapeHtml(languageName(lang))}: <code>${escapeHtml(key)}</code></h3>
${sources}<p>${escapeHtml(languageName(lang))} says: <q lang="${HTML_LANG[lang]}">${escapeHtml(strings(lang).get(key) ?? '')}</q></p>
<form method="post" action="/admin/reviewed"><input type="hidden" name="target" value="${escapeHtml(target)}">${fields}
<button>Still right: mark ${escapeHtml(languageName(lang))} reviewed</button></form></li>`;
    }),
  );
  return rows.length
    ? `<h2>Outdated translations</h2>
<p>Each translates an older text. Update it in the admin, or, if it still says the same as the new text, mark it reviewed:
it leaves this list until its source changes again (recorded in <code>reviewed.json</code>; commit it).</p>
<ol>${rows.join('\n')}</ol>`
    : '<p>No translation is outdated.</p>';
}

/**
 * Why a review cannot be recorded as sent: a source it read changed on disk after the status page showed it (a
 * `git pull`, an edit in the admin or an editor), so the reviewer has not read the text it would vouch for.
 */
function changedSinceShown(target, form) {
  const key = target.slice(target.indexOf(':') + 1);
  const changed = [...form]
    .filter(([name]) => name.startsWith(SHOWN))
    .map(([name, shown]) => ({ lang: name.slice(SHOWN.length), shown }))
    .map((source) => ({ ...source, now: strings(source.lang).get(key) ?? '' }))
    .filter(({ shown, now }) => shown !== now);
  if (!changed.length) return undefined;
  const sources = changed.map(
    ({ lang, shown, now }) =>
      `Its ${languageName(lang)} source changed after this page showed it: the page showed “${shown}”; the file now says “${now}”.`,
  );
  return `${target} is not marked. ${sources.join(' ')} Read it again below.`;
}

function statusPage(notice = '') {
  const status = translationStatus(LOCALES);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Translation status</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:60rem}pre{font:14px/1.4 ui-monospace,monospace;overflow:auto}
li{margin-block:1rem}h3{font-size:1rem;margin:0}p{margin:.25rem 0}</style></head>
<body><h1>Translation status</h1>
<p>Strings whose source changed after the translation, and keys a language lacks, from the git history
of <code>src/i18n/locales/</code> (the same as <code>npm run i18n:status</code>). Your saves count at once.
<a href="/admin/">Back to the admin</a> · <a href="${FIND_LINK}">Find a string by its words</a></p>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
${reviewList(status)}
<h2>All languages</h2>
<pre>${escapeHtml(formatStatus(status))}</pre>
</body>
</html>
`;
}

/**
 * POST /admin/reviewed (target=lang:key, and the source texts the page showed): records the translation as
 * reviewed in reviewed.json as it is now, then shows the status again.
 */
function review(req, res, origin) {
  // Only the status page's own form: a page of another origin cannot record a review.
  if (req.headers.origin !== origin)
    return answer(res, 403, 'text/plain', 'Mark translations reviewed from the status page.\n');
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => {
    body += chunk;
    if (body.length > 65536) req.destroy();
  });
  req.on('end', () => {
    const form = new URLSearchParams(body);
    const target = form.get('target') ?? '';
    const changed = changedSinceShown(target, form);
    if (changed) return answer(res, 409, 'text/html', statusPage(changed));
    try {
      markReviewed(LOCALES, [target]);
    } catch (error) {
      return answer(res, 400, 'text/html', statusPage(error instanceof Error ? error.message : String(error)));
    }
    // Back to the list (a reload then asks nothing again), saying what was recorded.
    res.writeHead(303, { Location: `${STATUS_PAGE}?reviewed=${encodeURIComponent(target)}` });
    res.end();
  });
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
  "form-action 'self'",
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

/** One request: the admin page, its configuration and scripts, the CMS's files, the logo and the status. */
async function route(req, res) {
  const port = server.address().port;
  // A page on another name (DNS rebinding) must not read the status or the configuration.
  if (![`${HOST}:${port}`, `localhost:${port}`].includes(req.headers.host ?? '')) {
    return answer(res, 400, 'text/plain', 'Open the admin at its own address.\n');
  }
  const url = new URL(req.url ?? '/', `http://${HOST}`);
  if (req.method === 'POST' && url.pathname === '/admin/reviewed')
    return review(req, res, `http://${req.headers.host}`);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return answer(res, 405, 'text/plain', '405\n');
  }
  const path = url.pathname;
  if (path === '/' || path === '/admin') {
    res.writeHead(302, { Location: '/admin/' });
    return res.end();
  }
  if (path === '/admin/') return answer(res, 200, 'text/html', page());
  if (path === '/admin/config.json') return answer(res, 200, 'application/json', JSON.stringify(config()));
  // The tile names its colours by palette role, as the site's art does: an image cannot read custom properties.
  if (path === LOGO) return answer(res, 200, 'image/svg+xml', paint(readFileSync(TILE, 'utf8'), TILE));
  if (path === STATUS_PAGE) {
    const reviewed = url.searchParams.get('reviewed');
    return answer(res, 200, 'text/html', statusPage(reviewed ? `${reviewed} is recorded as reviewed.` : ''));
  }
  if (path === '/admin/status.json') {
    return answer(res, 200, 'application/json', JSON.stringify(translationStatus(LOCALES)));
  }
  // For the admin's page scripts: every string by its place in the form and its words (find-string.js), and
  // the outdated translations, each shown under its own language's field (outdated-hints.js).
  if (path === '/admin/strings.json') {
    return answer(res, 200, 'application/json', JSON.stringify(stringIndex(english(), textsNow())));
  }
  if (path === '/admin/outdated.json') {
    return answer(res, 200, 'application/json', JSON.stringify(outdatedNotes(translationStatus(LOCALES), textsNow())));
  }
  // The package's ES module build (npm/): its fonts and chunks are files beside it, not a CDN's.
  if (/^\/admin\/cms\/(npm|locales)\//.test(path)) return serveFile(req, res, CMS, path.slice('/admin/cms'.length));
  if (/^\/admin\/[\w-]+\.js$/.test(path)) return serveFile(req, res, BROWSER, path.slice('/admin'.length));
  return answer(res, 404, 'text/plain', '404\n');
}

// A request that fails (a dictionary that is not JSON, a file gone) gets a 500, and the admin stays up for the rest.
const server = createServer((req, res) =>
  route(req, res).catch((error) => {
    console.error(error);
    if (res.headersSent) res.destroy();
    else answer(res, 500, 'text/plain', '500\n');
  }),
);

/**
 * The site as the editor's saves change it: `astro dev` of this working copy, whose pages reload by themselves
 * when a dictionary or testimonial file changes. Each entry of the admin links to its page there.
 */
function startPreview() {
  const args = [ASTRO, 'dev', '--host', HOST, '--port', values['preview-port']];
  const preview = spawn(process.execPath, args, {
    cwd: project('.'),
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: values.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => preview.kill();
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}

server.listen(Number(values.port), HOST, () => {
  if (!values['no-preview']) startPreview();
  if (!values.quiet) {
    console.log(`Content admin: http://${HOST}:${server.address().port}/admin/ (Chrome or Edge; Ctrl+C stops it)`);
    if (!values['no-preview']) console.log(`Live preview of the site: ${PREVIEW}/en`);
  }
});
