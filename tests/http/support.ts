import { readdirSync, statSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';

export const DIST = process.env.DIST_DIR || 'dist';

/** A request that does not follow redirects, so the status and Location of each hop are seen. */
export function getRaw(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  return request.get(path, { maxRedirects: 0, headers: { 'Accept-Encoding': 'identity', ...headers } });
}

/** The `lang` of the document's <html>. */
export function htmlLang(body: string): string | undefined {
  return /<html[^>]*\slang="([^"]+)"/.exec(body)?.[1];
}

/** The largest built file in dist/_astro/ with this extension (hashed name; big enough to be precompressed). */
/**
 * The hashed build files to probe: JavaScript always; CSS only when Astro emitted a stylesheet file
 * (pages inline their CSS while it is small, see build.inlineStylesheets in astro.config.mjs).
 */
export function hashedAssets(): string[] {
  const hasCss = readdirSync(`${DIST}/_astro`).some((file) => file.endsWith('.css'));
  return hasCss ? [astroAsset('.js'), astroAsset('.css')] : [astroAsset('.js')];
}

export function astroAsset(extension: string): string {
  const size = (file: string) => statSync(`${DIST}/_astro/${file}`).size;
  const name = readdirSync(`${DIST}/_astro`)
    .filter((file) => file.endsWith(extension))
    .sort((a, b) => size(b) - size(a))[0];
  if (!name) throw new Error(`no ${extension} file in ${DIST}/_astro`);
  return `/_astro/${name}`;
}

/** The values every response must carry (deploy/url-rules.mjs, deploy/nginx/adhera.conf). */
export const SECURITY_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};
