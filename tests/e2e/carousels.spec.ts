/**
 * The hero and testimonial carousels (spec §2, §3, §9) on the real pages: rotation timing, controls,
 * the W3C carousel pattern (pause first, hover/focus hold, reduced motion, labels, hidden slides),
 * layout at three widths, quotes in the page language, no-JS reading and no layout shift on hydration.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors, gotoHydrated } from './support';

const HERO = '/en';
const SINGLE = '/en/patients';
const MULTI = '/en/impact';

/** The carousel regions, in any language (their role description is localized). */
const carousel = (page: Page) => page.locator('section[aria-roledescription]');
const activeSlide = (region: Locator) => region.locator('.swiper-slide-active');
const activeLabel = (region: Locator) => activeSlide(region).getAttribute('aria-label');

/** Scrolls a carousel into view and waits for its client:visible island to hydrate and start Swiper. */
async function hydrateInView(page: Page, region: Locator) {
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute('data-ready', '');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Opens the home page once its hero has hydrated and Swiper has started (its listeners are attached). */
async function openHero(page: Page, path = HERO) {
  await gotoHydrated(page, path);
  const hero = carousel(page).first();
  await expect(hero).toHaveAttribute('data-ready', '');
  return hero;
}

/** Keeps the mouse off every carousel so hover does not hold rotation. */
async function parkMouse(page: Page) {
  await page.mouse.move(1, 1);
}

/**
 * Records, in page time, when a carousel starts (Swiper ready) and each time its current bullet
 * changes, so timing is measured in the browser rather than through the test runner's polling.
 */
async function recordRotation(page: Page) {
  await page.addInitScript(() => {
    const log: { type: string; t: number }[] = [];
    (window as unknown as { rotation: typeof log }).rotation = log;
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target as Element;
        if (record.attributeName === 'data-ready') log.push({ type: 'ready', t: performance.now() });
        if (record.attributeName === 'aria-current' && el.getAttribute('aria-current') === 'true') {
          log.push({ type: 'change', t: performance.now() });
        }
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready', 'aria-current'] });
  });
  /** Milliseconds from the start to each change. */
  return async () => {
    const log = await page.evaluate(() => (window as unknown as { rotation: { type: string; t: number }[] }).rotation);
    const ready = log.find((entry) => entry.type === 'ready')!.t;
    return log.filter((entry) => entry.type === 'change').map((entry) => entry.t - ready);
  };
}

test.describe('hero carousel', () => {
  test('has 5 labelled slides, the first showing, with the tagline over it', async ({ page }) => {
    const hero = await openHero(page);
    await expect(hero).toHaveAttribute('aria-label', 'Highlights');
    const slides = hero.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(5);
    const labels = await slides.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')).sort());
    expect(labels).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    await expect(activeSlide(hero)).toHaveAttribute('aria-label', '1 of 5');
    await expect(page.getByRole('heading', { level: 2, name: 'More tissue, clearer images' })).toBeInViewport();
    await expect(page.locator('.hero-carousel .tagline')).toBeInViewport();
    // The page's h1 sits outside the rotating slides, so it never leaves the accessibility tree.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Adhera: the skin adhesive for mammography positioning',
    );
    await expect(hero.getByRole('heading', { level: 1 })).toHaveCount(0);
    // Some slides use an outline button, some a solid one (spec §3).
    await expect(hero.locator('.hero-slide .button--outline')).toHaveCount(2);
    await expect(hero.locator('.hero-slide .button:not(.button--outline)')).toHaveCount(3);
  });

  test('is as tall as a page hero: 80vh, 60vh under 768px, 50vh under 480px', async ({ page }) => {
    for (const [width, height, share] of [
      [1200, 800, 0.8],
      [700, 900, 0.6],
      [400, 1600, 0.5],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(HERO);
      const box = await carousel(page).first().boundingBox();
      expect(box!.height, `${width}px wide`).toBeGreaterThanOrEqual(height * share - 1);
    }
  });

  test('advances every 3 seconds', async ({ page }) => {
    const changes = await recordRotation(page);
    await parkMouse(page);
    const hero = await openHero(page);
    await expect(activeSlide(hero)).toHaveAttribute('aria-label', '3 of 5', { timeout: 10_000 });
    const [first, second] = await changes();
    expect(first, 'first change after about 3 s').toBeGreaterThan(2500);
    expect(first).toBeLessThan(4300);
    expect(second - first, 'then every 3 s').toBeGreaterThan(2500);
    expect(second - first).toBeLessThan(4300);
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
    await expect(activeSlide(hero).getByRole('heading', { name: 'Earlier, smaller, clearer' })).toBeInViewport();
  });

  test('the pause button comes first, stops rotation and starts it again', async ({ page }) => {
    await parkMouse(page);
    const hero = await openHero(page);
    // The first thing Tab reaches inside the carousel is the pause button.
    await page.locator('.skip-link').focus();
    for (let i = 0; i < 20 && !(await hero.evaluate((el) => el.contains(document.activeElement))); i++) {
      await page.keyboard.press('Tab');
    }
    const pause = hero.getByRole('button', { name: 'Pause automatic slide show' });
    await expect(pause).toBeFocused();
    await page.keyboard.press('Enter');
    const play = hero.getByRole('button', { name: 'Start automatic slide show' });
    await expect(play).toBeVisible();
    const label = await activeLabel(hero);
    await page.waitForTimeout(4000);
    expect(await activeLabel(hero)).toBe(label);
    // Focus on the button itself does not hold rotation once play is pressed.
    await page.keyboard.press('Enter');
    await expect(hero.getByRole('button', { name: 'Pause automatic slide show' })).toBeFocused();
    await expect(activeSlide(hero)).not.toHaveAttribute('aria-label', label!, { timeout: 6000 });
  });

  test('stops while the pointer is over it and resumes when it leaves', async ({ page }) => {
    await parkMouse(page);
    const hero = await openHero(page);
    await activeSlide(hero).locator('.hero-slide__description').hover();
    const label = await activeLabel(hero);
    await page.waitForTimeout(4000);
    expect(await activeLabel(hero)).toBe(label);
    await parkMouse(page);
    await expect(activeSlide(hero)).not.toHaveAttribute('aria-label', label!, { timeout: 6000 });
  });

  test('stops while focus is inside it', async ({ page }) => {
    await parkMouse(page);
    const hero = await openHero(page);
    await activeSlide(hero).getByRole('link').focus();
    const label = await activeLabel(hero);
    await page.waitForTimeout(4000);
    expect(await activeLabel(hero)).toBe(label);
  });

  test('does not rotate under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await parkMouse(page);
    const hero = await openHero(page);
    await expect(hero.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await page.waitForTimeout(4000);
    await expect(activeSlide(hero)).toHaveAttribute('aria-label', '1 of 5');
  });

  test('slides out of view cannot take focus and are hidden from assistive technology', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const hero = await openHero(page);
    const slides = hero.locator('[aria-roledescription="slide"]');
    await expect(slides.and(page.locator('[inert][aria-hidden="true"]'))).toHaveCount(4);
    await expect(activeSlide(hero)).not.toHaveAttribute('inert');
    await expect(activeSlide(hero)).not.toHaveAttribute('aria-hidden');
    // Tabbing through the whole carousel reaches only the visible slide's link.
    await hero.getByRole('button', { name: 'Start automatic slide show' }).focus();
    const reached = new Set<string>();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const href = await page.evaluate(() =>
        (document.activeElement as HTMLAnchorElement | null)?.getAttribute('href'),
      );
      if (!(await hero.evaluate((el) => el.contains(document.activeElement)))) break;
      if (href) reached.add(href);
    }
    expect([...reached]).toEqual(['/en/innovation']);
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

  test('the first slide image is the eager, high-priority LCP image; the rest are lazy', async ({ page }) => {
    await page.goto(HERO);
    const images = carousel(page).first().locator('.hero-slide__image');
    await expect(images).toHaveCount(5);
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    for (const image of (await images.all()).slice(1)) await expect(image).toHaveAttribute('loading', 'lazy');
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
    }
    const sources = carousel(page).first().locator('.hero-slide').first().locator('source');
    await expect(sources.first()).toHaveAttribute('type', 'image/avif');
    await expect(sources.first()).toHaveAttribute('srcset', /\.avif \d+w,/);
    await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp');
    expect(await images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

test.describe('testimonial carousels', () => {
  /** Rectangles of the slides inside the carousel's viewport, left to right. */
  async function slidesInView(region: Locator) {
    return region.evaluate((el) => {
      const viewport = el.querySelector('.carousel__viewport')!.getBoundingClientRect();
      return [...el.querySelectorAll('[aria-roledescription="slide"]')]
        .map((slide) => slide.getBoundingClientRect())
        .filter((r) => r.left >= viewport.left - 1 && r.right <= viewport.right + 1)
        .sort((a, b) => a.left - b.left)
        .map((r) => ({ left: r.left, right: r.right, width: r.width }));
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
      // Before hydration the server layout already matches…
      const before = await slidesInView(region);
      await hydrateInView(page, region);
      // …and Swiper computes the same.
      const after = await slidesInView(region);
      for (const slides of [before, after]) {
        expect(slides).toHaveLength(perView);
        for (let i = 1; i < slides.length; i++) expect(slides[i].left - slides[i - 1].right).toBeCloseTo(12, 0);
      }
      const next = await region.evaluate((el) => {
        const active = el.querySelector('.swiper-slide-active')!.getBoundingClientRect();
        const following = el.querySelector('.swiper-slide-active + .swiper-slide')!.getBoundingClientRect();
        return following.left - active.right;
      });
      expect(next).toBeCloseTo(12, 0);
    });

    test(`patients shows 1 per view with a 16px gutter at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoHydrated(page, SINGLE);
      const region = carousel(page);
      await hydrateInView(page, region);
      expect(await slidesInView(region)).toHaveLength(1);
      const gap = await region.evaluate((el) => {
        const active = el.querySelector('.swiper-slide-active')!.getBoundingClientRect();
        const following = el.querySelector('.swiper-slide-active + .swiper-slide')!.getBoundingClientRect();
        return following.left - active.right;
      });
      expect(gap).toBeCloseTo(16, 0);
    });
  }

  test('patients: three testimonials, one at a time, every 3 seconds', async ({ page }) => {
    const changes = await recordRotation(page);
    await parkMouse(page);
    await gotoHydrated(page, SINGLE);
    const region = carousel(page);
    await hydrateInView(page, region);
    await parkMouse(page);
    await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(3);
    await expect(region.locator('.testimonial__name')).toHaveText(
      ['Grace Okafor', 'Tomás Herrera', 'Priya Natarajan'],
      {
        useInnerText: true,
      },
    );
    await expect(activeSlide(region)).toHaveAttribute('aria-label', '2 of 3', { timeout: 6000 });
    const [first] = await changes();
    expect(first).toBeGreaterThan(2500);
    expect(first).toBeLessThan(4300);
  });

  test('impact: rotates all three testimonials even at three per view, each labelled once in view', async ({
    page,
  }) => {
    await parkMouse(page);
    await gotoHydrated(page, MULTI);
    const region = carousel(page);
    await hydrateInView(page, region);
    await parkMouse(page);
    await expect(region.getByRole('button', { name: /Go to slide/ })).toHaveCount(3);
    const visibleNames = () =>
      region.locator('[aria-roledescription="slide"]:not([aria-hidden]) .testimonial__name').allInnerTexts();
    expect((await visibleNames()).sort()).toEqual(['Grace Okafor', 'Priya Natarajan', 'Tomás Herrera']);
    await expect(activeSlide(region)).toHaveAttribute('aria-label', '2 of 3', { timeout: 4500 });
    expect((await visibleNames()).sort()).toEqual(['Grace Okafor', 'Priya Natarajan', 'Tomás Herrera']);
    await region.getByRole('button', { name: 'Pause automatic slide show' }).click();
    await parkMouse(page);
    const label = await activeLabel(region);
    await page.waitForTimeout(4000);
    expect(await activeLabel(region)).toBe(label);
  });

  test('quotes, roles and places are in the page language (the English fallback is unit-tested)', async ({ page }) => {
    const grace = (path: string) =>
      page.goto(path).then(() => carousel(page).locator('.testimonial', { hasText: 'Grace Okafor' }).first());
    let card = await grace('/es/patients');
    await expect(card.locator('blockquote')).toContainText('Desde que incorporamos Adhera');
    await expect(card.locator('blockquote')).not.toHaveAttribute('lang');
    card = await grace('/pt/impact');
    await expect(card.locator('blockquote')).toContainText('Desde que introduzimos o Adhera');
    await expect(card).toContainText('Gestora, centro de imagiologia mamária');
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
    await expect(page.getByRole('heading', { name: 'More tissue, clearer images' })).toBeInViewport();
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
  /** Where each slide in view, the controls and the carousel itself are, keyed so they survive Swiper's reordering. */
  function layout(region: Locator) {
    return region.evaluate((el) => {
      const round = (r: DOMRect) => [r.left, r.top, r.width, r.height].map((n) => Math.round(n));
      const view = el.getBoundingClientRect();
      const out: Record<string, number[]> = { region: round(view) };
      const controls = el.querySelector('.carousel__controls');
      if (controls) out.controls = round(controls.getBoundingClientRect());
      const seen = new Map<string, number>();
      for (const slide of el.querySelectorAll('[aria-roledescription="slide"]')) {
        const label = slide.getAttribute('aria-label')!;
        const copy = seen.get(label) ?? 0;
        seen.set(label, copy + 1);
        const r = slide.getBoundingClientRect();
        if (r.right > view.left + 1 && r.left < view.right - 1) out[`${label}#${copy}`] = round(r);
      }
      return out;
    });
  }

  for (const path of [HERO, SINGLE, MULTI]) {
    test(`${path}: hydration moves nothing (no layout shift), no console errors`, async ({ page }) => {
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
              source.node?.parentElement?.closest('[aria-roledescription="carousel"], .hero-carousel'),
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
      await page.waitForTimeout(300);
      const before = await layout(region);
      const hydratedAt = await page.evaluate(() => performance.now());
      release();
      await expect(region).toHaveAttribute('data-ready', '');
      await page.waitForTimeout(300);
      expect(await layout(region)).toEqual(before);
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
    await hydrateInView(page, carousel(page).first());
    const code = scripts.join('\n');
    expect(code).toContain('autoplay');
    for (const unused of ['swiper-pagination-bullet', 'swiper-button-next', 'swiper-scrollbar', 'swiper-cube-shadow']) {
      expect(code, unused).not.toContain(unused);
    }
  });
});
