/**
 * Firefox as an engine of tests/engines/checks.ts: Debian's firefox-esr (found or installed by
 * tools/system-deps.mjs; Playwright cannot download Firefox here), headless, driven by puppeteer-core
 * over WebDriver BiDi, reading the site server the suite starts on PORTS.firefox.
 */
import { onTestFinished } from 'vitest';
import puppeteer, { type Browser, type EvaluateFunc } from 'puppeteer-core';
import { ensureFirefox } from '../../tools/system-deps.mjs';
import { startSite, type Engine, type EnginePage } from '../engines/engine';
import { PORTS } from '../ports';

const BASE_URL = `http://127.0.0.1:${PORTS.firefox}`;

let browser: Browser | undefined;
let site: Awaited<ReturnType<typeof startSite>> | undefined;

export const firefox: Engine = {
  name: 'Firefox',
  // Firefox ESR has no animation-timeline: the site's fallbacks are what its visitors get.
  scrollTimelines: false,
  async start() {
    site = await startSite(PORTS.firefox);
    browser = await puppeteer.launch({ browser: 'firefox', executablePath: ensureFirefox(), headless: true });
  },
  async stop() {
    await browser?.close();
    await site?.stop();
  },
  async open(viewport) {
    const page = await browser!.newPage();
    onTestFinished(() => page.close());
    await page.setViewport(viewport);
    // Every page load asks the server, so each answers with its own status (no 304 from the cache).
    await page.setCacheEnabled(false);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
    const tab: EnginePage = {
      goto: async (path) => (await page.goto(BASE_URL + path))?.status() ?? 0,
      // puppeteer types a function's arguments as page handles may be; the checks send plain JSON.
      evaluate: (fn, ...args) => page.evaluate(fn as EvaluateFunc<unknown[]>, ...args) as Promise<never>,
      beforeEachDocument: async (fn) => void (await page.evaluateOnNewDocument(fn)),
      untilWithin: async (timeout, state, ...args) =>
        void (await page.waitForFunction(state as EvaluateFunc<unknown[]>, { timeout, polling: 'raf' }, ...args)),
      click: (selector) => page.click(selector),
      clickAt: (x, y) => page.mouse.click(x, y),
      // puppeteer names the space bar by its character.
      press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
      screenshot: async () => Buffer.from(await page.screenshot()),
      errors: async () => errors,
    };
    return tab;
  },
};
