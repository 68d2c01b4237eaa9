import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './tools/harness/system-deps.mjs';
import { PORTS } from './tools/harness/ports';
import { DIST, DIST_FLAGS } from './tools/harness/site-paths';

const {
  site: PORT,
  flags: FLAGS_PORT,
  node: NODE_PORT,
  admin: ADMIN_PORT,
  cloudflare: CLOUDFLARE_PORT,
  netlify: NETLIFY_PORT,
} = PORTS;

// `npm test` runs tools/harness/system-deps.mjs first, which installs Chromium's headless shell and nginx when it can.
const executablePath: string | undefined = findTestChromium() ?? undefined;
const launchOptions = { executablePath, args: CHROMIUM_ARGS };
const chrome = { ...devices['Desktop Chrome'], launchOptions };
// Playwright's default SIGKILL would leave serve-static's temporary nginx prefix behind.
const gracefulShutdown = { signal: 'SIGTERM', timeout: 5000 } as const;

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: true,
  // The tests wait for states, never for time, so a busy machine only makes them slower: at least two
  // workers everywhere, and no retries anywhere (a test that needs one is a failing test).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  // Web-first assertions wait for a state up to this long; a state that arrives sooner costs nothing.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace for every test (kept only for failures) cost a fifth of the browser tier on two cores
    // (a11y and geometry: 154 s with it, 119 s without). CI keeps one for each failure; locally, rerun a failing
    // test with `--trace on` to get one.
    trace: process.env.CI ? 'retain-on-failure' : 'off',
    launchOptions,
  },
  // Workers take tests in the order of the projects. The admin's tests spend much of their time waiting for the
  // content admin (Sveltia CMS) to load and save, so they go first, while the Firefox and WebKit suites beside them
  // use the CPU they leave; at the end of the run they left a core idle.
  projects: [
    // The content admin, which never ships with the site.
    { name: 'admin', testDir: 'tests/admin', use: { ...chrome, baseURL: `http://127.0.0.1:${ADMIN_PORT}` } },
    // The browser tests, on nginx with the production config (deploy/nginx/adhera.conf).
    { name: 'site', testDir: 'tests/e2e', testIgnore: /flags\.spec\.ts/, use: chrome },
    {
      // The same site built with every optional feature flag on (see npm run build:flags).
      name: 'flags',
      testDir: 'tests/e2e',
      testMatch: /flags\.spec\.ts/,
      use: { ...chrome, baseURL: `http://127.0.0.1:${FLAGS_PORT}` },
    },
    // The HTTP rules (statuses, redirects, headers), against both shipped servers.
    // (held-out.spec.ts asks all three servers at once and runs in http-cloudflare.)
    {
      name: 'http-nginx',
      testDir: 'tests/http',
      testIgnore: /held-out|differential/,
      use: { baseURL: `http://127.0.0.1:${PORT}` },
    },
    {
      name: 'http-node',
      testDir: 'tests/http',
      testIgnore: /held-out|differential/,
      use: { baseURL: `http://127.0.0.1:${NODE_PORT}` },
    },
    // The URL table on Cloudflare's runtime (workerd) with deploy/cloudflare/'s Worker, and URLs held out of the
    // table, answered alike by workerd, nginx and Node.
    {
      name: 'http-cloudflare',
      testDir: 'tests/http',
      testMatch: /(url-cases|held-out)\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${CLOUDFLARE_PORT}` },
    },
    // The URL table on deploy/netlify/'s Edge Function, on Deno through Netlify's local emulation, and the
    // differential test, which asks every host above the same generated requests and compares each with nginx.
    {
      name: 'http-netlify',
      testDir: 'tests/http',
      testMatch: /(url-cases|differential)\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${NETLIFY_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node tools/serve-static.mjs --quiet --port ${PORT} --dir ${DIST}`,
      url: `http://127.0.0.1:${PORT}/en`,
      reuseExistingServer: false,
      gracefulShutdown,
    },
    // Only once `npm run build:flags` has made it, so one spec of the site can run after `npm run build`
    // alone; the flags project and the specs that read dist-flags/ fail without it (npm test builds both).
    ...(existsSync(DIST_FLAGS)
      ? [
          {
            command: `node tools/serve-static.mjs --quiet --port ${FLAGS_PORT} --dir ${DIST_FLAGS}`,
            url: `http://127.0.0.1:${FLAGS_PORT}/en`,
            reuseExistingServer: false,
            gracefulShutdown,
          },
        ]
      : []),
    {
      command: `node tools/serve.mjs --port ${NODE_PORT} --dir ${DIST}`,
      url: `http://127.0.0.1:${NODE_PORT}/en`,
      reuseExistingServer: false,
    },
    {
      command: `node tools/serve-cloudflare.mjs --port ${CLOUDFLARE_PORT} --dir ${DIST}`,
      url: `http://127.0.0.1:${CLOUDFLARE_PORT}/en`,
      reuseExistingServer: false,
      // SIGTERM lets it stop workerd; Playwright's default SIGKILL would leave the runtime running.
      gracefulShutdown,
    },
    {
      command: `node tools/serve-netlify.mjs --port ${NETLIFY_PORT} --dir ${DIST}`,
      url: `http://127.0.0.1:${NETLIFY_PORT}/en`,
      reuseExistingServer: false,
      // SIGTERM lets it stop Deno.
      gracefulShutdown,
    },
    {
      command: `node tools/admin/serve.mjs --quiet --no-preview --port ${ADMIN_PORT}`,
      url: `http://127.0.0.1:${ADMIN_PORT}/admin/`,
      reuseExistingServer: false,
    },
  ],
});
