/**
 * The contrast of letters against the pixels behind them, from two renders of one region: the text transparent
 * (what is behind it), and the text alone, white on black (how much of each pixel the glyphs cover). Plain functions
 * on RGBA buffers.
 */
import { wcagContrast } from 'culori';
import { LETTER_COVERAGE, MIN_CONTRAST } from './text-over-art';

/** An RGBA image, four bytes a pixel, as sharp's raw output gives it. */
export interface Raster {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A run of text: its boxes (in the region's pixels), colour (sRGB 0–255 and alpha 0–1, opacity included). */
export interface TextRun {
  label: string;
  rects: { x: number; y: number; width: number; height: number }[];
  rgb: [number, number, number];
  alpha: number;
  large: boolean;
}

/** The worst letter pixel of a run, and how many of its letter pixels fall under its threshold. */
export interface RunContrast {
  label: string;
  large: boolean;
  worst: number;
  letterPixels: number;
  under: number;
}

/**
 * WCAG contrast ratio of two sRGB colours (0–255 channels, as a screen shows them: rounded to whole values): culori's,
 * the formula the palette's build check uses. Memoised, as a block's letter pixels ask for the same pairs many times.
 */
export function contrast(a: readonly number[], b: readonly number[]): number {
  const key = packed(a) * 2 ** 24 + packed(b);
  let ratio = ratios.get(key);
  if (ratio === undefined) {
    ratio = wcagContrast(asRgb(a), asRgb(b));
    ratios.set(key, ratio);
  }
  return ratio;
}
const ratios = new Map<number, number>();
const channel = (value: number | undefined) => Math.min(255, Math.max(0, Math.round(value ?? 0)));
const packed = ([r, g, b]: readonly number[]) => (channel(r) << 16) | (channel(g) << 8) | channel(b);
const asRgb = ([r, g, b]: readonly number[]) => ({
  mode: 'rgb' as const,
  r: channel(r) / 255,
  g: channel(g) / 255,
  b: channel(b) / 255,
});

/**
 * Each run's letter pixels (glyph coverage, read from the mask, at least LETTER_COVERAGE) compared with the pixel
 * behind them: the run's colour, blended by its alpha over that pixel, against it. A pixel in the boxes of two runs
 * is the first one's.
 */
export function measureRuns(behind: Raster, mask: Raster, runs: TextRun[]): RunContrast[] {
  const { width, height } = behind;
  const taken = new Uint8Array(width * height);
  return runs.map((run) => {
    const result = { label: run.label, large: run.large, worst: Infinity, letterPixels: 0, under: 0 };
    const threshold = run.large ? MIN_CONTRAST.large : MIN_CONTRAST.text;
    for (const r of run.rects) {
      // The pixels whose top-left corner lies in the box.
      for (let y = Math.max(0, Math.ceil(r.y)); y < Math.min(height, r.y + r.height); y++) {
        for (let x = Math.max(0, Math.ceil(r.x)); x < Math.min(width, r.x + r.width); x++) {
          const p = y * width + x;
          if (taken[p]) continue;
          taken[p] = 1;
          const i = p * 4;
          const coverage = (mask.data[i] + mask.data[i + 1] + mask.data[i + 2]) / 765;
          if (coverage < LETTER_COVERAGE) continue;
          const back = [behind.data[i], behind.data[i + 1], behind.data[i + 2]];
          const ratio = contrast(
            run.rgb.map((c, k) => run.alpha * c + (1 - run.alpha) * back[k]),
            back,
          );
          result.letterPixels++;
          result.worst = Math.min(result.worst, ratio);
          if (ratio < threshold) result.under++;
        }
      }
    }
    return result;
  });
}
