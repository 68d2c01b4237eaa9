/**
 * The hero and testimonial carousels on the real pages: rotation timing, controls,
 * the W3C carousel pattern (pause first, hover/focus hold, reduced motion, labels, hidden slides),
 * layout at three widths, quotes in the page language, no-JS reading and no layout shift on hydration.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { VIEWPORTS } from '../geometry/viewports';
import { CAROUSELS } from '../../src/islands/carousel-timing';
import { collectErrors, copy, gotoHydrated } from './support';

const HERO = '/en';
const SINGLE = '/en/patients';
const MULTI = '/en/impact';

/** The carousels' regions: labelled sections with a role description in the page's language. */
const carousel = (page: Page) => page.locator('section[aria-roledescription]');
const activeSlide = (region: Locator) => region.locator('.swiper-slide-active');

/** Scrolls a carousel into view and waits for its island (client:demand="visible") to hydrate and start Swiper. */
async function hydrateInView(region: Locator) {
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute('data-ready', '');
}

/** Opens the home page once its hero has hydrated and Swiper has started (its listeners are attached). */
async function openHero(page: Page, path = HERO) {
  await gotoHydrated(page, path);
  const hero = carousel(page).first();
  await expect(hero).toHaveAttribute('data-ready', '');
  return hero;
}

/** The hero's autoplay delay, as the island reads it. */
const HERO_DELAY = CAROUSELS.hero.delay;

/** Keeps the mouse off every carousel so hover does not hold rotation. */
async function parkMouse(page: Page) {
  await page.mouse.move(1, 1);
}

/**
 * Installs Playwright's clock, paused, before the page loads: the carousels' timers (autoplay every
 * CAROUSELS[kind].delay ms) then fire only when the test advances time, to the millisecond, without waiting for it.
 * Page time (performance.now) when each carousel started is recorded, so a test knows how far its
 * first timer has run.
 */
async function pauseTime(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.addInitScript(() => {
    const started: number[] = [];
    (window as unknown as { carouselStarts: number[] }).carouselStarts = started;
    new MutationObserver(() => {
      const ready = document.querySelectorAll('[data-ready]').length;
      while (started.length < ready) started.push(performance.now());
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  });
}

/**
 * Advances the paused clock to `ms` after the moment the running autoplay timer was set. With the
 * clock paused that moment is when the carousel started, or when the last slide finished moving in.
 */
async function runUntil(page: Page, since: number, ms: number) {
  const now = await page.evaluate(() => performance.now());
  await page.clock.runFor(since + ms - now);
}

/** Page time now: with the clock paused, the moment the last timer was set if nothing has run since. */
const pageTime = (page: Page) => page.evaluate(() => performance.now());

/** Page time at which the first carousel on the page started. */
const startedAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { carouselStarts: number[] }).carouselStarts[0]);

/** The active slide has finished moving in: Swiper made it reachable again, and the next delay has begun. */
async function settled(region: Locator, label: string) {
  await expect(activeSlide(region)).toHaveAttribute('aria-label', label);
  await expect(activeSlide(region)).not.toHaveAttribute('inert');
}

/**
 * Opens a page with the clock paused and lets its client:painted islands hydrate: after the first paint
 * an idle callback needs page time to pass. Islands that wait to be scrolled into view are left alone.
 */
async function gotoPaused(page: Page, path: string) {
  await page.goto(path);
  const waiting = page.locator('astro-island[ssr][client="painted"]');
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return waiting.count();
    })
    .toBe(0);
}

/** Opens the home page with the clock paused and waits until the hero's Swiper has started. */
async function openHeroPaused(page: Page, path = HERO) {
  await gotoPaused(page, path);
  const hero = carousel(page).first();
  await expect(hero).toHaveAttribute('data-ready', '');
  return hero;
}

