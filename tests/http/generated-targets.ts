/**
 * Request targets and Accept-Language headers made from a seed, for the differential test (differential.spec.ts):
 * mostly what visitors send (pages in every language and casing, unknown language codes, trailing slashes,
 * queries, missing pages, the build's own files), and a share of probes (off-site redirects, header injection,
 * malformed and overlong targets, dot segments). The same seed gives the same list, so a failure can be replayed.
 */
import { PAGES } from '../../tools/harness/site-paths';

export interface GeneratedRequest {
  target: string;
  acceptLanguage?: string;
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of a list of [weight, value] pairs, by weight. */
function weighted<T>(next: () => number, choices: [number, T][]): T {
  let roll = next() * choices.reduce((sum, [weight]) => sum + weight, 0);
  for (const [weight, value] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1][1];
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const WORDS = ['about', 'contact', 'produto', 'precios', 'wp-admin', 'login', 'old-page', 'news', 'a', 'b', 'x'];

/** Browser languages as browsers send them: a Brazilian browser is a quarter of the visitors. */
const ACCEPT_LANGUAGES: [number, string | undefined][] = [
  [12, undefined],
  [10, 'pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7'],
  [6, 'pt-BR'],
  [3, 'pt-br'],
  [2, 'pt_BR'],
  [2, 'PT-BR,pt;q=0.5'],
  [2, 'pt-BR;q=0.9,en;q=0.8'],
  [8, 'pt-PT,pt;q=0.9,en;q=0.8'],
  [3, 'pt'],
  [2, 'pt-AO'],
  [8, 'es-ES,es;q=0.9'],
  [3, 'es-419,es;q=0.9'],
  [8, 'en-US,en;q=0.9'],
  [3, 'en-GB'],
  [4, 'fr-FR,fr;q=0.9,en;q=0.8'],
  [3, 'de-DE,de;q=0.9'],
  [2, 'it-IT,it;q=0.9'],
  [3, 'ja,en;q=0.8'],
  [2, 'zh-CN,zh;q=0.9'],
  [2, 'en-US,pt-BR;q=0.8'],
  [1, '*'],
  [1, 'x-klingon'],
];

/**
 * `count` requests for the seed, each to a different target. `files` are paths of the build (/en.html, /_astro/…),
 * so that some targets name files that exist.
 */
export function generateRequests(seed: number, count: number, langs: readonly string[], files: readonly string[]) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const chance = (p: number) => next() < p;
  const code = () => pick([...LETTERS]) + pick([...LETTERS]);
  const recase = (text: string) => [...text].map((c) => (chance(0.5) ? c.toUpperCase() : c)).join('');
  const page = () => pick(PAGES);
  const query = () =>
    weighted(next, [
      [10, ''],
      [2, '?utm_source=newsletter&utm_medium=email'],
      [1, '?'],
      [1, '?a=1&b=2'],
      [1, '?next=//evil.example'],
    ]);
  const decorate = (path: string) => {
    let result = path;
    if (chance(0.1)) result = result.replace(/\/(?=[^/]*$)/, '//');
    if (chance(0.15)) result += chance(0.8) ? '/' : '//';
    return result + query();
  };

  const kinds: [number, () => string][] = [
    // A page in its language, as linked or typed.
    [28, () => decorate(`/${pick(langs)}${page()}`)],
    // A language code in another case, or one the site does not publish, with or without a page.
    [12, () => decorate(`/${chance(0.3) ? recase(pick(langs)) : recase(code())}${chance(0.6) ? page() : ''}`)],
    // A page that does not exist, under a language or elsewhere.
    [10, () => decorate(`/${pick(langs)}/${pick(WORDS)}${chance(0.3) ? `/${pick(WORDS)}` : ''}`)],
    [10, () => decorate(`/${pick(WORDS)}${chance(0.3) ? pick(['.php', '.png', '.html', '/']) : ''}`)],
    // A file of the build, a missing one beside them, or a name hosts treat specially.
    [
      10,
      () =>
        pick([
          ...files,
          '/_astro/missing.js',
          '/_astro/',
          '/icons/none.svg',
          '/404',
          '/404.html',
          `/${pick(langs)}/404`,
          `/${pick(langs)}/404.html`,
          '/index.html',
          '/_redirects',
          '/_headers',
          '/.env',
          '/.git/config',
          '/.well-known/',
          '/.well-known/nothing',
          '/hero',
        ]),
    ],
    // The root, with slashes and queries.
    [4, () => pick(['/', '//', '///', '/?ref=home', '/?'])],
    // Probes: off-site redirects, header injection, malformed and non-UTF-8 encodings, encoded backslashes, NUL,
    // an overlong target, dot segments and backslashes, a backslash in the query.
    [
      12,
      () =>
        pick([
          `//evil.example/${pick(WORDS)}`,
          '///evil.example',
          `/%2F%2Fevil.example`,
          '/%2fevil.example/',
          `/${code()}//evil.example`,
          `/${code()}/%2F%2Fevil.example`,
          `/\\evil.example`,
          `/${pick(langs)}/x%0d%0aSet-Cookie:%20a=b`,
          `/${code()}/%0aLocation:%20https://evil.example`,
          `/${pick(langs)}/%zz`,
          '/%E0%A4%A',
          `/${pick(langs)}/%FF`,
          `/${code()}/%C3%28`,
          '/%5Cevil.example',
          `/${pick(langs)}%00.html`,
          `/${code()}/${'a'.repeat(8300)}`,
          `/${pick(langs)}/${pick(WORDS)}?q=\\`,
          `/${pick(langs)}/caf%C3%A9`,
          `/${code()}/a%20b`,
          `/${pick(langs)}/../${pick(langs)}`,
          '/%2e%2e/%2e%2e/etc/passwd',
          '/..\\..\\etc\\passwd',
          `/${pick(langs)}/%2F..%2F..%2Fpackage.json`,
          `/${pick(langs)}/%252e%252e/`,
          `/${pick(langs)}/x%09`,
          `/${pick(langs)}?%0d%0aSet-Cookie:a=b`,
          `/${code()}/%7f`,
          `/_astro/..%2f..%2fpackage.json`,
        ]),
    ],
  ];

  // `count` different targets, each with a browser's language: a probe of which there is one form is sent once.
  const targets = new Set<string>();
  for (let tries = 0; targets.size < count; tries++) {
    if (tries > count * 20) throw new Error(`only ${targets.size} different targets from seed ${seed}`);
    targets.add(weighted(next, kinds)());
  }
  return [...targets].map((target): GeneratedRequest => {
    const acceptLanguage = weighted(next, ACCEPT_LANGUAGES);
    return acceptLanguage === undefined ? { target } : { target, acceptLanguage };
  });
}
