/**
 * The second engine: the built site in Firefox (Debian's firefox-esr, driven by puppeteer-core over
 * WebDriver BiDi). Every page answers without a console error and passes the geometry rules
 * (tests/geometry/checker.js, the same as the Chromium spec's) at 390 and 1280px; the menu and the
 * language list open and close; the hero advances and pauses; and what Firefox lacks (scroll-driven
 * animations) leaves a still, whole page.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Browser, Page } from 'puppeteer-core';
import { CAROUSELS } from '../../src/islands/Carousel';
import { checkGeometry } from '../geometry/checker.js';
import { VIEWPORTS } from '../geometry/viewports';
import { ALL_PATHS, NOT_FOUND_PATHS, ROOT_NOT_FOUND_PATH, UNSUPPORTED_CODE } from '../site-paths';
import { recordWhatShows, showed, whatShowed } from '../what-shows';
import {
  BASE_URL,
  asHostWithoutRules,
  collectErrors,
  holdLongTimers,
  launchFirefox,
  readThrough,
  startServer,
  STATE_TIMEOUT,
  transitionsDone,
  until,
  untilWithin,
} from './support';

const GEOMETRY_WIDTHS = [390, 1280];
const BERRY = 'rgb(122, 31, 75)';

let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer();
  browser = await launchFirefox();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh page for this test, at a viewport of VIEWPORTS, with its console errors collected. */
async function open(width: number) {
  const page = await browser.newPage();
  onTestFinished(() => page.close());
  const viewport = VIEWPORTS.find((v) => v.width === width)!;
  await page.setViewport(viewport);
  // Every page load asks the server, so each answers with its own status (no 304 from the cache).
  await page.setCacheEnabled(false);
  return { page, errors: collectErrors(page) };
}

/** The checker's problems in the current state, each line prefixed with the state's name. */
async function problemsIn(page: Page, state: string, scope?: string) {
  await transitionsDone(page);
  const problems = await page.evaluate(checkGeometry, { scope });
  return problems.map((problem) => `${state}: ${problem}`);
}

/** In the page: whether the popover with this id is open. */
const popoverOpen = (id: string) => document.getElementById(id)!.matches(':popover-open');
const popoverClosed = (id: string) => !document.getElementById(id)!.matches(':popover-open');
/** In the page: whether the element's aria-expanded says `value`. */
const expanded = (selector: string, value: string) =>
  document.querySelector(selector)!.getAttribute('aria-expanded') === value;
const MENU = 'button.nav__toggle';
const LANGUAGES = 'button.lang__button';

