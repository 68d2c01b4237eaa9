/**
 * Firefox as an engine of tests/engines/checks.ts: Debian's firefox-esr (found or installed by
 * tools/harness/system-deps.mjs; Playwright cannot download Firefox here), headless, driven by puppeteer-core
 * over WebDriver BiDi.
 */
import puppeteer, { type Browser, type EvaluateFunc, type Page } from 'puppeteer-core';
import { ensureFirefox } from '../../tools/harness/system-deps.mjs';
import { startSite, type Engine, type EnginePage } from '../engines/engine';
import { PORTS } from '../../tools/harness/ports';

interface FirefoxOptions {
  /** The port of the site the tabs read. */
  sitePort: number;
  /** Whether `start` starts the site server (tests/engines/engine.ts) on `sitePort`, or the site is already there. */
  serveSite: boolean;
  /** Whether pages see `prefers-reduced-motion: reduce`. */
  reducedMotion?: boolean;
}

/** A Firefox engine: one browser for all its tabs, one tab open at a time (each closes the last). */
export function firefoxEngine({ sitePort, serveSite, reducedMotion = false }: FirefoxOptions): Engine {
  const baseUrl = `http://127.0.0.1:${sitePort}`;
  let browser: Browser | undefined;
  let site: Awaited<ReturnType<typeof startSite>> | undefined;
  let last: Page | undefined;

  return {
    name: 'Firefox',
    // Firefox ESR has no animation-timeline: the site's fallbacks are what its visitors get.
    scrollTimelines: false,
    async start() {
      if (serveSite) site = await startSite(sitePort);
      browser = await puppeteer.launch({
        browser: 'firefox',
        executablePath: ensureFirefox(),
        headless: true,
        extraPrefsFirefox: reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {},
      });
    },
    async stop() {
      await browser?.close();
      await site?.stop();
    },
    async open(viewport) {
      await last?.close();
      const page = (last = await browser!.newPage());
      await page.setViewport(viewport);
      // Every page load asks the server, so each answers with its own status (no 304 from the cache).
      await page.setCacheEnabled(false);
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
      const tab: EnginePage = {
        goto: async (path) => (await page.goto(baseUrl + path))?.status() ?? 0,
        // puppeteer types a function's arguments as page handles may be; the checks send plain JSON.
        evaluate: (fn, ...args) => page.evaluate(fn as EvaluateFunc<unknown[]>, ...args) as Promise<never>,
        beforeEachDocument: async (fn) => void (await page.evaluateOnNewDocument(fn)),
        untilWithin: async (timeout, state, ...args) =>
          void (await page.waitForFunction(state as EvaluateFunc<unknown[]>, { timeout, polling: 'raf' }, ...args)),
        click: (selector) => page.click(selector),
        clickAt: (x, y) => page.mouse.click(x, y),
        // puppeteer names the space bar by its character.
        press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
        resize: (viewport) => page.setViewport(viewport),
        screenshot: async () => Buffer.from(await page.screenshot()),
        errors: async () => errors,
      };
      return tab;
    },
  };
}

/** The Firefox suite's engine: its own site server. */
export const firefox = firefoxEngine({ sitePort: PORTS.firefox, serveSite: true });
