/**
 * Netlify's own redirect engine over a built folder: @netlify/redirect-parser reads `_redirects` and
 * netlify-redirector (Netlify's matcher, compiled to WebAssembly, the one `netlify dev` runs) picks the rule,
 * with the request handed over as netlify-cli hands it (decoded path, `x-language` from Accept-Language's first
 * tag). @netlify/headers applies `_headers`. What is ours is only the file lookup around them: Netlify applies a
 * rule where no file answers the path (`/x` is `x`, `x.html` or `x/index.html`), else serves its root 404.html.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HeadersHandler } from '@netlify/headers';
import { parseAllRedirects } from '@netlify/redirect-parser';
import redirector from 'netlify-redirector';

export interface NetlifyAnswer {
  status: number;
  location?: string;
  notFound?: string;
}

/** Files a Netlify deploy publishes: not the config files it reads, nor dotfiles outside /.well-known/. */
const PUBLISHED = (path: string) => !/^\/_(?:redirects|headers)$/.test(path) && !/\/\.(?!well-known\/)/.test(path);
const isFile = (dir: string, path: string) =>
  PUBLISHED(path) && existsSync(join(dir, path)) && statSync(join(dir, path)).isFile();

/** The file Netlify serves for a decoded path, or null: the file itself, its .html, or its folder's index.html. */
function fileFor(dir: string, path: string): string | null {
  const bare = path.replace(/\/+$/, '');
  for (const file of [path, `${bare}.html`, `${bare}/index.html`]) if (file && isFile(dir, file)) return file;
  return null;
}

export async function netlifyHost(dir: string) {
  const publishDir = resolve(dir);
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [join(publishDir, '_redirects')],
    configRedirects: [],
    minimal: false,
  });
  if (errors.length) throw new Error(`_redirects: ${errors.map((error) => error.message).join('; ')}`);
  // As netlify-cli normalises the parsed rules before the matcher reads them.
  const rules = (redirects as Record<string, unknown>[]).map(({ from, query, conditions, ...rule }) => ({
    ...rule,
    origin: from,
    params: query,
    conditions,
  }));
  const matcher = await redirector.parseJSON(JSON.stringify(rules), {});
  const headersHandler = new HeadersHandler({
    projectDir: publishDir,
    publishDir: '.',
    logger: {
      error: (message: string) => {
        throw new Error(message);
      },
    } as never,
  });

  return {
    rules: rules.length,
    /** The headers _headers gives a path, as Netlify applies them. */
    headersFor: (path: string) => headersHandler.apply(new Request(`https://site.example${encodeURI(path)}`)),
    /** Netlify's answer to a request target (percent-encoded as sent) and Accept-Language. */
    async answer(target: string, acceptLanguage?: string): Promise<NetlifyAnswer | null> {
      const queryAt = target.indexOf('?');
      const search = queryAt < 0 ? '' : target.slice(queryAt);
      let path: string;
      try {
        path = decodeURIComponent(queryAt < 0 ? target : target.slice(0, queryAt));
      } catch {
        // Not a URL netlify-cli could decode: Netlify's edge answers it before any rule.
        return null;
      }
      const url = new URL(`https://site.example${encodeURI(path)}${search}`);
      const language = acceptLanguage ? acceptLanguage.split(',')[0].slice(0, 2) : 'en';
      const headers = {
        'x-language': language,
        'x-country': 'us',
        ...(acceptLanguage && { 'accept-language': acceptLanguage }),
      };
      const rule = matcher.match({
        scheme: 'https',
        host: url.hostname,
        path,
        query: search.slice(1),
        headers,
        cookieValues: {},
        getHeader: (name: string) => headers[name.toLowerCase() as keyof typeof headers] ?? '',
        getCookie: () => '',
      });
      const file = fileFor(publishDir, path);
      if (file && !rule?.force) return { status: 200 };
      if (rule && rule.status && rule.status >= 300 && rule.status < 400) {
        const location = rule.to + (rule.to.includes('?') ? '' : search);
        return { status: rule.status, location };
      }
      if (rule && rule.status === 404) return { status: 404, notFound: rule.to };
      return { status: 404, notFound: '/404.html' };
    },
  };
}
