/**
 * The pixel comparison of `npm run shots`, on decoded images (tools/shots.mjs decodes and encodes them with sharp):
 * which pixels of two shots differ and the box around them, the picture a person reads the change from, and the
 * report's rows. Exact: a pixel differs when any of its RGBA values does, so a change of one shade is found.
 */
import type { View } from './shots-views.ts';

/** A decoded image: RGBA, four bytes a pixel, row after row. */
export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Difference {
  /** Pixels whose RGBA differs; where the sizes differ, a pixel only one shot covers counts too. */
  pixels: number;
  /** The smallest box holding every differing pixel. */
  box: Box;
  before: { width: number; height: number };
  after: { width: number; height: number };
}

/** A difference and where it is: one byte a pixel over the area either shot covers, 1 where they differ. */
export interface Change {
  difference: Difference;
  mask: Uint8Array;
}

const covers = (raster: Raster, x: number, y: number) => x < raster.width && y < raster.height;

/** How two shots differ, or null when they have the same size and identical RGBA. */
export function compare(before: Raster, after: Raster): Change | null {
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const mask = new Uint8Array(width * height);
  let pixels = 0;
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let differs = covers(before, x, y) !== covers(after, x, y);
      if (!differs && covers(before, x, y)) {
        const a = (y * before.width + x) * 4;
        const b = (y * after.width + x) * 4;
        for (let channel = 0; channel < 4 && !differs; channel++) {
          differs = before.data[a + channel] !== after.data[b + channel];
        }
      }
      if (!differs) continue;
      mask[y * width + x] = 1;
      pixels++;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  }
  if (!pixels) return null;
  const size = ({ width, height }: Raster) => ({ width, height });
  const box = { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
  return { difference: { pixels, box, before: size(before), after: size(after) }, mask };
}

/** Rows kept above and below the change, so the picture shows what is around it. */
export const CONTEXT_ROWS = 120;
const GAP = 16;
const RED = [255, 0, 0, 255];
const BLUE = [0, 102, 255, 255];
const GAP_GREY = [64, 64, 64, 255];
/** Where a shot does not reach (the other is larger). */
const NO_PIXEL = [160, 160, 160, 255];
/** The faded shot under the red: 30 % of its colour on white. */
const FADE = 0.3;

/**
 * before | after | diff, side by side, over the rows of the change and CONTEXT_ROWS around it: the diff is the new
 * shot faded to 30 % with each differing pixel in solid red; all three carry a blue frame just outside the box.
 */
export function picture(before: Raster, after: Raster, { difference, mask }: Change): Raster {
  const panel = Math.max(before.width, after.width);
  const { box } = difference;
  const top = Math.max(0, box.y - CONTEXT_ROWS);
  const height = Math.min(Math.max(before.height, after.height), box.y + box.height + CONTEXT_ROWS) - top;
  const width = panel * 3 + GAP * 2;
  const data = new Uint8Array(width * height * 4);
  const fill = (from: number, pixels: number, rgba: readonly number[]) => {
    for (let i = 0; i < pixels; i++) data.set(rgba, from + i * 4);
  };
  /** Copies a row of a shot into a panel, grey where the shot does not reach. */
  const copyRow = (raster: Raster, y: number, to: number) => {
    const reach = y < raster.height ? raster.width : 0;
    data.set(raster.data.subarray(y * raster.width * 4, (y * raster.width + reach) * 4), to);
    fill(to + reach * 4, panel - reach, NO_PIXEL);
  };
  for (let row = 0; row < height; row++) {
    const y = top + row;
    const start = row * width * 4;
    copyRow(before, y, start);
    fill(start + panel * 4, GAP, GAP_GREY);
    copyRow(after, y, start + (panel + GAP) * 4);
    fill(start + (2 * panel + GAP) * 4, GAP, GAP_GREY);
    const diff = start + 2 * (panel + GAP) * 4;
    copyRow(after, y, diff);
    for (let x = 0; x < panel; x++) {
      const at = diff + x * 4;
      if (mask[y * panel + x]) data.set(RED, at);
      else for (let channel = 0; channel < 3; channel++) data[at + channel] = 255 - FADE * (255 - data[at + channel]);
      data[at + 3] = 255;
    }
  }
  frame(box, (x, y) => {
    if (x < 0 || x >= panel || y < top || y >= top + height) return;
    for (let offset = 0; offset < 3; offset++) data.set(BLUE, ((y - top) * width + offset * (panel + GAP) + x) * 4);
  });
  return { width, height, data };
}

