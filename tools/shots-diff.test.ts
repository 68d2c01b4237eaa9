import { describe as group, expect, it } from 'vitest';
import { CONTEXT_ROWS, compare, describe, picture, renderReport, type Raster } from './shots-diff.ts';
import { VIEWS, type View } from './shots-views.ts';

const WHITE = [255, 255, 255, 255];

/** A width × height image of one colour, with some pixels painted another: [x, y, rgba]. */
function raster(width: number, height: number, painted: [number, number, number[]][] = []): Raster {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set(WHITE, i * 4);
  for (const [x, y, rgba] of painted) data.set(rgba, (y * width + x) * 4);
  return { width, height, data };
}

const rgbaAt = (image: Raster, x: number, y: number) =>
  Array.from(image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4));

group('compare', () => {
  it('finds nothing between identical images', () => {
    expect(compare(raster(30, 20, [[3, 4, [0, 0, 0, 255]]]), raster(30, 20, [[3, 4, [0, 0, 0, 255]]]))).toBeNull();
  });

  it('counts a pixel that differs by one shade of one channel, alpha included', () => {
    const change = compare(raster(30, 20), raster(30, 20, [[7, 9, [255, 255, 255, 254]]]));
    expect(change?.difference).toEqual({
      pixels: 1,
      box: { x: 7, y: 9, width: 1, height: 1 },
      before: { width: 30, height: 20 },
      after: { width: 30, height: 20 },
    });
  });

  it('boxes every differing pixel, and only those', () => {
    const change = compare(
      raster(30, 20),
      raster(30, 20, [
        [2, 15, [255, 0, 0, 255]],
        [20, 3, [0, 0, 255, 255]],
      ]),
    )!;
    expect(change.difference.pixels).toBe(2);
    expect(change.difference.box).toEqual({ x: 2, y: 3, width: 19, height: 13 });
    expect(change.mask.reduce((sum, value) => sum + value, 0)).toBe(2);
  });

  it('counts the rows a longer page adds as differing', () => {
    const change = compare(raster(10, 20), raster(10, 23));
    expect(change?.difference.pixels).toBe(30);
    expect(change?.difference.box).toEqual({ x: 0, y: 20, width: 10, height: 3 });
  });
});

group('picture', () => {
  it('puts before, after and the diff side by side over the rows of the change and their context', () => {
    const before = raster(40, 400);
    const after = raster(40, 400, [[10, 200, [0, 0, 0, 255]]]);
    const image = picture(before, after, compare(before, after)!);
    expect(image.width).toBe(40 * 3 + 16 * 2);
    expect(image.height).toBe(2 * CONTEXT_ROWS + 1);
    const row = CONTEXT_ROWS;
    expect(rgbaAt(image, 10, row)).toEqual(WHITE);
    expect(rgbaAt(image, 40 + 16 + 10, row)).toEqual([0, 0, 0, 255]);
    expect(rgbaAt(image, 2 * (40 + 16) + 10, row)).toEqual([255, 0, 0, 255]);
  });

  it('fades the new shot to 30 % in the diff and frames the change just outside it', () => {
    const before = raster(40, 40, [[5, 30, [0, 0, 0, 255]]]);
    const after = raster(40, 40, [
      [5, 30, [0, 0, 0, 255]],
      [20, 20, [0, 0, 0, 255]],
    ]);
    const image = picture(before, after, compare(before, after)!);
    const diff = 2 * (40 + 16);
    // 255 − 0.3 × 255, kept whole.
    expect(rgbaAt(image, diff + 5, 30)).toEqual([178, 178, 178, 255]);
    expect(rgbaAt(image, diff + 15, 20)).toEqual([0, 102, 255, 255]);
    expect(rgbaAt(image, 15, 20)).toEqual([0, 102, 255, 255]);
    expect(rgbaAt(image, diff + 17, 20)).toEqual(WHITE);
  });

  it('greys where the shorter shot does not reach', () => {
    const before = raster(10, 10);
    const after = raster(10, 12);
    const image = picture(before, after, compare(before, after)!);
    expect(rgbaAt(image, 3, 11)).toEqual([160, 160, 160, 255]);
    expect(rgbaAt(image, 10 + 16 + 3, 11)).toEqual(WHITE);
  });
});

group('the report', () => {
  const view: View = VIEWS[0];
  const difference = compare(raster(10, 10), raster(10, 10, [[4, 5, [0, 0, 0, 255]]]))!.difference;

  it('says "same", or how many pixels differ and where', () => {
    expect(describe(null)).toBe('same');
    expect(describe(difference)).toBe('1 pixel differs (box 4,5,1,1)');
    expect(describe({ ...difference, pixels: 12 })).toBe('12 pixels differ (box 4,5,1,1)');
    expect(describe({ ...difference, after: { width: 10, height: 14 } })).toBe(
      '1 pixel differs (box 4,5,1,1); size 10×10 → 10×14',
    );
  });

  it('lists every view, those that differ first with their picture', () => {
    const html = renderReport(
      [
        { view, difference: null },
        { view: VIEWS[1], difference },
      ],
      { against: 'HEAD (0123456789)', now: 'the working tree' },
    );
    expect(html).toContain('<h1>1 of 2 views differ</h1>');
    const rows = html.match(/<tr class="differs">.*<\/tr>|<tr><td>.*<\/tr>/g)!;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(`diff/${VIEWS[1].name}.png`);
    expect(rows[0]).toContain('1 pixel differs (box 4,5,1,1)');
    expect(rows[1]).toContain(`after/${view.name}.png`);
    expect(rows[1]).toContain('<td>same</td>');
  });
});

group('the views', () => {
  it('cover at least what the pixel script kept outside the project did (124 shots), each once', () => {
    expect(VIEWS.length).toBeGreaterThanOrEqual(124);
    expect(new Set(VIEWS.map((view) => view.name)).size).toBe(VIEWS.length);
  });
});
