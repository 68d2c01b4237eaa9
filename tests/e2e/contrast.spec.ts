/**
 * Text over art, on the rendered pixels (axe cannot see what is behind a letter): every block of
 * tests/contrast/text-over-art.ts, on every page in every language, at each of its widths and themes, is rendered
 * twice: its text transparent, which gives the pixels behind the letters, and its text alone, white on black, which
 * gives how much of each pixel the letters cover. Each letter pixel's colour against the one behind it must reach
 * WCAG AA. Reduced motion holds the carousels and the parallax art still, so the renders differ only as they say.
 */
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { captureRegion } from '../../tools/harness/capture';
import { measureRuns, type Raster, type RunContrast, type TextRun } from '../contrast/pixels';
import { BLOCKS, MIN_CONTRAST, THEMES, WIDTHS, isLargeText, viewportAt } from '../contrast/text-over-art';
import { LANGS, gotoHydrated, showTheme, test } from './support';

// bypassCSP: the renders add a style sheet of their own.
test.use({ reducedMotion: 'reduce', bypassCSP: true, trace: 'off' });

/**
 * The two renders, the nav hidden in both (it is no part of the blocks). The mask hides everything but the block's
 * text (hidden boxes keep their place, so nothing moves) and paints the window black behind it.
 */
const RENDER_STYLE = `
  html[data-contrast] header.nav { visibility: hidden !important; }
  html[data-contrast='behind'] :is([data-contrast-block], [data-contrast-block] *) {
    -webkit-text-fill-color: transparent !important;
  }
  html[data-contrast='mask'] { background: #000 !important; }
  html[data-contrast='mask'] :is(body, body *) { visibility: hidden !important; }
  html[data-contrast='mask'] :is([data-contrast-block], [data-contrast-block] *) {
    visibility: visible !important;
    -webkit-text-fill-color: #fff !important;
    text-decoration-color: transparent !important;
    text-shadow: none !important;
    opacity: 1 !important;
  }
  html[data-contrast='mask'] :is([data-contrast-block], [data-contrast-block] *, [data-contrast-block] *::before, [data-contrast-block] *::after) {
    background: transparent !important;
    border-color: transparent !important;
    box-shadow: none !important;
    outline: none !important;
  }
  html[data-contrast='mask'] [data-contrast-block] :is(img, svg, video, canvas) { visibility: hidden !important; }
`;
/**
 * Puts the page in one render. It rests in 'behind', which draws everything but the block's text as a visitor sees
 * it, so each slice costs two frames: the mask, and the way back.
 */
const render = (page: Page, mode: 'behind' | 'mask') =>
  page.evaluate((value) => (document.documentElement.dataset.contrast = value), mode);

type PageRun = Omit<TextRun, 'rects'> & { rects: { x: number; y: number; width: number; height: number }[] };

/** In the page: marks the block and lists its text runs, in document coordinates, with their colour and size. */
function textRuns({ selector, large }: { selector: string; large: string }): { runs: PageRun[]; box: number[] } | null {
  const isLarge = new Function(`return ${large}`)() as (size: number, weight: number) => boolean;
  document.querySelectorAll('[data-contrast-block]').forEach((el) => el.removeAttribute('data-contrast-block'));
  const block = document.querySelector(selector);
  if (!block) return null;
  block.setAttribute('data-contrast-block', '');
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  /** Any CSS colour (oklch too) as sRGB bytes and alpha, as the canvas draws it. */
  const srgb = (colour: string) => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = colour;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
    return { rgb: [r, g, b] as [number, number, number], alpha: a / 255 };
  };
  const byElement = new Map<Element, PageRun>();
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement!;
    if (!node.textContent!.trim() || !element.checkVisibility({ visibilityProperty: true })) continue;
    let run = byElement.get(element);
    if (!run) {
      const style = getComputedStyle(element);
      const { rgb, alpha } = srgb(style.color);
      let opacity = 1;
      for (let el: Element | null = element; el; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity);
      run = {
        label: `${element.localName}.${[...element.classList].join('.')} "${element.textContent!.trim().slice(0, 24)}"`,
        rects: [],
        rgb,
        alpha: alpha * opacity,
        large: isLarge(parseFloat(style.fontSize), Number(style.fontWeight)),
      };
      byElement.set(element, run);
    }
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width && rect.height)
        run.rects.push({ x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height });
    }
  }
  const runs = [...byElement.values()].filter((run) => run.rects.length);
  const area = block.getBoundingClientRect();
  const rects = runs.flatMap((run) => run.rects);
  const left = Math.max(area.left + scrollX, Math.min(...rects.map((r) => r.x)) - 2);
  const top = Math.max(area.top + scrollY, Math.min(...rects.map((r) => r.y)) - 2);
  const right = Math.min(area.right + scrollX, Math.max(...rects.map((r) => r.x + r.width)) + 2);
  const bottom = Math.min(area.bottom + scrollY, Math.max(...rects.map((r) => r.y + r.height)) + 2);
  return { runs, box: [Math.floor(Math.max(0, left)), Math.floor(top), Math.ceil(right), Math.ceil(bottom)] };
}