test.describe('hero carousel', () => {
  test('has 5 labelled slides, the first showing, with the tagline under them', async ({ page }) => {
    const hero = await openHero(page);
    await expect(hero).toHaveAttribute('aria-label', 'Highlights');
    const slides = hero.locator('[role="group"][aria-roledescription]');
    await expect(slides).toHaveCount(5);
    const labels = await slides.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')).sort());
    expect(labels).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    await expect(activeSlide(hero)).toHaveAttribute('aria-label', '1 of 5');
    await expect(page.getByRole('heading', { level: 2, name: 'More tissue, more complete images' })).toBeInViewport();
    await expect(page.locator('.hero-carousel .tagline')).toBeInViewport();
    // The page's h1 sits outside the rotating slides, so it never leaves the accessibility tree.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Adhera: the skin adhesive for mammography positioning',
    );
    await expect(hero.getByRole('heading', { level: 1 })).toHaveCount(0);
    // Some slides use an outline button, some a solid one.
    await expect(hero.locator('.hero-slide .button--outline')).toHaveCount(2);
    await expect(hero.locator('.hero-slide .button:not(.button--outline)')).toHaveCount(3);
  });

  test('starts on a page whose main thread is never idle', async ({ page }) => {
    // Every frame's work outlasts the frame, so the browser never has an idle moment to offer.
    await page.addInitScript(() => {
      const busy = () => {
        const until = performance.now() + 40;
        while (performance.now() < until);
        requestAnimationFrame(busy);
      };
      requestAnimationFrame(busy);
    });
    await page.goto(HERO);
    await expect(carousel(page).first()).toHaveAttribute('data-ready', '');
  });

  test('is as tall as a page hero: 80vh, 60vh under 768px, 50vh under 480px', async ({ page }) => {
    for (const [width, height, share] of [
      [1200, 800, 0.8],
      [700, 900, 0.6],
      [400, 1600, 0.5],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(HERO);
      // The hero is the slides and the tagline strip under them.
      const box = await page.locator('.hero-carousel').boundingBox();
      expect(box!.height, `${width}px wide`).toBeGreaterThanOrEqual(height * share - 1);
    }
  });

  test('the tagline, the controls and the slide copy never overlap, at every width', async ({ page }) => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const hero = await openHero(page);
      const parts = [
        page.locator('.hero-carousel .tagline'),
        hero.locator('.carousel__controls'),
        activeSlide(hero).locator('.hero-slide__content > *'),
      ];
      const boxes: { x: number; y: number; width: number; height: number }[] = [];
      for (const part of parts) for (const element of await part.all()) boxes.push((await element.boundingBox())!);
      expect(boxes).toHaveLength(6);
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b, j) => {
          const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
          expect(apart, `${viewport.width}px: parts ${i} and ${i + j + 1} overlap`).toBe(true);
        }),
      );
    }
  });

  test(`advances every ${HERO_DELAY / 1000} seconds, and loops from the last slide to the first`, async ({ page }) => {
    await pauseTime(page);
    await parkMouse(page);
    const hero = await openHeroPaused(page);
    let since = await startedAt(page);
    for (const [current, next] of [
      ['1 of 5', '2 of 5'],
      ['2 of 5', '3 of 5'],
      ['3 of 5', '4 of 5'],
      ['4 of 5', '5 of 5'],
      ['5 of 5', '1 of 5'],
    ]) {
      await runUntil(page, since, HERO_DELAY - 1);
      await expect(activeSlide(hero), `${current} still shows after ${HERO_DELAY - 1} ms`).toHaveAttribute(
        'aria-label',
        current,
      );
      await page.clock.runFor(1);
      await settled(hero, next);
      since = await pageTime(page);
    }
  });

  test('arrows and bullets go to the expected slide, looping at the ends', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const hero = await openHero(page);
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(activeSlide(hero)).toHaveAttribute('aria-label', '2 of 5');
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(activeSlide(hero)).toHaveAttribute('aria-label', '1 of 5');
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(activeSlide(hero)).toHaveAttribute('aria-label', '5 of 5');
    const bullet = hero.getByRole('button', { name: 'Go to slide 4' });
    await bullet.click();
    await expect(activeSlide(hero)).toHaveAttribute('aria-label', '4 of 5');
    await expect(bullet).toHaveAttribute('aria-current', 'true');
    await expect(hero.locator('[aria-current]')).toHaveCount(1);
    await expect(
      activeSlide(hero).getByRole('heading', { name: copy('en', 'banners.slide4.heading') }),
    ).toBeInViewport();
  });

  test('the pause button comes first, stops rotation and starts it again', async ({ page }) => {
    await pauseTime(page);
    await parkMouse(page);
    const hero = await openHeroPaused(page);
    // The first thing Tab reaches inside the carousel is the pause button: the controls come before the
    // slides, so Tab from the page's h1 (just before the carousel) lands on it.
    const pause = hero.getByRole('button', { name: 'Pause automatic slide show' });
    await page.getByRole('heading', { level: 1 }).evaluate((h1) => {
      h1.tabIndex = -1;
      h1.focus();
    });
    await page.keyboard.press('Tab');
    await expect(pause).toBeFocused();
    await page.keyboard.press('Enter');
    const play = hero.getByRole('button', { name: 'Start automatic slide show' });
    await expect(play).toBeFocused();
    await page.clock.runFor(3 * HERO_DELAY);
    await expect(activeSlide(hero)).toHaveAttribute('aria-label', '1 of 5');
    // Focus on the button itself does not hold rotation once play is pressed: a delay later it moves on.
    await page.keyboard.press('Enter');
    await expect(pause).toBeFocused();
    await page.clock.runFor(HERO_DELAY - 1);
    await expect(activeSlide(hero)).toHaveAttribute('aria-label', '1 of 5');
    await page.clock.runFor(1);
    await settled(hero, '2 of 5');
  });

  test('stops while the pointer is over it and resumes when it leaves', async ({ page }) => {
    await pauseTime(page);
    await parkMouse(page);
    const hero = await openHeroPaused(page);
    await activeSlide(hero).locator('.hero-slide__description').hover();
    await page.clock.runFor(3 * HERO_DELAY);
    await expect(activeSlide(hero)).toHaveAttribute('aria-label', '1 of 5');
    // Leaving starts a full delay again.
    await parkMouse(page);
    await page.clock.runFor(HERO_DELAY - 1);
    await expect(activeSlide(hero)).toHaveAttribute('aria-label', '1 of 5');
    await page.clock.runFor(1);
    await settled(hero, '2 of 5');
  });

  test('stops while focus is inside it and resumes when focus leaves', async ({ page }) => {
    await pauseTime(page);
    await parkMouse(page);
    const hero = await openHeroPaused(page);
    const link = activeSlide(hero).getByRole('link');
    await link.focus();
    await expect(link).toBeFocused();
    await page.clock.runFor(3 * HERO_DELAY);
    await expect(activeSlide(hero)).toHaveAttribute('aria-label', '1 of 5');
    await page.getByRole('heading', { level: 1 }).evaluate((h1) => {
      h1.tabIndex = -1;
      h1.focus();
    });
    await expect(link).not.toBeFocused();
    await page.clock.runFor(HERO_DELAY);
    await settled(hero, '2 of 5');
  });

  test('does not rotate under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseTime(page);
    await parkMouse(page);
    const hero = await openHeroPaused(page);
    await expect(hero.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await page.clock.runFor(3 * HERO_DELAY);
    await expect(activeSlide(hero)).toHaveAttribute('aria-label', '1 of 5');
  });

  test('slides out of view cannot take focus and are hidden from assistive technology', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const hero = await openHero(page);
    const slides = hero.locator('[role="group"][aria-roledescription]');
    await expect(slides.and(page.locator('[inert][aria-hidden="true"]'))).toHaveCount(4);
    await expect(activeSlide(hero)).not.toHaveAttribute('inert');
    await expect(activeSlide(hero)).not.toHaveAttribute('aria-hidden');
    // Tabbing through the carousel: the controls, then only the visible slide's link, then out of it.
    const play = hero.getByRole('button', { name: 'Start automatic slide show' });
    await play.focus();
    await expect(play).toBeFocused();
    const stops = [
      hero.getByRole('button', { name: 'Previous slide' }),
      hero.getByRole('button', { name: 'Next slide' }),
      ...[1, 2, 3, 4, 5].map((n) => hero.getByRole('button', { name: `Go to slide ${n}`, exact: true })),
      activeSlide(hero).getByRole('link'),
    ];
    for (const stop of stops) {
      await page.keyboard.press('Tab');
      await expect(stop).toBeFocused();
    }
    await expect(activeSlide(hero).getByRole('link')).toHaveAttribute('href', '/en/innovation');
    await page.keyboard.press('Tab');
    await expect(hero.locator(':focus')).toHaveCount(0);
  });

  test('labels are localized', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const hero = await openHero(page, '/es');
    await expect(hero).toHaveAttribute('aria-label', 'Destacados');
    await expect(hero).toHaveAttribute('aria-roledescription', 'carrusel');
    await expect(hero.getByRole('button', { name: 'Iniciar la presentación automática' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Diapositiva siguiente' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Ir a la diapositiva 3' })).toBeVisible();
    await expect(activeSlide(hero)).toHaveAttribute('aria-label', '1 de 5');
    await expect(activeSlide(hero)).toHaveAttribute('aria-roledescription', 'diapositiva');
  });

  test('the first slide paints with the page; the others load only once the carousel has started', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // Hold the islands back, as a slow network would.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/.*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    // Not until 'load': an island's code asked for before the page's load event holds that event back.
    await page.goto(HERO, { waitUntil: 'commit' });
    const hero = carousel(page).first();
    // The first slide's artwork is inline SVG, in the HTML itself: no image request to wait for.
    await expect(hero.locator('.hero-slide').first().locator('svg.hero-slide__art')).toBeVisible();
    // The others keep their place, out of view and out of reach, without their pictures.
    await expect(hero.locator('[role="group"][aria-roledescription]').nth(1)).toHaveAttribute('inert', '');
    await expect(hero.locator('.hero-slide picture')).toHaveCount(0);
    expect(requested.filter((url) => /slide-\d|\/hero\/art\.json/.test(url))).toEqual([]);
    release();
    await expect(hero).toHaveAttribute('data-ready', '');
    // The others are responsive AVIF/WebP pictures, lazy, with their size known before they load.
    const pictures = hero.locator('.hero-slide picture');
    await expect(pictures).toHaveCount(4);
    for (const picture of await pictures.all()) {
      await expect(picture.locator('source').first()).toHaveAttribute('type', 'image/avif');
      await expect(picture.locator('source').first()).toHaveAttribute('srcset', /\.avif \d+w,/);
      const image = picture.locator('img');
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('alt', '');
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
    }
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(hero.locator('.swiper-slide-active img')).toHaveJSProperty('complete', true);
    await expect
      .poll(() => hero.locator('.swiper-slide-active img').evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/\.avif$/);
    // The PNG fallback (about half a megabyte each) is for a browser that reads neither AVIF nor WebP.
    expect(requested.filter((url) => /slide-\d[^/]*\.png$/.test(url))).toEqual([]);
  });
});

