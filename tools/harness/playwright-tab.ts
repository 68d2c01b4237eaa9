/**
 * A Playwright page as a Tab (./tab.ts): the one adapter of Playwright's driver, for the browser suites, the pixel
 * tool and the review pack.
 */
import type { Page } from '@playwright/test';
import type { Tab } from './tab.ts';

/**
 * A self-contained function, sent by its source, called in the page with JSON arguments (an undefined argument
 * arrives as null).
 */
const call = (fn: { toString(): string }, args: unknown[]) => `(${fn})(...${JSON.stringify(args)})`;

/** How long `until` waits for a state by default: Playwright's own default for a wait. */
const STATE_TIMEOUT = 30_000;

/**
 * An expression that resolves once the state holds, checked in the page on each frame (a check that throws counts as
 * not yet), and rejects after `timeout` ms. Evaluated whole through the driver, so the page's CSP, which forbids
 * eval, does not apply: Playwright's waitForFunction evals a string in the page.
 */
const waitFor = (state: { toString(): string }, args: unknown[], timeout: number) => `new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('not within ${timeout} ms')), ${timeout});
  const check = () => {
    let holds = false;
    try {
      holds = ${call(state, args)};
    } catch {}
    if (holds) {
      clearTimeout(timer);
      resolve();
    } else requestAnimationFrame(check);
  };
  check();
})`;

export function playwrightTab(page: Page, { timeout = STATE_TIMEOUT } = {}): Tab {
  return {
    resize: (viewport) => page.setViewportSize(viewport),
    evaluate: (fn, ...args) => page.evaluate(call(fn, args)),
    until: async (state, ...args) => {
      try {
        await page.evaluate(waitFor(state, args, timeout));
      } catch (error) {
        throw new Error(`in the page: ${state}`, { cause: error });
      }
    },
    click: (selector) => page.locator(selector).click(),
    escape: () => page.keyboard.press('Escape'),
  };
}
