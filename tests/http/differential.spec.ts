/**
 * The differential test: the same generated requests (tests/http/generated-targets.ts, from a seed) sent byte for
 * byte to every host engine the suite runs, each compared with nginx running deploy/nginx/adhera.conf on what a
 * visitor can tell (support.ts visibleAnswer): the Node server (tools/serve.mjs), the Cloudflare Worker on workerd
 * (tools/serve-cloudflare.mjs) and the Netlify Edge Function on Deno through Netlify's local emulation
 * (tools/serve-netlify.mjs). Every difference is named by its kind; a host may show only the kinds
 * lib/url-cases.mjs gives a reason for (HOST_DIFFERENCES), Netlify at most NETLIFY_MAX_DIFFERENCES of them, and
 * no host may give a Brazilian browser the European Portuguese not-found page where nginx gives the Brazilian one.
 * The seed is in every failure; DIFFERENTIAL_SEED=n replays it (or tries another). Runs in the http-netlify project.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { expect, test } from '@playwright/test';
import { config as netlifyEdgeFunction } from '../../deploy/netlify/edge-functions/adhera.mjs';
import { DIFFERENCE_KINDS, HOST_DIFFERENCES } from '../../lib/url-cases.mjs';
import { PORTS } from '../../tools/harness/ports';
import { DIST, LANGS } from '../../tools/harness/site-paths';
import { type GeneratedRequest, generateRequests } from './generated-targets';
import { type VisibleAnswer, visibleAnswer } from './support';

const SEED = Number(process.env.DIFFERENTIAL_SEED || 49);
const COUNT = 600;
/** At most this many of the requests may be answered otherwise on Netlify than on nginx, each of a known kind. */
const NETLIFY_MAX_DIFFERENCES = 10;
const HOSTS = { node: PORTS.node, cloudflare: PORTS.cloudflare, netlify: PORTS.netlify } as const;
type Host = keyof typeof HOSTS;

