/**
 * The checks every engine suite runs (Firefox, WebKit; Chromium has its own Playwright specs): every
 * page and not-found page answers with its status, logs no error and passes the geometry rules
 * (tests/geometry/checker.js) at 320, 390 and 1280px, one load resized through them, with the menu
 * closed, the menu open and the language list open; the mobile menu and the language list open and close
 * by pointer and by keyboard; the hero advances and pauses; dist/404.html
 * sends an unsupported language to pt on a host without rules; the current page's link shows a mark the others
 * lack, on the pixels; and the bar and the parallax art behave
 * as the engine's scroll-driven animation support says (moving with it, still and whole without it).
 * A suite calls `describeEngine` with its engine; a new check goes here and runs in every engine.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PALETTE } from '../../src/config/palette.mjs';
import { computedRgb } from '../colour-notation';
import { contrast } from '../contrast/pixels';
import { CAROUSELS } from '../../src/islands/carousel-timing';
import { SHORT_WINDOWS, VIEWPORTS, focusedFullyShown } from '../geometry/viewports';
import {
  LANGUAGES,
  MENU,
  expanded,
  popoverClosed,
  popoverOpen,
  transitionsDone,
  visible,
  walkWidths,
} from '../geometry/walk';
import { ALL_PATHS, MENU_PATHS, NOT_FOUND_PATHS, UNSUPPORTED_CODE } from '../../tools/harness/site-paths';
import { recordWhatShows, showed, whatShowed } from '../what-shows';
import { engineTab, holdLongTimers, STATE_TIMEOUT, until, type Engine, type EnginePage } from './engine';

/** The widths the geometry rules are checked at in every engine: the smallest phone, a current one, a laptop. */
export const GEOMETRY_WIDTHS = [320, 390, 1280];
/** The scrolled bar's colour: the brand's. */
const BRAND = computedRgb(PALETTE.brand);

/** In the page: whether the element has the focus. */
const focused = (selector: string) => document.activeElement === document.querySelector(selector);
/** In the page: whether the bar's background is this colour. */
const barIs = (colour: string) => getComputedStyle(document.querySelector('header.nav')!).backgroundColor === colour;

/** In the page: the bar's background, its visible links' and buttons' text colours, and whether the logo is drawn white. */
function barColours() {
  const bar = document.querySelector('header.nav')!;
  const controls = [...bar.querySelectorAll<HTMLElement>('.nav__bar a:not(.nav__brand), .nav__bar button')]
    .filter((el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest(':popover-open'))
    .map((el) => ({
      name: (el.getAttribute('aria-label') || el.textContent || '').trim(),
      colour: getComputedStyle(el).color,
    }));
  const logo = getComputedStyle(bar.querySelector('.nav__brand svg')!).filter;
  return { background: getComputedStyle(bar).backgroundColor, controls, whiteLogo: /invert\(1\)/.test(logo) };
}

/** The bar's links and buttons under WCAG AA (4.5:1) on its background, and whether the logo is drawn white. */
async function barReadability(page: EnginePage) {
  const { background, controls, whiteLogo } = await page.evaluate(barColours);
  const unreadable = controls
    .map(({ name, colour }) => ({ name, ratio: contrast(channels(colour), channels(background)) }))
    .filter(({ ratio }) => ratio < 4.5)
    .map(({ name, ratio }) => `${name}: ${ratio.toFixed(2)}:1`);
  return { unreadable, whiteLogo };
}

/** A computed colour's sRGB channels: "rgb(122, 31, 75)" is [122, 31, 75]. */
const channels = (colour: string) =>
  colour
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number);

/** In the page: the strips between the words and the foot of the current page's link and of another link. */
function underWords() {
  const strip = (link: Element) => {
    const words = document.createRange();
    words.selectNodeContents(document.createTreeWalker(link, NodeFilter.SHOW_TEXT).nextNode()!);
    const text = words.getBoundingClientRect();
    const box = link.getBoundingClientRect();
    return { left: text.left, top: text.bottom + 1, right: text.right, bottom: box.bottom - 1 };
  };
  const links = [...document.querySelectorAll('.nav__links .nav__link')];
  return {
    current: strip(links.find((link) => link.getAttribute('aria-current') === 'page')!),
    other: strip(links.find((link) => !link.hasAttribute('aria-current'))!),
    width: window.innerWidth,
  };
}

type Strip = ReturnType<typeof underWords>['current'];

