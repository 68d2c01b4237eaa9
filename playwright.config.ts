import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/system-deps.mjs';

// Overridable so several checkouts can test side by side.
const PORT = Number(process.env.TEST_PORT || 4399);
const FLAGS_PORT = PORT + 1;
const DIST = process.env.DIST_DIR || 'dist';
const DIST_FLAGS = process.env.DIST_FLAGS_DIR || 'dist-flags';

// `npm test` runs scripts/system-deps.mjs first, which installs Chromium when it can.
const executablePath: string | undefined = findChromium() ?? undefined;
const launchOptions = { executablePath, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'site', testIgnore: /flags\.spec\.ts/, use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      // The same site built with every optional feature flag on (see npm run build:flags).
      name: 'flags',
      testMatch: /flags\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: `http://127.0.0.1:${FLAGS_PORT}` },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT} --dir ${DIST}`,
      url: `http://127.0.0.1:${PORT}/en`,
      reuseExistingServer: false,
    },
    {
      command: `node scripts/serve.mjs --port ${FLAGS_PORT} --dir ${DIST_FLAGS}`,
      url: `http://127.0.0.1:${FLAGS_PORT}/en`,
      reuseExistingServer: false,
    },
  ],
});
