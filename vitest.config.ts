import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { palettePlugin } from './integrations/palette.mjs';

/** Tests that run real builds or processes: the integration tier (`npm run test:integration`). */
const INTEGRATION = '**/*.integration.test.{ts,mjs}';
const SOURCES = [
  'src/**/*.test.{ts,tsx}',
  'lib/**/*.test.{ts,mjs}',
  'tools/**/*.test.{ts,mjs}',
  'deploy/**/*.test.{ts,mjs}',
  'integrations/**/*.test.{ts,mjs}',
  'tests/contrast/**/*.test.ts',
];

export default defineConfig({
  // The art's palette tokens written in, as in the build, for tests that import SVG masters or CSS.
  plugins: [palettePlugin()],
  test: {
    // Vitest keeps a core for itself by default, which on two cores is one file at a time; the unit and integration
    // files wait on nothing but the CPU and their child processes, so every core runs one.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // Pure functions and small fixtures: builds nothing, runs in seconds.
      { extends: true, test: { name: 'unit', include: SOURCES, exclude: ['**/node_modules/**', INTEGRATION] } },
      {
        extends: true,
        test: { name: 'integration', include: [INTEGRATION], exclude: ['**/node_modules/**'], testTimeout: 180_000 },
      },
      // The built site in Firefox (puppeteer-core) and in WebKit (W3C WebDriver), through the same checks
      // (tests/engines/checks.ts): one browser for the whole suite, so one file at a time.
      ...['firefox', 'webkit'].map((engine) => ({
        extends: true,
        test: {
          name: engine,
          include: [`tests/${engine}/**/*.test.ts`],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