/** The build's files that a target may name: everything but the precompressed copies, sorted for the seed. */
function builtFiles(dir = DIST, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? builtFiles(`${dir}/${entry.name}`, `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
    )
    .filter((path) => !/\.(br|gz)$/.test(path))
    .sort();
}

const REQUESTS = generateRequests(SEED, COUNT, LANGS, builtFiles());

/** The not-found pages by the hash of their bytes, so a difference names the page rather than a hash. */
const NOT_FOUND_PAGES = new Map(
  ['', ...LANGS.map((lang) => `/${lang}`)].map((folder) => [
    createHash('sha256')
      .update(readFileSync(`${DIST}${folder}/404.html`))
      .digest('hex'),
    `${folder}/404.html`,
  ]),
);
const pageOf = (answer: VisibleAnswer) => (answer.status === 404 ? NOT_FOUND_PAGES.get(answer.body) : undefined);

/** A "." or ".." segment (literal or encoded) or a backslash in the path, which a runtime's URL parser resolves. */
const resolvedByParser = (target: string) =>
  /(?:^|\/)(?:\.|%2e){1,2}(?:\/|\\|$)|\\/i.test(target.split('?')[0].replace(/^[/\\]+/, '/'));

/** The paths Netlify's CDN answers without the Edge Function: hashed build files. */
const NETLIFY_CDN_PATHS = new RegExp(netlifyEdgeFunction.excludedPattern);

/** The kind of difference between nginx's answer and a host's, or null when a visitor could tell none. */
function kindOf({ target }: GeneratedRequest, nginx: VisibleAnswer, host: VisibleAnswer): string | null {
  if (isDeepStrictEqual(nginx, host)) return null;
  if (nginx.status === 400 && host.status !== 400 && resolvedByParser(target)) return DIFFERENCE_KINDS.parserResolves;
  if (pageOf(nginx) === '/br/404.html' && pageOf(host) === '/pt/404.html') return DIFFERENCE_KINDS.brazilianGetsPt;
  if (nginx.status === 404 && pageOf(host) === '/404.html' && NETLIFY_CDN_PATHS.test(target.split('?')[0])) {
    return DIFFERENCE_KINDS.cdnServesHashedFile;
  }
  const fields = (Object.keys(nginx) as (keyof VisibleAnswer)[]).filter(
    (key) => !isDeepStrictEqual(nginx[key], host[key]),
  );
  const shown = (answer: VisibleAnswer, key: keyof VisibleAnswer) =>
    key === 'body' ? (pageOf(answer) ?? `${answer.status} body`) : JSON.stringify(answer[key]);
  return `unexplained: ${fields.map((key) => `${key} ${shown(nginx, key)} → ${shown(host, key)}`).join('; ')}`;
}

/** Runs fn over the items, `limit` at a time, keeping their order. */
async function inTurn<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

const ask = (port: number) => (request: GeneratedRequest) =>
  visibleAnswer(port, request.target, request.acceptLanguage);

/** Each difference of a host's answers from nginx's, by kind, with the requests that show it. */
async function differences(host: Host) {
  const nginx = await inTurn(REQUESTS, 8, ask(PORTS.site));
  const answers = await inTurn(REQUESTS, 8, ask(HOSTS[host]));
  const byKind = new Map<string, GeneratedRequest[]>();
  REQUESTS.forEach((request, index) => {
    const kind = kindOf(request, nginx[index], answers[index]);
    if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), request]);
  });
  return byKind;
}

/** A report of a host's differences: the seed, and per kind its count, its reason and a few of its requests. */
function report(host: Host, byKind: Map<string, GeneratedRequest[]>) {
  const allowed: Record<string, string> = HOST_DIFFERENCES[host];
  const lines = [...byKind].map(([kind, requests]) => {
    const examples = requests.slice(0, 3).map(({ target, acceptLanguage }) => {
      const shown = target.length > 60 ? `${target.slice(0, 40)}…(${target.length} chars)` : target;
      return `    ${shown}${acceptLanguage === undefined ? '' : ` (Accept-Language: ${acceptLanguage})`}`;
    });
    return [`  ${requests.length} × ${kind}: ${allowed[kind] ?? 'NO REASON GIVEN'}`, ...examples].join('\n');
  });
  return `${host} against nginx, ${COUNT} requests from seed ${SEED} (replay: DIFFERENTIAL_SEED=${SEED}):\n${
    lines.join('\n') || '  none'
  }`;
}

for (const host of Object.keys(HOSTS) as Host[]) {
  test(`${host} answers ${COUNT} generated requests as nginx does, or differs only in kinds with a reason`, async () => {
    test.setTimeout(180_000);
    const byKind = await differences(host);
    const summary = report(host, byKind);
    test.info().annotations.push({ type: 'differences', description: summary });
    console.log(summary);
    const allowed: Record<string, string> = HOST_DIFFERENCES[host];
    expect(
      [...byKind.keys()].filter((kind) => !(kind in allowed)),
      summary,
    ).toEqual([]);
    expect(byKind.get(DIFFERENCE_KINDS.brazilianGetsPt)?.length ?? 0, summary).toBe(0);
    if (host === 'netlify') {
      const total = [...byKind.values()].reduce((sum, requests) => sum + requests.length, 0);
      expect(total, summary).toBeLessThanOrEqual(NETLIFY_MAX_DIFFERENCES);
    }
  });
}

test(`the ${COUNT} requests are varied: every language, Brazilian browsers, probes and the build's own files`, () => {
  const brazilian = REQUESTS.filter(({ acceptLanguage }) => /^pt[-_]br\b/i.test(acceptLanguage ?? ''));
  expect(brazilian.length, `seed ${SEED}`).toBeGreaterThan(COUNT / 8);
  for (const lang of LANGS) expect(REQUESTS.some(({ target }) => target.startsWith(`/${lang}/`))).toBe(true);
  expect(REQUESTS.filter(({ target }) => /evil|%0[ad]|%zz|%FF|\.\./i.test(target)).length).toBeGreaterThan(20);
  expect(REQUESTS.filter(({ target }) => target.startsWith('/_astro/')).length).toBeGreaterThan(5);
});