test.describe('testimonial carousels', () => {
  /** Rectangles of the slides inside the carousel's viewport, left to right. */
  async function slidesInView(region: Locator) {
    return region.evaluate((el) => {
      const viewport = el.querySelector('.carousel__viewport')!.getBoundingClientRect();
      return [...el.querySelectorAll('[role="group"][aria-roledescription]')]
        .map((slide) => slide.getBoundingClientRect())
        .filter((r) => r.left >= viewport.left - 1 && r.right <= viewport.right + 1)
        .sort((a, b) => a.left - b.left)
        .map((r) => ({ left: r.left, right: r.right, width: r.width }));
    });
  }

  /** The gutters between the slides in view, rounded to whole pixels. */
  async function gutters(region: Locator) {
    const slides = await slidesInView(region);
    return slides.slice(1).map((slide, i) => Math.round(slide.left - slides[i].right));
  }

  /** The gap between the active slide and the one after it (which may be out of view). */
  function gapAfterActive(region: Locator) {
    return region.evaluate((el) => {
      const active = el.querySelector('.swiper-slide-active')!.getBoundingClientRect();
      const following = el.querySelector('.swiper-slide-active + .swiper-slide')!.getBoundingClientRect();
      return Math.round(following.left - active.right);
    });
  }

  for (const [width, perView] of [
    [1200, 3],
    [800, 2],
    [400, 1],
  ] as const) {
    test(`impact shows ${perView} per view with a 12px gutter at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoHydrated(page, MULTI);
      const region = carousel(page);
      const expected = Array<number>(perView - 1).fill(12);
      // Before hydration the server layout already matches…
      await expect(region).not.toHaveAttribute('data-ready');
      expect(await gutters(region)).toEqual(expected);
      await hydrateInView(region);
      // …and Swiper computes the same.
      await expect.poll(() => gutters(region)).toEqual(expected);
      await expect.poll(() => gapAfterActive(region)).toBe(12);
    });

    test(`patients shows 1 per view with a 16px gutter at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoHydrated(page, SINGLE);
      const region = carousel(page);
      await hydrateInView(region);
      await expect.poll(() => slidesInView(region)).toHaveLength(1);
      await expect.poll(() => gapAfterActive(region)).toBe(16);
    });
  }

  test('patients: three testimonials, one at a time, every 3 seconds', async ({ page }) => {
    await pauseTime(page);
    await parkMouse(page);
    await gotoPaused(page, SINGLE);
    const region = carousel(page);
    await hydrateInView(region);
    await expect(region.locator('[role="group"][aria-roledescription]')).toHaveCount(3);
    await expect(region.locator('.testimonial__name')).toHaveText(
      ['Grace Okafor', 'Tomás Herrera', 'Priya Natarajan'],
      { useInnerText: true },
    );
    let since = await startedAt(page);
    for (const [current, next] of [
      ['1 of 3', '2 of 3'],
      ['2 of 3', '3 of 3'],
      ['3 of 3', '1 of 3'],
    ]) {
      await runUntil(page, since, CAROUSELS.single.delay - 1);
      await expect(activeSlide(region)).toHaveAttribute('aria-label', current);
      await page.clock.runFor(1);
      await settled(region, next);
      since = await pageTime(page);
    }
  });

  test('impact: rotates all three testimonials even at three per view, each labelled once in view', async ({
    page,
  }) => {
    await pauseTime(page);
    await parkMouse(page);
    await gotoPaused(page, MULTI);
    const region = carousel(page);
    await hydrateInView(region);
    await expect(region.getByRole('button', { name: /Go to slide/ })).toHaveCount(3);
    const visibleNames = region.locator('[role="group"][aria-roledescription]:not([aria-hidden]) .testimonial__name');
    const everyone = ['Grace Okafor', 'Priya Natarajan', 'Tomás Herrera'];
    await expect.poll(async () => (await visibleNames.allInnerTexts()).sort()).toEqual(everyone);
    await runUntil(page, await startedAt(page), CAROUSELS.multi.delay);
    await settled(region, '2 of 3');
    await expect.poll(async () => (await visibleNames.allInnerTexts()).sort()).toEqual(everyone);
    // Paused, it holds still however long the visitor reads.
    await region.getByRole('button', { name: 'Pause automatic slide show' }).click();
    await parkMouse(page);
    await expect(region.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await page.clock.runFor(3 * CAROUSELS.multi.delay);
    await expect(activeSlide(region)).toHaveAttribute('aria-label', '2 of 3');
  });

  test('quotes, roles and places are in the page language (the English fallback is unit-tested)', async ({ page }) => {
    const grace = (path: string) =>
      page.goto(path).then(() => carousel(page).locator('.testimonial', { hasText: 'Grace Okafor' }).first());
    let card = await grace('/es/patients');
    await expect(card.locator('blockquote')).toContainText('Desde que usamos Adhera');
    await expect(card.locator('blockquote')).not.toHaveAttribute('lang');
    card = await grace('/pt/impact');
    await expect(card.locator('blockquote')).toContainText('Desde que começámos a usar o Adhera');
    await expect(card).toContainText('Coordenadora, centro de imagiologia mamária');
    card = await grace('/br/patients');
    await expect(card.locator('blockquote')).toContainText('Desde que começamos a usar o Adhera');
    await expect(card.locator('blockquote')).not.toHaveAttribute('lang');
    await expect(card).toContainText('Gerente, centro de diagnóstico mamário');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first hero slide shows and the others are not reachable', async ({ page }) => {
    await page.goto(HERO);
    await expect(page.getByRole('heading', { name: 'More tissue, more complete images' })).toBeInViewport();
    const hero = carousel(page).first();
    await expect(hero.locator('.hero-slide').first()).toBeVisible();
    await expect(hero.locator('.hero-slide:visible')).toHaveCount(1);
    await expect(hero.getByRole('button')).toHaveCount(0);
  });

  for (const path of [SINGLE, MULTI]) {
    test(`every testimonial on ${path} is readable`, async ({ page }) => {
      await page.goto(path);
      const region = carousel(page);
      const quotes = region.locator('blockquote:visible');
      await expect(quotes).toHaveCount(3);
      const width = page.viewportSize()!.width;
      for (const quote of await quotes.all()) {
        await quote.scrollIntoViewIfNeeded();
        const box = (await quote.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
    });
  }
});

test.describe('stability', () => {
  /**
   * Where each slide in view, the controls and the carousel itself are, keyed so they survive Swiper's
   * reordering, read after the next two rendered frames.
   */
  function layout(region: Locator) {
    return region.evaluate(async (el) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const round = (r: DOMRect) => [r.left, r.top, r.width, r.height].map((n) => Math.round(n));
      const view = el.getBoundingClientRect();
      const out: Record<string, number[]> = { region: round(view) };
      const controls = el.querySelector('.carousel__controls');
      if (controls) out.controls = round(controls.getBoundingClientRect());
      const seen = new Map<string, number>();
      for (const slide of el.querySelectorAll('[role="group"][aria-roledescription]')) {
        const label = slide.getAttribute('aria-label')!;
        const copy = seen.get(label) ?? 0;
        seen.set(label, copy + 1);
        const r = slide.getBoundingClientRect();
        if (r.right > view.left + 1 && r.left < view.right - 1) out[`${label}#${copy}`] = round(r);
      }
      return out;
    });
  }

  /** The layout once it holds still: the same two reads in a row. */
  async function stillLayout(region: Locator) {
    let last = await layout(region);
    await expect
      .poll(async () => {
        const [previous, now] = [last, await layout(region)];
        last = now;
        return JSON.stringify(now) === JSON.stringify(previous);
      })
      .toBe(true);
    return last;
  }

  // A phone, where the next slide's text shadow reaches into view, and a desktop.
  for (const [path, width] of [HERO, SINGLE, MULTI].flatMap((path) =>
    [390, 1280].map((width) => [path, width] as const),
  )) {
    test(`${path} at ${width}px: hydration moves nothing (no layout shift), no console errors`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const errors = collectErrors(page);
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: { t: number; v: number }[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            startTime: number;
            value: number;
            sources: { node?: Node }[];
          }[]) {
            const inCarousel = entry.sources.some((source) =>
              source.node?.parentElement?.closest('section[aria-roledescription], .hero-carousel'),
            );
            if (inCarousel) w.shifts.push({ t: entry.startTime, v: entry.value });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // Hold the islands' scripts until the server HTML has been measured, so any shift after that
      // is the hydration's.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/_astro\/.*\.js$/, async (route) => {
        await gate;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => document.fonts.ready);
      const region = carousel(page).first();
      await region.scrollIntoViewIfNeeded();
      const before = await stillLayout(region);
      const hydratedAt = await page.evaluate(() => performance.now());
      release();
      await expect(region).toHaveAttribute('data-ready', '');
      expect(await stillLayout(region)).toEqual(before);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: { t: number; v: number }[] }).shifts);
      expect(shifts.filter((shift) => shift.t >= hydratedAt)).toEqual([]);
      expect(errors).toEqual([]);
      expect(warnings.filter((text) => text.includes('Swiper'))).toEqual([]);
    });
  }

  test('only the Autoplay module of Swiper is shipped', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.push(await response.text());
    });
    await gotoHydrated(page, HERO);
    await hydrateInView(carousel(page).first());
    const code = scripts.join('\n');
    expect(code).toContain('autoplay');
    for (const unused of ['swiper-pagination-bullet', 'swiper-button-next', 'swiper-scrollbar', 'swiper-cube-shadow']) {
      expect(code, unused).not.toContain(unused);
    }
  });
});
