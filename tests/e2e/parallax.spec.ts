/**
 * Parallax bands (speed 0.5): the background moves at half the scroll speed, with CSS only,
 * and stands still for visitors who ask for reduced motion.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from './support';

const BANDS = [
  ['/en', '#approvals'],
  ['/es/patients', '#testimonials'],
  ['/pt/innovation', '#clinical'],
  ['/br/impact', '#statistics'],
] as const;

/** Scrolls so the band's top is `offset` px below the viewport top; returns where its image and band sit. */
async function positionsAt(page: Page, band: string, offset: number) {
  return page.evaluate(
    async ([selector, offset]) => {
      const el = document.querySelector(selector)!;
      const top = el.getBoundingClientRect().top + window.scrollY;
      // 'instant': the site scrolls smoothly by default, which would measure mid-flight.
      window.scrollTo({ top: top - offset, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const image = el.querySelector('[data-parallax-layer]')!;
      return {
        band: el.getBoundingClientRect().top,
        image: image.getBoundingClientRect().top,
        transform: getComputedStyle(image).transform,
      };
    },
    [band, offset] as const,
  );
}

for (const [path, band] of BANDS) {
  test(`${path} ${band}: the background scrolls at half speed`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(path);
    const first = await positionsAt(page, band, 500);
    const second = await positionsAt(page, band, 200);
    const scrolled = first.band - second.band;
    expect(scrolled).toBeCloseTo(300, 0);
    expect(first.transform).not.toBe('none');
    expect(second.transform).not.toBe(first.transform);
    // The image travels half as far as the page: speed 0.5.
    expect((first.image - second.image) / scrolled).toBeCloseTo(0.5, 1);
    expect(errors).toEqual([]);
  });
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const [path, band] of BANDS) {
    test(`${path} ${band}: the background stays put, with no animation`, async ({ page }) => {
      await page.goto(path);
      const first = await positionsAt(page, band, 500);
      const second = await positionsAt(page, band, 200);
      expect(first.transform).toBe('none');
      expect(second.transform).toBe('none');
      expect(first.image - first.band).toBe(second.image - second.band);
      const animation = await page
        .locator(`${band} [data-parallax-layer]`)
        .evaluate((img) => getComputedStyle(img).animationName);
      expect(animation).toBe('none');
    });
  }
});

test('text over a band stays on a dark scrim and the image arrives and covers the band', async ({ page }) => {
  await page.goto('/en/innovation');
  const band = page.locator('#clinical');
  await band.scrollIntoViewIfNeeded();
  // The art is a lazy image: scrolled to, it is fetched and decoded.
  await expect
    .poll(() => band.locator('[data-parallax-layer]').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const covered = await band.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const img = el.querySelector('[data-parallax-layer]')!.getBoundingClientRect();
    return img.top <= box.top + 1 && img.bottom >= box.bottom - 1 && img.width >= box.width - 1;
  });
  expect(covered).toBe(true);
  await expect(band.getByRole('heading', { level: 2 })).toHaveCSS('color', 'rgb(255, 255, 255)');
});