/**
 * How many pixels of the strip under the current link stand out (3:1) from the strip under another link: a mark
 * the engine drew. Also the same count for the other link's own strip, which must be plain.
 */
async function markPixels(png: Buffer, { current, other, width }: ReturnType<typeof underWords>) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const scale = info.width / width;
  const pixels = (strip: Strip) => {
    const found: number[][] = [];
    for (let y = Math.ceil(strip.top * scale); y < Math.floor(strip.bottom * scale); y++)
      for (let x = Math.ceil(strip.left * scale); x < Math.floor(strip.right * scale); x++) {
        const i = (y * info.width + x) * 3;
        found.push([data[i], data[i + 1], data[i + 2]]);
      }
    return found;
  };
  const plain = pixels(other);
  const mean = [0, 1, 2].map((k) => plain.reduce((sum, p) => sum + p[k], 0) / plain.length);
  const standOut = (strip: Strip) => pixels(strip).filter((p) => contrast(p, mean) >= 3).length;
  return {
    current: standOut(current),
    other: standOut(other),
    lineWidth: Math.floor((current.right - current.left) * scale),
  };
}

export function describeEngine(engine: Engine) {
  beforeAll(() => engine.start());
  afterAll(() => engine.stop());

  /** The viewport of VIEWPORTS with this width. */
  const viewport = (width: number) => VIEWPORTS.find((v) => v.width === width)!;
  /** A fresh tab at the viewport of VIEWPORTS with this width. */
  const open = (width: number) => engine.open(viewport(width));

  describe(`${engine.name}: every page`, () => {
    const widths = `${GEOMETRY_WIDTHS.slice(0, -1).join(', ')} and ${GEOMETRY_WIDTHS.at(-1)}px`;
    for (const path of [...ALL_PATHS, ...NOT_FOUND_PATHS]) {
      it(`${path} answers, logs no error and keeps every control usable at ${widths}`, async () => {
        const page = await open(GEOMETRY_WIDTHS[0]);
        // The carousels hold still: their autoplay timers never fire.
        await page.beforeEachDocument(holdLongTimers);
        expect(await page.goto(path)).toBe(NOT_FOUND_PATHS.includes(path) ? 404 : 200);
        expect(await page.evaluate(() => document.querySelector('h1')?.textContent?.trim())).toBeTruthy();
        expect(await walkWidths(engineTab(page), GEOMETRY_WIDTHS.map(viewport))).toEqual([]);
        expect(await page.errors()).toEqual([]);
      });
    }
  });

  describe(`${engine.name}: navbar`, () => {
    it('the mobile menu opens and closes by pointer, with the language list inside it', async () => {
      const page = await open(390);
      await page.goto('/es');
      await page.click(MENU);
      await until(page, expanded, MENU, 'true');
      await until(page, popoverOpen, 'nav-panel');
      await page.click(LANGUAGES);
      await until(page, popoverOpen, 'nav-languages');
      expect(await page.evaluate(visible, '#nav-languages a[hreflang="en"]')).toBe(true);
      // Escape closes the innermost popover first, then the menu.
      await page.press('Escape');
      await until(page, popoverClosed, 'nav-languages');
      expect(await page.evaluate(popoverOpen, 'nav-panel')).toBe(true);
      await page.click(MENU);
      await until(page, expanded, MENU, 'false');
      await until(page, popoverClosed, 'nav-panel');
      expect(await page.evaluate(() => document.getElementById('main')!.inert)).toBe(false);
      expect(await page.errors()).toEqual([]);
    });

    it('the mobile menu and its language list open and close by keyboard', async () => {
      const page = await open(390);
      await page.goto('/br/innovation');
      await page.evaluate((selector) => document.querySelector<HTMLElement>(selector)!.focus(), MENU);
      await until(page, focused, MENU);
      await page.press('Enter');
      await until(page, popoverOpen, 'nav-panel');
      await until(page, expanded, MENU, 'true');
      await page.evaluate((selector) => document.querySelector<HTMLElement>(selector)!.focus(), LANGUAGES);
      await until(page, focused, LANGUAGES);
      await page.press('Space');
      await until(page, popoverOpen, 'nav-languages');
      await page.press('Escape');
      await until(page, popoverClosed, 'nav-languages');
      expect(await page.evaluate(popoverOpen, 'nav-panel')).toBe(true);
      await page.press('Escape');
      await until(page, popoverClosed, 'nav-panel');
      await until(page, expanded, MENU, 'false');
      expect(await page.evaluate(() => document.getElementById('main')!.inert)).toBe(false);
      expect(await page.errors()).toEqual([]);
    });

    it('the language list opens from the bar and closes on Escape and on a click outside', async () => {
      const page = await open(1280);
      await page.goto('/pt/impact');
      await page.click(LANGUAGES);
      await until(page, expanded, LANGUAGES, 'true');
      expect(await page.evaluate(visible, '#nav-languages a[hreflang="en"]')).toBe(true);
      await page.press('Escape');
      await until(page, popoverClosed, 'nav-languages');
      await page.click(LANGUAGES);
      await until(page, popoverOpen, 'nav-languages');
      await page.clickAt(20, 500);
      await until(page, popoverClosed, 'nav-languages');
      await until(page, expanded, LANGUAGES, 'false');
      // By keyboard: Enter on the focused button opens the list, Escape closes it.
      await page.evaluate((selector) => document.querySelector<HTMLElement>(selector)!.focus(), LANGUAGES);
      await until(page, focused, LANGUAGES);
      await page.press('Enter');
      await until(page, popoverOpen, 'nav-languages');
      await page.press('Escape');
      await until(page, popoverClosed, 'nav-languages');
      expect(await page.errors()).toEqual([]);
    });
  });

  describe(`${engine.name}: the language list on short windows`, () => {
    for (const window of SHORT_WINDOWS) {
      it(`at ${window.width}×${window.height} every language is reached by keyboard, fully in view, and by pointer`, async () => {
        const page = await engine.open(window);
        await page.goto('/es/patients');
        if (await page.evaluate(visible, MENU)) {
          await page.click(MENU);
          await until(page, popoverOpen, 'nav-panel');
          await until(page, transitionsDone);
        }
        await page.evaluate((selector) => document.querySelector<HTMLElement>(selector)!.focus(), LANGUAGES);
        await until(page, focused, LANGUAGES);
        await page.press('Enter');
        await until(page, popoverOpen, 'nav-languages');
        const count = await page.evaluate(() => document.querySelectorAll('#nav-languages a').length);
        expect(count).toBe(3);
        for (let index = 0; index < count; index++) {
          await page.press('Tab');
          await until(page, (n) => document.activeElement === document.querySelectorAll('#nav-languages a')[n], index);
          expect(await page.evaluate(focusedFullyShown)).toBe('');
        }
        await page.click('#nav-languages li:last-child a');
        await until(page, () => location.pathname === '/br/patients');
        expect(await page.errors()).toEqual([]);
      });
    }
  });

  describe(`${engine.name}: the current page's mark`, () => {
    for (const path of MENU_PATHS.map((page) => `/en${page}`)) {
      it(`${path}: its link shows a line under its words that the other links lack`, async () => {
        const page = await open(1280);
        await page.goto(path);
        const strips = await page.evaluate(underWords);
        const mark = await markPixels(await page.screenshot(), strips);
        expect(mark.other).toBe(0);
        // At least one whole line of pixels, as wide as the words.
        expect(mark.current).toBeGreaterThanOrEqual(mark.lineWidth);
      });
    }
  });

  describe(`${engine.name}: root not-found page, on a host without the URL rules`, () => {
    it('sends an unsupported language code to pt, and never shows the English page on the way', async () => {
      const page = await open(390);
      await page.beforeEachDocument(recordWhatShows);
      await page.goto(`/${UNSUPPORTED_CODE}/patients`);
      await until(page, showed, '/pt/patients painted');
      expect(await page.evaluate(whatShowed)).toBe('/pt/patients content\n/pt/patients painted\n');
      expect(await page.errors()).toEqual([]);
    });
  });

  describe(`${engine.name}: hero carousel`, () => {
    /** In the page: whether the hero shows the slide with this label ("2 of 5"). */
    const showing = (label: string) =>
      document.querySelector('.carousel--hero .swiper-slide-active')?.getAttribute('aria-label') === label;
    const started = () => document.querySelector('.carousel--hero')!.hasAttribute('data-ready');

    it('advances by itself every 3 seconds', async () => {
      const page = await open(1280);
      await page.goto('/en');
      await until(page, started);
      expect(await page.evaluate(showing, '1 of 5')).toBe(true);
      // The pointer stays off the slides (hovering holds rotation); the first move is due 3 s after start.
      await page.untilWithin(CAROUSELS.hero.delay + STATE_TIMEOUT, showing, '2 of 5');
      expect(await page.errors()).toEqual([]);
    });

    it('the later slides get their pictures once it starts, as AVIF or WebP, never the PNG fallback', async () => {
      const page = await open(1280);
      await page.beforeEachDocument(holdLongTimers);
      await page.goto('/en');
      await until(page, started);
      await until(page, () => document.querySelectorAll('.carousel--hero .hero-slide picture img').length === 4);
      await page.click('button[aria-label="Next slide"]');
      await until(page, showing, '2 of 5');
      const active = '.carousel--hero .swiper-slide-active img';
      await until(page, (selector) => document.querySelector<HTMLImageElement>(selector)!.naturalWidth > 0, active);
      expect(
        await page.evaluate((selector) => document.querySelector<HTMLImageElement>(selector)!.currentSrc, active),
      ).toMatch(/\.(avif|webp)$/);
      // Each PNG fallback is about half a megabyte: only a browser that reads neither format may ask for one.
      const pngs = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .flatMap(({ name }) => (/slide-\d[^/]*\.png$/.test(name) ? [name] : [])),
      );
      expect(pngs).toEqual([]);
      expect(await page.errors()).toEqual([]);
    });

    it('pause stops rotation and play starts it again', async () => {
      const page = await open(1280);
      await page.beforeEachDocument(holdLongTimers);
      await page.goto('/en');
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
      expect(await page.errors()).toEqual([]);
    });
  });

  const timelines = engine.scrollTimelines ? 'with' : 'without';
  describe(`${engine.name}: ${timelines} scroll-driven animations`, () => {
    it(`the engine ${engine.scrollTimelines ? 'has' : 'lacks'} them, as this suite expects`, async () => {
      const page = await open(1280);
      await page.goto('/en');
      const supported = await page.evaluate(() => CSS.supports('animation-timeline: scroll()'));
      expect(supported).toBe(engine.scrollTimelines);
    });

    it('the bar turns coloured once the page scrolls, its links and logo readable on it, and plain again at the top', async () => {
      const page = await open(1280);
      await page.goto('/en/patients');
      const plain = await page.evaluate(() => getComputedStyle(document.querySelector('header.nav')!).backgroundColor);
      expect(plain).not.toBe(BRAND);
      expect(await barReadability(page)).toEqual({ unreadable: [], whiteLogo: false });
      await page.evaluate(() => window.scrollTo({ top: 1, behavior: 'instant' }));
      await until(page, barIs, BRAND);
      expect(await barReadability(page)).toEqual({ unreadable: [], whiteLogo: true });
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await until(page, barIs, plain);
      expect(await barReadability(page)).toEqual({ unreadable: [], whiteLogo: false });
      expect(await page.errors()).toEqual([]);
    });

    it(`parallax artwork ${engine.scrollTimelines ? 'moves at half the scroll speed' : 'stands still'} and covers its band`, async () => {
      const page = await open(1280);
      await page.goto('/en/innovation');
      const bands = await page.evaluate(async () => {
        const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        /** Scrolls the band's top to `offset` px below the window's top; where its art and it then sit. */
        const at = async (band: Element, offset: number) => {
          window.scrollTo({ top: band.getBoundingClientRect().top + window.scrollY - offset, behavior: 'instant' });
          await frames();
          const [outer, inner] = [band, band.querySelector('[data-parallax-layer]')!].map((el) =>
            el.getBoundingClientRect(),
          );
          return { outer, inner };
        };
        const measured = [];
        for (const band of document.querySelectorAll('[data-parallax]')) {
          const first = await at(band, 500);
          const second = await at(band, 200);
          const { outer, inner } = await at(band, (window.innerHeight - band.getBoundingClientRect().height) / 2);
          measured.push({
            // How far the art travels for each pixel the band does (1: fixed to the band; 0.5: parallax).
            speed: Math.round(((first.inner.top - second.inner.top) / (first.outer.top - second.outer.top)) * 10) / 10,
            covers:
              inner.top <= outer.top + 0.5 &&
              inner.bottom >= outer.bottom - 0.5 &&
              inner.left <= outer.left + 0.5 &&
              inner.right >= outer.right - 0.5,
          });
        }
        return measured;
      });
      expect(bands.length).toBeGreaterThan(0);
      const speed = engine.scrollTimelines ? 0.5 : 1;
      expect(bands).toEqual(bands.map(() => ({ speed, covers: true })));
      expect(await page.errors()).toEqual([]);
    });
  });
}
