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

export function playwrightTab(page: Page): Tab {
  return {
    resize: (viewport) => page.setViewportSize(viewport),
    evaluate: (fn, ...args) => page.evaluate(call(fn, args)),
    // Polled on each frame, within the page's timeout (a test's own, when a test drives it); a failure names the state.
    until: async (state, ...args) => {
      try {
        await page.waitForFunction(call(state, args));
      } catch (error) {
        throw new Error(`in the page: ${state}`, { cause: error });
      }
    },
    click: (selector) => page.locator(selector).click(),
    escape: () => page.keyboard.press('Escape'),
  };
}