/** Calls `plot` for each point of a frame 2 px wide, drawn 3 px outside the box so the changed pixels stay seen. */
function frame(box: Box, plot: (x: number, y: number) => void) {
  const [left, top, right, bottom] = [box.x - 5, box.y - 5, box.x + box.width + 4, box.y + box.height + 4];
  for (let x = left; x <= right; x++) {
    for (const y of [top, top + 1, bottom - 1, bottom]) plot(x, y);
  }
  for (let y = top; y <= bottom; y++) {
    for (const x of [left, left + 1, right - 1, right]) plot(x, y);
  }
}

/** The report's words for one view: "same", or how many pixels differ and where. */
export function describe(difference: Difference | null): string {
  if (!difference) return 'same';
  const { pixels, box, before, after } = difference;
  const resized =
    before.width === after.width && before.height === after.height
      ? ''
      : `; size ${before.width}×${before.height} → ${after.width}×${after.height}`;
  return `${pixels} ${pixels === 1 ? 'pixel differs' : 'pixels differ'} (box ${box.x},${box.y},${box.width},${box.height})${resized}`;
}

/** One view's outcome: the views that differ also have a before shot and a picture of the change. */
export interface Outcome {
  view: View;
  difference: Difference | null;
}

/** Where the report keeps each view's images, relative to its index.html. */
export const reportFiles = (name: string) => ({
  before: `before/${name}.png`,
  after: `after/${name}.png`,
  diff: `diff/${name}.png`,
});

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[character]};`);

/** The report's index.html: every view with its outcome, the views that differ first, each with its picture. */
export function renderReport(outcomes: readonly Outcome[], heading: { against: string; now: string }): string {
  const differing = outcomes.filter((outcome) => outcome.difference);
  const ordered = [...differing, ...outcomes.filter((outcome) => !outcome.difference)];
  const rows = ordered.map(({ view, difference }) => {
    const files = reportFiles(view.name);
    const images = difference
      ? `<a href="${files.diff}"><img src="${files.diff}" alt="before, after and diff of ${escape(view.name)}" loading="lazy"></a>` +
        ` <a href="${files.before}">before</a> <a href="${files.after}">after</a>`
      : `<a href="${files.after}">shot</a>`;
    const cells = [
      escape(view.path),
      `${view.width} px`,
      view.theme,
      view.js ? 'JS' : 'no JS',
      view.build,
      escape(describe(difference)),
      images,
    ];
    return `<tr${difference ? ' class="differs"' : ''}>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;
  });
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Shots: ${differing.length} of ${outcomes.length} views differ</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; }
  table { border-collapse: collapse; }
  td, th { border-bottom: 1px solid #ddd; padding: 0.3rem 0.6rem; text-align: left; vertical-align: top; }
  td:nth-child(-n + 5) { white-space: nowrap; }
  tr.differs { background: #fff0f0; }
  img { display: block; max-width: 36rem; max-height: 24rem; border: 1px solid #999; }
</style>
<h1>${differing.length} of ${outcomes.length} views differ</h1>
<p>Before: ${escape(heading.against)}. After: ${escape(heading.now)}. Each picture shows before | after | diff
  (the new shot faded, each differing pixel red, the changed area framed in blue).</p>
<table>
<tr><th>path</th><th>width</th><th>theme</th><th>scripts</th><th>build</th><th>result</th><th>images</th></tr>
${rows.join('\n')}
</table>
`;
}
