/**
 * The geometry walk, for every browser suite: one loaded page resized through its widths as a window is, and at each
 * width the rules of ./checker.js with the mobile menu closed, with it open (while there is a menu button) and with
 * the language list open. Written once over a small tab interface (tools/harness/tab.ts), as the reader's pass is, so that Chromium
 * (Playwright), Firefox and WebKit walk alike.
 */
import { readerPass } from '../../tools/harness/reader';
import type { Tab } from '../../tools/harness/tab';
import { checkGeometry } from './checker.js';

/** The bar's menu button (shown on narrow windows) and language button. */
export const MENU = 'button.nav__toggle';
export const LANGUAGES = 'button.lang__button';

/** In the page: no CSS transition runs (the mobile panel slides in), so boxes are where they stay. */
export const transitionsDone = () =>
  !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running');
/** In the page: whether the element is rendered (its box shows). */
export const visible = (selector: string) => document.querySelector(selector)!.checkVisibility();
/** In the page: whether the popover with this id is open, or closed. */
export const popoverOpen = (id: string) => document.getElementById(id)!.matches(':popover-open');
export const popoverClosed = (id: string) => !document.getElementById(id)!.matches(':popover-open');
/** In the page: whether the page behind the mobile panel is inert, or not. */
const mainInert = () => document.getElementById('main')!.inert;
const mainLive = () => !document.getElementById('main')!.inert;
/** In the page: whether the element's aria-expanded says `value`. */
export const expanded = (selector: string, value: string) =>
  document.querySelector(selector)!.getAttribute('aria-expanded') === value;

/**
 * The loaded page at each of `viewports`, in order, in its three states: the problems found, each naming its width
 * and state. Each width starts and ends with the menu and the list closed.
 */
export async function walkWidths(tab: Tab, viewports: readonly { width: number; height: number }[]) {
  const problemsIn = async (state: string, scope?: string) => {
    await tab.until(transitionsDone);
    const problems = await tab.evaluate(checkGeometry, { scope });
    return problems.map((problem) => `${state}: ${problem}`);
  };
  const problems: string[] = [];
  for (const { width, height } of viewports) {
    const at = `${width}px`;
    await tab.resize({ width, height });
    // Nothing is measured until the page has the new size.
    await tab.until((w, h) => innerWidth === w && innerHeight === h, width, height);
    // A reader's pass at each width: every island hydrated and every image in view loaded, so nothing changes
    // while the checker scrolls.
    await readerPass(tab);
    problems.push(...(await problemsIn(`${at}, menu closed`)));

    const hasMenu = await tab.evaluate(visible, MENU);
    if (hasMenu) {
      await tab.click(MENU);
      await tab.until(expanded, MENU, 'true');
      // The island makes the page behind the panel inert; until then it would count as covered.
      await tab.until(mainInert);
      // The panel slides in: on a busy machine its transition may not have started when the page turns inert.
      await tab.until(() => {
        const { left, right } = document.getElementById('nav-panel')!.getBoundingClientRect();
        return left >= 0 && right <= window.innerWidth + 0.5;
      });
      problems.push(...(await problemsIn(`${at}, menu open`)));
    }
    await tab.click(LANGUAGES);
    await tab.until(popoverOpen, 'nav-languages');
    // The list covers part of the page under it on purpose: check it and the bar it hangs from.
    problems.push(...(await problemsIn(`${at}, language list open`, 'header')));

    // Escape closes the innermost popover first, then the menu: the next width starts with both closed.
    await tab.escape();
    await tab.until(popoverClosed, 'nav-languages');
    if (await tab.evaluate(popoverOpen, 'nav-panel')) {
      await tab.escape();
      await tab.until(popoverClosed, 'nav-panel');
    }
    // The menu button says so too, whichever Escape closed the panel.
    if (hasMenu) await tab.until(expanded, MENU, 'false');
    await tab.until(mainLive);
  }
  return problems;
}
