/**
 * Every control usable on every screen: on every page and not-found page, in every language, at every
 * width of VIEWPORTS, the rules of tests/geometry/checker.js hold with the mobile menu closed, with it
 * open (while there is a menu button) and with the language list open. One test per page and width
 * walks the states in turn. Reduced motion holds the carousels still, so no slide moves under a
 * measurement; the layout is the same either way.
 */
import { expect, type Page } from '@playwright/test';
import { checkGeometry } from '../geometry/checker.js';
import { VIEWPORTS } from '../geometry/viewports';
import { ALL_PATHS, NOT_FOUND_PATHS, gotoHydrated, navbarHydrated, readThrough, test } from './support';

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

for (const path of [...ALL_PATHS, ...NOT_FOUND_PATHS]) {
  for (const viewport of VIEWPORTS) {
    test(`${path} at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, path);
      // A reader's pass first: every island hydrated and every lazy image loaded, so nothing changes
      // while the checker scrolls.
      await readThrough(page);
      const problems = await problemsIn(page, 'menu closed');

      const menu = page.locator('button.nav__toggle');
      const languages = page.locator('button.lang__button');
      const list = page.locator('#nav-languages');
      if (await menu.isVisible()) {
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        // The island makes the page behind the panel inert; until then it would count as covered.
        await navbarHydrated(page);
        await expect(page.locator('#main')).toHaveAttribute('inert');
        problems.push(...(await problemsIn(page, 'menu open')));
      }
      await languages.click();
      await expect(list).toBeVisible();
      // The list covers part of the page under it on purpose: check it and the bar it hangs from.
      problems.push(...(await problemsIn(page, 'language list open', 'header')));

      expect(problems).toEqual([]);
    });
  }
}
