import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { SECURITY_HEADERS as RULES_HEADERS } from '../../lib/url-rules.mjs';

import { DIST } from '../../tools/harness/site-paths';

export { DIST };

/** The host a Playwright project of tests/http runs against (playwright.config.ts: http-nginx, http-node, …). */
export function hostOf(projectName: string): 'nginx' | 'node' | 'cloudflare' | 'netlify' {
  const host = projectName.replace(/^http-/, '');
  if (host === 'nginx' || host === 'node' || host === 'cloudflare' || host === 'netlify') return host;
  throw new Error(`no host for project ${projectName}`);
}

/** A request that does not follow redirects, so the status and Location of each hop are seen. */
export function getRaw(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  return request.get(path, { maxRedirects: 0, headers: { 'Accept-Encoding': 'identity', ...headers } });
}

/**
 * The hashed build files to probe: a script, and a stylesheet when Astro emitted one (pages inline
 * small CSS, see build.inlineStylesheets in astro.config.mjs).
 */
export function hashedAssets(): string[] {
  const hasCss = readdirSync(`${DIST}/_astro`).some((file) => file.endsWith('.css'));
  return hasCss ? [astroAsset('.js'), astroAsset('.css')] : [astroAsset('.js')];
}

/** The largest hashed build file with this extension, as a URL path. */
export function astroAsset(extension: string): string {
  const size = (file: string) => statSync(`${DIST}/_astro/${file}`).size;
  const name = readdirSync(`${DIST}/_astro`)
    .filter((file) => file.endsWith(extension))
    .sort((a, b) => size(b) - size(a))[0];
  if (!name) throw new Error(`no ${extension} file in ${DIST}/_astro`);
  return `/_astro/${name}`;
}

/** The values every response must carry (lib/url-rules.mjs), by lower-case name. */
export const SECURITY_HEADERS = Object.fromEntries(
  Object.entries(RULES_HEADERS).map(([name, value]) => [name.toLowerCase(), value]),
);

interface RawResponse {
  status: number;
  /** Header values by lower-case name (repeated headers joined with ", "). */
  headers: Record<string, string>;
  /** Header lines holding a control character (a stray CR or LF included) or a backslash. */
  unsafeHeaderLines: string[];
  body: Buffer;
}

/**
 * Sends a request exactly as written, which fetch and Playwright cannot do (they parse and normalise
 * the URL: "//evil.example" would become another host, "/../x" would lose its dot segments), and
 * reads the answer byte for byte, so a stray CR inside a header line is seen rather than parsed away.
 */
export function rawRequest(
  baseURL: string,
  target: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const done = () => resolve(parseResponse(Buffer.concat(chunks)));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // A server may keep the connection open a while after its answer despite `Connection: close`
      // (workerd does): stop reading once the whole answer is in.
      if (isComplete(Buffer.concat(chunks), method)) {
        socket.destroy();
        done();
      }
    });
    socket.on('error', reject);
    socket.on('end', done);
    const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${extra.join('')}Connection: close\r\n\r\n`,
      'latin1',
    );
  });
}

/**
 * The media type of a Content-Type, as a browser tells it: nginx and Node differ on a charset parameter of XML,
 * and JavaScript is application/javascript in Debian's nginx and text/javascript elsewhere (RFC 9239 made the two
 * one); no visitor notices either.
 */
function mediaType(contentType: string | undefined) {
  const type = contentType?.split(';')[0].trim().toLowerCase();
  return type === 'application/javascript' ? 'text/javascript' : type;
}

/**
 * What a visitor can tell of an answer to a GET of a target, sent byte for byte: status, Location, the page's or
 * not-found page's bytes (by hash) and media type, whether it varies by language, the security headers, any unsafe
 * header line or cookie. The held-out URLs and the differential test compare hosts by it.
 */
export async function visibleAnswer(port: number, target: string, acceptLanguage?: string) {
  const response = await rawRequest(
    `http://127.0.0.1:${port}`,
    target,
    'GET',
    acceptLanguage === undefined ? {} : { 'Accept-Language': acceptLanguage },
  );
  const { headers } = response;
  return {
    status: response.status,
    location: headers.location,
    // Pages and not-found pages byte for byte; the short plain-text answers only by status.
    body:
      response.status < 300 || response.status === 404 ? createHash('sha256').update(response.body).digest('hex') : '',
    contentType: response.status < 300 || response.status === 404 ? mediaType(headers['content-type']) : '',
    variesByLanguage: (headers.vary ?? '').toLowerCase().includes('accept-language'),
    security: Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, headers[name]])),
    unsafeHeaderLines: response.unsafeHeaderLines,
    setCookie: headers['set-cookie'],
  };
}

export type VisibleAnswer = Awaited<ReturnType<typeof visibleAnswer>>;

/** Whether a response has fully arrived: its head, and the body its Content-Length or chunked coding announces. */
function isComplete(raw: Buffer, method: string): boolean {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) return false;
  const head = raw.subarray(0, headEnd).toString('latin1');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
  if (method === 'HEAD' || status === 204 || status === 304) return true;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) return raw.length - headEnd - 4 >= Number(length[1]);
  const body = raw.subarray(headEnd + 4).toString('latin1');
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) return body === '0\r\n\r\n' || body.endsWith('\r\n0\r\n\r\n');
  return false;
}

/** A body in the chunked transfer coding, decoded: each chunk's size line and trailing CRLF removed. */
function unchunked(raw: Buffer): Buffer {
  const chunks: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    chunks.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(chunks);
}

function parseResponse(raw: Buffer): RawResponse {
  const headEnd = raw.indexOf('\r\n\r\n');
  if (headEnd < 0) throw new Error(`no complete response head in ${JSON.stringify(raw.toString('latin1'))}`);
  const [statusLine, ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  const length = headers['content-length'];
  const rest = raw.subarray(headEnd + 4);
  const chunked = /\bchunked\b/i.test(headers['transfer-encoding'] ?? '');
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]),
    headers,
    // Control characters are exactly what this looks for.
    // eslint-disable-next-line no-control-regex
    unsafeHeaderLines: lines.filter((line) => /[\x00-\x08\x0a-\x1f\x7f\\]/.test(line)),
    body: chunked ? unchunked(rest) : length === undefined ? rest : rest.subarray(0, Number(length)),
  };
}
