/**
 * The pages' content passes axe's WCAG 2 A/AA rules — colour contrast above all — in the light and the
 * dark theme. Text over the parallax images is checked by its scrim (see parallax.spec.ts), since axe
 * cannot measure contrast against an image.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { THEME_KEY } from './support';

const PATHS = ['/en', '/es/patients', '/pt/innovation', '/br/impact'];

for (const theme of ['light', 'dark'] as const) {
  for (const path of PATHS) {
    test(`${path} (${theme}) has no WCAG A/AA violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme] as const);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      const summary = results.violations.map((v) => ({
        rule: v.id,
        nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1] ?? ''}`),
      }));
      expect(summary).toEqual([]);
    });
  }
}
