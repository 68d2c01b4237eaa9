/**
 * URLs that are NOT in the table of cases (lib/url-cases.mjs), asked of the Cloudflare Worker on workerd and of
 * nginx and the Node server at once: the three must give a visitor the same answer (status, Location, body,
 * not-found page and its Vary, security headers). The table was written while the Worker was built; these were
 * not, so they check that it follows the rules rather than the rows. Runs in the http-cloudflare project.
 */
import { expect, test } from '@playwright/test';
import { PORTS } from '../../tools/harness/ports';
import { SECURITY_HEADERS, visibleAnswer } from './support';

const HOSTS = { nginx: PORTS.site, node: PORTS.node, cloudflare: PORTS.cloudflare };

/** [target, Accept-Language] pairs, none of them a row of the table. */
const HELD_OUT: [string, string?][] = [
  // Unknown language codes, with and without a page, a query, a trailing slash.
  ['/qq'],
  ['/ja/innovation'],
  ['/ru/patients/'],
  ['/nl/impact?utm_campaign=x&b=2'],
  ['/xy/deep/er/path'],
  // Wrong-case codes of the published languages and of unknown ones.
  ['/eS/impact'],
  ['/PT'],
  ['/BR/patients/'],
  ['/Pt/innovation?x=1'],
  ['/QQ/impact'],
  ['/jA'],
  // Not-found pages per language folder.
  ['/pt/nada'],
  ['/br/nada/mesmo'],
  ['/es/faltante.css'],
  ['/en/missing/deeper/'],
  // Not-found pages per browser language, outside the language folders.
  ['/nothing-here', 'es-MX,es;q=0.8'],
  ['/nothing-here', 'pt-br'],
  ['/nothing-here', 'pt-AO'],
  ['/nothing-here', 'fr-BE,fr;q=0.9'],
  ['/nothing-here', 'zh-CN,zh;q=0.9'],
  ['/nothing-here', 'de-AT'],
  ['/nothing-here'],
  ['/img/none.webp', 'es'],
  ['/.htaccess', 'pt-BR'],
  ['/_astro/', 'es'],
  // Pages and files, whose security headers are checked with everything else.
  ['/pt/impact'],
  ['/br'],
  ['/sitemap-index.xml'],
  ['/share/en.png'],
  // Hostile targets: off-origin redirects, header splitting, traversal, malformed and overlong input.
  ['///evil.example/path'],
  ['/\\\\evil.example'],
  ['/%2f%2fevil.example'],
  ['/%2F%5Cevil.example'],
  ['/qq/%0d%0aLocation:%20https://evil.example'],
  ['/en/x%0A'],
  ['/en/%7f'],
  ['/xx/%5c%5cevil.example'],
  ['/qq?next=//evil.example'],
  ['/es/%C0%AE%C0%AE/'],
  ['/en/%'],
  ['/en/%G1'],
  ['/%E2%82'],
  [`/qq/${'b'.repeat(8300)}`],
  ['/en/impact?q=%0d%0a'],
];

for (const [target, acceptLanguage] of HELD_OUT) {
  const name = `${target.length > 60 ? `${target.slice(0, 20)}…(${target.length} chars)` : target}${acceptLanguage ? ` (Accept-Language: ${acceptLanguage})` : ''}`;
  test(`held out: ${name}`, async () => {
    const [nginx, node, cloudflare] = await Promise.all(
      Object.values(HOSTS).map((port) => visibleAnswer(port, target, acceptLanguage)),
    );
    expect(nginx, 'nginx and Node agree').toEqual(node);
    expect(cloudflare, 'workerd answers as nginx and Node').toEqual(nginx);
    expect(cloudflare.security).toEqual(SECURITY_HEADERS);
    expect(cloudflare.unsafeHeaderLines).toEqual([]);
    expect(cloudflare.setCookie).toBeUndefined();
    if (cloudflare.location)
      expect(new URL(cloudflare.location, 'https://site.example').origin).toBe('https://site.example');
  });
}
