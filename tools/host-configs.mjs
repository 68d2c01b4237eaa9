#!/usr/bin/env node
/**
 * `npm run hosts:write`: writes the host configs that are checked in and cannot import lib/url-rules.mjs: the
 * facts of the rules (home, languages, fallback, the languages read from a browser, hidden paths, security
 * headers) into the marked regions of the nginx config and netlify.toml, and the whole CloudFront function, bundled
 * from the rules and the page table (tools/cloudfront-function.mjs). tools/host-configs.test.ts fails while one is
 * out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  DETECTED_LANGUAGES,
  FALLBACK_LANG,
  HOME,
  IMMUTABLE_CACHE,
  LANGUAGES,
  REGIONAL_TAGS,
  SECURITY_HEADERS,
  UNPUBLISHED,
  browserLanguage,
} from '../lib/url-rules.mjs';
import { cloudFrontFunction } from './cloudfront-function.mjs';

const codes = LANGUAGES.join('|');
/** An nginx value: quoted when it holds a space or a semicolon. */
const nginxValue = (text) => (/[\s;]/.test(text) ? `"${text}"` : text);
/** A regular expression as an nginx quoted string, which reads "\\" as "\". */
const nginxRegex = (regex) => regex.source.replaceAll('\\/', '/').replaceAll('\\', '\\\\');

const NGINX = {
  path: 'deploy/nginx/adhera.conf',
  comment: '#',
  regions: {
    languages: [
      'map $http_accept_language $adhera_browser_lang {',
      ...Object.entries(REGIONAL_TAGS).map(
        ([tag, code]) => `    "~*^\\s*${tag.replace('-', '[-_]')}\\s*(?:[;,]|$)" ${code};`,
      ),
      ...DETECTED_LANGUAGES.map((code) => `    "~*^\\s*${code}" ${browserLanguage(code)};`),
      `    default ${browserLanguage('')};`,
      '}',
      'map $uri $adhera_not_found {',
      `    "~^/(?<adhera_nf_lang>${codes})/" /$adhera_nf_lang/404.html;`,
      '    default /$adhera_browser_lang/404.html;',
      '}',
      'map $adhera_code $adhera_lang {',
      ...LANGUAGES.map((lang) => `    ${lang} ${lang};`),
      `    default ${FALLBACK_LANG};`,
      '}',
    ],
    redirects: [
      `rewrite ^/$ ${HOME} permanent;`,
      `rewrite "^/(?!(?:${codes})(?:/|$))(?<adhera_code>[A-Za-z]{2})((?:/.*[^/])?)/*$" /$adhera_lang$2 permanent;`,
    ],
    unpublished: [`location ~ "${nginxRegex(UNPUBLISHED)}" {`, '    return 404;', '}'],
    'security-headers': Object.entries(SECURITY_HEADERS).map(
      ([name, value]) => `add_header ${name} ${nginxValue(value)} always;`,
    ),
  },
};

const NETLIFY = {
  path: 'netlify.toml',
  comment: '#',
  regions: {
    // The Edge Function sets these on every answer of its own; Netlify's CDN serves the hashed files it leaves.
    headers: [
      '[[headers]]',
      '  for = "/_astro/*"',
      '  [headers.values]',
      ...Object.entries({ ...SECURITY_HEADERS, 'Cache-Control': IMMUTABLE_CACHE }).map(
        ([name, value]) => `    ${name} = ${JSON.stringify(value)}`,
      ),
    ],
  },
};

/** A config's text with every marked region rewritten; throws when a region's markers are missing. */
export function fillRegions(text, { comment, regions }) {
  let result = text;
  for (const [name, lines] of Object.entries(regions)) {
    const region = new RegExp(
      `^( *)${comment} BEGIN generated from lib/url-rules.mjs: ${name}\\n[\\s\\S]*?^ *${comment} END generated: ${name}$`,
      'm',
    );
    if (!region.test(result)) throw new Error(`no region "${name}" in the file`);
    result = result.replace(region, (marked, indent) => {
      const [begin] = marked.split('\n');
      const body = lines.map((line) => (line ? indent + line : line));
      return [begin, ...body, `${indent}${comment} END generated: ${name}`].join('\n');
    });
  }
  return result;
}

/** A config as checked in: its path in the project, its file and its text. */
function checkedIn(path) {
  const file = new URL(`../${path}`, import.meta.url);
  return { path, file, current: readFileSync(file, 'utf8') };
}

/** Each generated config: its path in the project, its text as checked in, and its text as it should be. */
export async function hostConfigs() {
  const nginx = checkedIn(NGINX.path);
  const netlify = checkedIn(NETLIFY.path);
  return [
    { ...nginx, expected: fillRegions(nginx.current, NGINX) },
    { ...netlify, expected: fillRegions(netlify.current, NETLIFY) },
    { ...checkedIn('deploy/cloudfront/adhera-edge.js'), expected: await cloudFrontFunction() },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { path, file, current, expected } of await hostConfigs()) {
    if (expected !== current) writeFileSync(file, expected);
    console.log(`${expected === current ? 'up to date' : 'written'}: ${path}`);
  }
}
