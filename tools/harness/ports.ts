/**
 * The ports the test servers listen on, counted up from TEST_PORT (default 4399), so that several
 * checkouts on one machine can test side by side.
 */
const BASE = Number(process.env.TEST_PORT || 4399);

export const PORTS = {
  /** nginx with the shipped config, serving dist/ (Playwright). */
  site: BASE,
  /** nginx serving dist-flags/, the build with every feature flag on (Playwright). */
  flags: BASE + 1,
  /** The Node server of `npm start`, serving dist/ (Playwright's HTTP rule tests). */
  node: Number(process.env.TEST_NODE_PORT || BASE + 2),
  /** The site server the Firefox suite starts for itself, serving dist/ (tests/engines/engine.ts). */
  firefox: BASE + 3,
  /** The site server the WebKit suite starts for itself, serving dist/. */
  webkit: BASE + 4,
  /** WebKitWebDriver, for the WebKit suite. */
  webkitDriver: BASE + 5,
  /** deploy/netlify/'s Edge Function on Deno before Netlify's static files, serving dist/ (tools/serve-netlify.mjs). */
  netlify: BASE + 6,
  /** The content admin (npm run admin), for its browser test. */
  admin: BASE + 7,
  /** The Worker of deploy/cloudflare/ on workerd, Cloudflare's runtime, serving dist/ (Playwright's HTTP tests). */
  cloudflare: BASE + 8,
  /** The live preview (astro dev) of the admin that tests/admin/preview.spec.ts runs on a copy of the site. */
  preview: BASE + 9,
};
