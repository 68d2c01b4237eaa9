import { describe, expect, it } from 'vitest';
import { contrast, measureRuns, type Raster, type TextRun } from './pixels';

/** A one-row raster of these RGB pixels, opaque. */
const row = (...pixels: number[][]): Raster => ({
  data: Uint8Array.from(pixels.flatMap((p) => [...p, 255])),
  width: pixels.length,
  height: 1,
});
const PALE = [230, 240, 238];
const DARK = [29, 26, 43];
const whiteText = (rects: TextRun['rects'], large = false): TextRun => ({
  label: 'subtitle',
  rects,
  rgb: [255, 255, 255],
  alpha: 1,
  large,
});

describe('letters against the pixels behind them', () => {
  it('computes WCAG ratios', () => {
    expect(contrast([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrast([119, 119, 119], [255, 255, 255])).toBeCloseTo(4.48, 2);
  });

  // Behind: pale, pale, dark, dark. Glyph coverage: full, half (an edge), full, none.
  const behind = row(PALE, PALE, DARK, DARK);
  const mask = row([255, 255, 255], [128, 128, 128], [255, 255, 255], [0, 0, 0]);
  const wholeRow = [{ x: 0, y: 0, width: 4, height: 1 }];

  it('fails white letters over pale art and counts only fully covered pixels', () => {
    const [result] = measureRuns(behind, mask, [whiteText(wholeRow)]);
    expect(result.letterPixels).toBe(2);
    expect(result.under).toBe(1);
    expect(result.worst).toBeCloseTo(contrast([255, 255, 255], PALE), 5);
    expect(result.worst).toBeLessThan(1.3);
  });

  it('passes the same letters where the art behind them is dark', () => {
    const [result] = measureRuns(behind, mask, [whiteText([{ x: 2, y: 0, width: 2, height: 1 }])]);
    expect(result).toMatchObject({ letterPixels: 1, under: 0 });
    expect(result.worst).toBeGreaterThan(15);
  });

  it('blends a translucent colour over what is behind it, and holds large text to 3:1', () => {
    const grey = [120, 120, 120];
    const run = { ...whiteText([{ x: 0, y: 0, width: 1, height: 1 }], true), alpha: 0.9 };
    const [result] = measureRuns(row(grey), row([255, 255, 255]), [run]);
    expect(result.worst).toBeCloseTo(contrast([241.5, 241.5, 241.5], grey), 5);
    expect(result.under).toBe(0);
  });

  it('counts a pixel in the boxes of two runs once, for the first', () => {
    const second = { ...whiteText(wholeRow), label: 'title' };
    const [first, other] = measureRuns(behind, mask, [whiteText([{ x: 0, y: 0, width: 3, height: 1 }]), second]);
    expect(first.letterPixels).toBe(2);
    expect(other.letterPixels).toBe(0);
  });
});