const decode = async (png: Buffer): Promise<Raster> => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** The block's text runs measured on its pixels, slice by slice of the window's height. */
async function measureBlock(page: Page, selector: string): Promise<RunContrast[]> {
  const found = await page.evaluate(textRuns, { selector, large: isLargeText.toString() });
  if (!found || !found.runs.length) return [];
  const { runs, box } = found;
  const [left, top, right, bottom] = box;
  const merged = new Map<string, RunContrast>();
  const viewportHeight = page.viewportSize()!.height;
  for (let sliceTop = top; sliceTop < bottom;) {
    const scrolled = await page.evaluate((y) => {
      window.scrollTo({ top: y, behavior: 'instant' });
      return scrollY;
    }, sliceTop);
    const height = Math.min(bottom - sliceTop, viewportHeight - (sliceTop - scrolled));
    const region = { x: left, y: sliceTop, width: right - left, height };
    const behind = await decode(await captureRegion(page, region));
    await render(page, 'mask');
    const mask = await decode(await captureRegion(page, region));
    await render(page, 'behind');
    const inSlice = runs.map((run) => ({
      ...run,
      rects: run.rects.map((r) => ({ ...r, x: r.x - left, y: r.y - sliceTop })),
    }));
    for (const result of measureRuns(behind, mask, inSlice)) {
      const seen = merged.get(result.label);
      merged.set(
        result.label,
        seen
          ? {
              ...seen,
              worst: Math.min(seen.worst, result.worst),
              letterPixels: seen.letterPixels + result.letterPixels,
              under: seen.under + result.under,
            }
          : result,
      );
    }
    sliceTop += height;
  }
  return [...merged.values()];
}

/** Waits until every picture in the blocks has loaded (lazy ones are asked for now). */
async function artLoaded(page: Page, selector: string) {
  await page.evaluate((s) => {
    for (const img of document.querySelectorAll<HTMLImageElement>(`${s} img[loading="lazy"]`)) img.loading = 'eager';
  }, selector);
  await expect
    .poll(() =>
      page.evaluate(
        (s) =>
          [...document.querySelectorAll<HTMLImageElement>(`${s} img`)].filter(
            (img) => img.checkVisibility() && !(img.complete && img.naturalWidth),
          ).length,
        selector,
      ),
    )
    .toBe(0);
}

/** The worst ratio seen per text size, for the run's log. */
type Worst = Map<string, number>;

/** The cases of one block at one width, each a line naming its worst letter when under AA. */
function failures(where: string, results: RunContrast[], worst: Worst): string[] {
  for (const r of results) {
    const key = r.large ? 'large text' : 'text';
    if (r.letterPixels) worst.set(key, Math.min(worst.get(key) ?? Infinity, r.worst));
  }
  if (!results.some((r) => r.letterPixels)) return [`${where}: no letter pixels measured`];
  return results
    .filter((r) => r.under)
    .map(
      (r) =>
        `${where}: ${r.label} worst ${r.worst.toFixed(2)}:1, ${r.under} of ${r.letterPixels} letter pixels ` +
        `under ${r.large ? MIN_CONTRAST.large : MIN_CONTRAST.text}:1`,
    );
}

for (const theme of THEMES) {
  for (const lang of LANGS) {
    for (const block of BLOCKS) {
      for (const page of block.pages) {
        const path = `/${lang}${page}`;
        test(`${path} ${block.name} (${theme}): text over art reaches WCAG AA on its pixels`, async ({ page: tab }) => {
          // Every width, and for the carousel every slide at each: minutes on a busy two-core machine.
          test.setTimeout('slides' in block ? 600_000 : 180_000);
          if (theme === 'dark') await showTheme(tab, 'dark');
          await gotoHydrated(tab, path);
          await tab.addStyleTag({ content: RENDER_STYLE });
          await render(tab, 'behind');
          const problems: string[] = [];
          const worst: Worst = new Map();
          for (const width of WIDTHS) {
            await tab.setViewportSize(viewportAt(width));
            const where = `${path} ${theme} ${width}px ${block.name}`;
            if ('slides' in block) {
              const bullets = tab.locator('.carousel--hero .carousel__bullet');
              for (let slide = 0; slide < (await bullets.count()); slide++) {
                await bullets.nth(slide).click();
                await expect(bullets.nth(slide)).toHaveAttribute('aria-current', 'true');
                await artLoaded(tab, block.selector);
                problems.push(...failures(`${where} ${slide + 1}`, await measureBlock(tab, block.selector), worst));
              }
            } else {
              await artLoaded(tab, block.selector);
              problems.push(...failures(where, await measureBlock(tab, block.selector), worst));
            }
          }
          console.log(
            `${path} ${block.name} ${theme}: worst ${[...worst].map(([key, ratio]) => `${key} ${ratio.toFixed(2)}:1`).join(', ')}`,
          );
          expect(problems).toEqual([]);
        });
      }
    }
  }
}
