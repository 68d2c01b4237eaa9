/**
 * Every control usable on every screen: on every page and not-found page, in every language, at every
 * width of VIEWPORTS, the rules of tests/geometry/checker.js hold with the mobile menu closed, with it
 * open (while there is a menu button) and with the language list open. One test per page loads it once
 * and walks its widths as a window resized from a phone's to a laptop's, each in all three states. The
 * build with every flag on (a store link, a buy button and the theme toggle in the bar), in the dark theme it
 * alone carries, must not scroll sideways. Reduced motion holds the carousels still, so no slide moves under a
 * measurement; the layout is the same either way.
 */
import { expect, type Page } from '@playwright/test';
import { checkGeometry } from '../geometry/checker.js';
import { VIEWPORTS } from '../geometry/viewports';
import {
  ALL_PATHS,
  FLAGS_BUILD_URL,
  NOT_FOUND_PATHS,
  gotoHydrated,
  navbarHydrated,
  readThrough,
  showTheme,
  test,
} from './support';

test.use({ reducedMotion: 'reduce' });

/** Waits until no CSS transition is running (the mobile panel slides in), so boxes are where they stay. */
async function transitionsDone(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running').length,
      ),
    )
    .toBe(0);
}

/** The checker's problems in the current state, each line prefixed with the state's name. */
async function problemsIn(page: Page, state: string, scope?: string) {
  await transitionsDone(page);
  const problems = await page.evaluate(checkGeometry, { scope });
  return problems.map((problem) => `${state}: ${problem}`);
}

/** The page at every width of VIEWPORTS, in its three states: the problems found, each naming its width and state. */
async function walkWidths(page: Page, path: string) {
  const menu = page.locator('button.nav__toggle');
  const languages = page.locator('button.lang__button');
  const list = page.locator('#nav-languages');
  const problems: string[] = [];
  await page.setViewportSize(VIEWPORTS[0]);
  await gotoHydrated(page, path);
  for (const viewport of VIEWPORTS) {
    const at = `${viewport.width}px`;
    await page.setViewportSize(viewport);
    // A reader's pass at each width: every island hydrated and every image in view loaded, so nothing changes
    // while the checker scrolls.
    await readThrough(page);
    problems.push(...(await problemsIn(page, `${at}, menu closed`)));

    if (await menu.isVisible()) {
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      // The island makes the page behind the panel inert; until then it would count as covered.
      await navbarHydrated(page);
      await expect(page.locator('#main')).toHaveAttribute('inert');
      problems.push(...(await problemsIn(page, `${at}, menu open`)));
    }
    await languages.click();
    await expect(list).toBeVisible();
    // The list covers part of the page under it on purpose: check it and the bar it hangs from.
    problems.push(...(await problemsIn(page, `${at}, language list open`, 'header')));

    // Escape closes the innermost popover first, then the menu: the next width starts with both closed.
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    if ((await menu.getAttribute('aria-expanded')) === 'true') {
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(page.locator('#main')).not.toHaveAttribute('inert');
  }
  return problems;
}

for (const path of [...ALL_PATHS, ...NOT_FOUND_PATHS]) {
  test(`${path} at every width`, async ({ page }) => {
    expect(await walkWidths(page, path)).toEqual([]);
  });
}

/** One page of each kind, and each language, on the build whose bar carries every optional control. */
const FLAGS_PAGES = ['/en', '/es/patients', '/pt/innovation', '/br/impact'];

test.describe('every flag on, dark theme', () => {
  test.use({ baseURL: FLAGS_BUILD_URL });
  test.beforeEach(({ page }) => showTheme(page, 'dark'));

  for (const path of FLAGS_PAGES) {
    test(`${path} never scrolls sideways at a phone's, a tablet's or a laptop's width`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      for (const width of [390, 820, 1280]) {
        await page.setViewportSize(VIEWPORTS.find((viewport) => viewport.width === width)!);
        await readThrough(page);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
            message: `${path} scrolls sideways at ${width}px`,
          })
          .toBeLessThanOrEqual(0);
      }
    });
  }
});
