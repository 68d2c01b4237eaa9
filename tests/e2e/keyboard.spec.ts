import { expect, type Page } from '@playwright/test';
import {
  ALL_PATHS,
  NOT_FOUND_PATHS,
  PAGES,
  focusableWhenOpened,
  gotoHydrated,
  recordFocusableWhenOpened,
  test,
} from './support';

/** One page of each kind; the tab walk is the same in every language. */
const PAGE_TYPES = [...PAGES, '/missing'].map((page) => `/en${page}`);

// Carousels hold still, so the walk meets the same controls every run.
test.use({ reducedMotion: 'reduce' });

test.describe('skip link', () => {
  for (const path of [...ALL_PATHS, ...NOT_FOUND_PATHS]) {
    test(`${path}: the first Tab shows the skip link and Enter moves focus to main`, async ({ page }) => {
      await gotoHydrated(page, path);
      await page.keyboard.press('Tab');
      const skip = page.locator('a.skip-link');
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await expect(skip).toHaveAttribute('href', '#main');
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
      // The next Tab continues from main, not from the top of the page.
      await page.keyboard.press('Tab');
      await expect(page.locator('main :focus, body > footer :focus')).toHaveCount(1);
    });
  }
});

const CONTROLS = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

interface Stop {
  key: string;
  label: string;
  visible: boolean;
  indicator: boolean;
}

type Marked = Window & { unfocused: WeakMap<Element, string> };

/**
 * Numbers every control and records its unfocused outline, shadow, background and border, so a focus
 * indicator can be told from the resting look. Returns the numbers of the controls a keyboard user
 * should reach: visible, enabled, not inert.
 */
async function markControls(page: Page) {
  return page.evaluate((selector) => {
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}|${s.boxShadow}|${s.backgroundColor}|${s.borderColor}`;
    };
    (window as unknown as Marked).unfocused = new WeakMap();
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .map((el, i) => {
        el.dataset.kb = String(i);
        (window as unknown as Marked).unfocused.set(el, look(el));
        return el;
      })
      .filter((el) => !el.closest('[inert], [hidden]') && !(el as HTMLButtonElement).disabled)
      .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .filter((el) => el.getBoundingClientRect().width > 0)
      .map((el) => el.dataset.kb!);
  }, CONTROLS);
}

/** The focused element: whether it can be seen and whether focus changed how it looks. */
async function inspectFocus(page: Page): Promise<Stop | null> {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    // Give the browser (and a carousel sliding the focused slide in) up to a second to bring the
    // element into view, as a person would wait for it.
    const onScreen = () => {
      const r = el.getBoundingClientRect();
      return (
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        r.width > 0 &&
        r.height > 0 &&
        r.bottom > 0 &&
        r.top < window.innerHeight &&
        r.right > 0 &&
        r.left < window.innerWidth
      );
    };
    for (let frame = 0; frame < 60 && !onScreen(); frame++) await new Promise(requestAnimationFrame);
    const s = getComputedStyle(el);
    const before = (window as unknown as Marked).unfocused.get(el);
    const now = `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}|${s.boxShadow}|${s.backgroundColor}|${s.borderColor}`;
    const outlined = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 && !/, 0\)$/.test(s.outlineColor);
    const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return {
      key: el.dataset.kb ?? label,
      label,
      visible: onScreen(),
      indicator: outlined || (before !== undefined && before !== now),
    };
  });
}

for (const width of [1280, 390]) {
  test.describe(`tab walk at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of PAGE_TYPES) {
      test(`${path}: every control is reached by Tab, visible and visibly focused`, async ({ page }) => {
        await gotoHydrated(page, path);
        const expected = await markControls(page);
        expect(expected.length).toBeGreaterThan(3);

        const stops: Stop[] = [];
        for (let i = 0; i < 300; i++) {
          await page.keyboard.press('Tab');
          const stop = await inspectFocus(page);
          // Focus leaving the document, or coming round to the first stop again, ends the walk.
          if (!stop || (stops.length > 0 && stop.key === stops[0].key)) break;
          stops.push(stop);
        }

        const reached = new Set(stops.map((s) => s.key));
        expect(
          stops.filter((s) => !s.visible).map((s) => s.label),
          'focused but not visible',
        ).toEqual([]);
        expect(
          stops.filter((s) => !s.indicator).map((s) => s.label),
          'focused without a focus indicator',
        ).toEqual([]);
        const missed = await page.evaluate(
          (keys) => keys.map((key) => document.querySelector(`[data-kb="${key}"]`)!.outerHTML.slice(0, 100)),
          expected.filter((key) => !reached.has(key)),
        );
        expect(missed, 'visible controls Tab never reaches').toEqual([]);
      });
    }
  });
}

// A keyboard user's next key must work the moment a control opens, whether or not the system asks
// for reduced motion (which changes every transition on the page), and before or after the navbar
// island has hydrated (it hydrates on this very interaction).
for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test.describe(`navbar controls, reduced motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    test('the language disclosure opens with Space and Enter and closes with Escape', async ({ page }) => {
      await recordFocusableWhenOpened(page);
      await page.goto('/en/innovation');
      const button = page.getByRole('button', { name: /Change language/ });
      const spanish = page.getByRole('link', { name: 'Español' });
      await button.focus();
      await expect(button).toBeFocused();
      await page.keyboard.press('Space');
      await expect(spanish).toBeVisible();
      await expect.poll(() => focusableWhenOpened(page)).toEqual(['focusable']);
      await page.keyboard.press('Tab');
      await expect(spanish).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(spanish).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(spanish).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => focusableWhenOpened(page)).toEqual(['focusable', 'focusable']);
      await page.keyboard.press('Enter');
      await expect(spanish).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    test('the mobile menu opens with Enter or Space, takes Tab into its links and closes with Escape', async ({
      page,
    }) => {
      await recordFocusableWhenOpened(page);
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/es');
      const toggle = page.getByRole('button', { name: 'Menú' });
      const first = page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link').first();
      await toggle.focus();
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(first).toBeVisible();
      await expect.poll(() => focusableWhenOpened(page)).toEqual(['focusable']);
      await page.keyboard.press('Tab');
      await expect(first).toBeFocused();
      await expect(first).toBeInViewport();
      await page.keyboard.press('Escape');
      await expect(first).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Space');
      await expect(first).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => focusableWhenOpened(page)).toEqual(['focusable', 'focusable']);
      await page.keyboard.press('Space');
      await expect(first).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
}