describe('every page', () => {
  for (const path of [...ALL_PATHS, ...NOT_FOUND_PATHS]) {
    for (const width of GEOMETRY_WIDTHS) {
      it(`${path} answers, logs no error and keeps every control usable at ${width}px`, async () => {
        const { page, errors } = await open(width);
        // The carousels hold still: their autoplay timers never fire.
        await page.evaluateOnNewDocument(holdLongTimers);
        if (path === ROOT_NOT_FOUND_PATH) await asHostWithoutRules(page);
        const response = await page.goto(BASE_URL + path);
        expect(response?.status()).toBe(NOT_FOUND_PATHS.includes(path) ? 404 : 200);
        expect(await page.$eval('h1', (h1) => h1.textContent?.trim())).toBeTruthy();
        await readThrough(page);

        const problems = await problemsIn(page, 'menu closed');
        const menu = await page.$(MENU);
        if (await menu!.isVisible()) {
          await menu!.click();
          // The island makes the page behind the panel inert; until then it would count as covered.
          await until(page, () => document.getElementById('main')!.inert);
          problems.push(...(await problemsIn(page, 'menu open')));
        }
        await page.click(LANGUAGES);
        await until(page, popoverOpen, 'nav-languages');
        // The list covers part of the page under it on purpose: check it and the bar it hangs from.
        problems.push(...(await problemsIn(page, 'language list open', 'header')));

        expect(problems).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  }
});

describe('navbar', () => {
  it('the mobile menu opens and closes, with the language list inside it', async () => {
    const { page, errors } = await open(390);
    await page.goto(`${BASE_URL}/es`);
    await page.click(MENU);
    await until(page, expanded, MENU, 'true');
    await until(page, popoverOpen, 'nav-panel');
    await page.click(LANGUAGES);
    await until(page, popoverOpen, 'nav-languages');
    expect(await page.$eval('#nav-languages a[hreflang="en"]', (a) => a.checkVisibility())).toBe(true);
    // Escape closes the innermost popover first, then the menu.
    await page.keyboard.press('Escape');
    await until(page, popoverClosed, 'nav-languages');
    expect(await page.evaluate(popoverOpen, 'nav-panel')).toBe(true);
    await page.click(MENU);
    await until(page, expanded, MENU, 'false');
    await until(page, popoverClosed, 'nav-panel');
    expect(await page.$eval('#main', (main) => (main as HTMLElement).inert)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('the language list opens from the bar and closes on Escape and on a click outside', async () => {
    const { page, errors } = await open(1280);
    await page.goto(`${BASE_URL}/pt/impact`);
    await page.click(LANGUAGES);
    await until(page, expanded, LANGUAGES, 'true');
    expect(await page.$eval('#nav-languages a[hreflang="en"]', (a) => a.checkVisibility())).toBe(true);
    await page.keyboard.press('Escape');
    await until(page, popoverClosed, 'nav-languages');
    await page.click(LANGUAGES);
    await until(page, popoverOpen, 'nav-languages');
    await page.mouse.click(20, 500);
    await until(page, popoverClosed, 'nav-languages');
    await until(page, expanded, LANGUAGES, 'false');
    expect(errors).toEqual([]);
  });
});

describe('root not-found page, on a host without the URL rules', () => {
  it('sends an unsupported language code to pt, and never shows the English page on the way', async () => {
    const { page, errors } = await open(390);
    await asHostWithoutRules(page, `/${UNSUPPORTED_CODE}/patients`);
    await page.evaluateOnNewDocument(recordWhatShows);
    await page.goto(`${BASE_URL}/${UNSUPPORTED_CODE}/patients`);
    await until(page, showed, '/pt/patients painted');
    expect(await page.evaluate(whatShowed)).toBe('/pt/patients content\n/pt/patients painted\n');
    expect(errors).toEqual([]);
  });
});

describe('hero carousel', () => {
  /** In the page: whether the hero shows the slide with this label ("2 of 5"). */
  const showing = (label: string) =>
    document.querySelector('.carousel--hero .swiper-slide-active')?.getAttribute('aria-label') === label;
  const started = () => document.querySelector('.carousel--hero')!.hasAttribute('data-ready');

  it('advances by itself every 3 seconds', async () => {
    const { page, errors } = await open(1280);
    await page.goto(`${BASE_URL}/en`);
    await until(page, started);
    expect(await page.evaluate(showing, '1 of 5')).toBe(true);
    // The pointer stays off the slides (hovering holds rotation); the first move is due 3 s after start.
    await untilWithin(page, CAROUSELS.hero.delay + STATE_TIMEOUT, showing, '2 of 5');
    expect(errors).toEqual([]);
  });

  it('pause stops rotation and play starts it again', async () => {
    const { page, errors } = await open(1280);
    await page.evaluateOnNewDocument(holdLongTimers);
    await page.goto(`${BASE_URL}/en`);
    const rotationDue = () => window.heldTimers.pending > 0;
    // Rotation has started: its first 3 s timer is waiting.
    await until(page, started);
    await until(page, rotationDue);
    await page.click('button[aria-label="Pause automatic slide show"]');
    await until(page, () => !!document.querySelector('button[aria-label="Start automatic slide show"]'));
    // Paused, no rotation is due: firing every long timer moves nothing.
    expect(await page.evaluate(() => window.heldTimers.run())).toBe(0);
    expect(await page.evaluate(showing, '1 of 5')).toBe(true);
    // Play: a rotation is due again, and firing it moves to slide 2.
    await page.click('button[aria-label="Start automatic slide show"]');
    await until(page, rotationDue);
    await page.evaluate(() => window.heldTimers.run());
    await until(page, showing, '2 of 5');
    expect(errors).toEqual([]);
  });
});

describe('without scroll-driven animations', () => {
  it('the bar still turns coloured once the page scrolls, and plain again at the top', async () => {
    const { page } = await open(1280);
    await page.goto(`${BASE_URL}/en/patients`);
    /** In the page: whether the bar's background is this colour. */
    const barIs = (colour: string) =>
      getComputedStyle(document.querySelector('header.nav')!).backgroundColor === colour;
    const plain = await page.$eval('header.nav', (bar) => getComputedStyle(bar).backgroundColor);
    expect(plain).not.toBe(BERRY);
    await page.evaluate(() => window.scrollTo({ top: 1, behavior: 'instant' }));
    await until(page, barIs, BERRY);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await until(page, barIs, plain);
  });

  it('parallax artwork stands still and covers its band', async () => {
    const { page } = await open(1280);
    await page.goto(`${BASE_URL}/en/innovation`);
    const bands = await page.$$eval('[data-parallax]', (sections) =>
      sections.map((band) => {
        band.scrollIntoView({ block: 'center', behavior: 'instant' });
        const art = band.querySelector('[data-parallax-layer]')!;
        const [outer, inner] = [band.getBoundingClientRect(), art.getBoundingClientRect()];
        const timelines = CSS.supports('animation-timeline: view()');
        return {
          still: timelines || getComputedStyle(art).transform === 'none',
          covers:
            inner.top <= outer.top + 0.5 &&
            inner.bottom >= outer.bottom - 0.5 &&
            inner.left <= outer.left + 0.5 &&
            inner.right >= outer.right - 0.5,
        };
      }),
    );
    expect(bands.length).toBeGreaterThan(0);
    expect(bands).toEqual(bands.map(() => ({ still: true, covers: true })));
  });
});
