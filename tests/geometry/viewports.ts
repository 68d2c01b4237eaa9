/**
 * The windows the geometry rules (checker.js) must hold in, for every browser suite. Each width comes
 * with a real device's height: the heroes are sized in vh, so the height decides how crowded they are.
 */
export const VIEWPORTS = [
  { width: 320, height: 568 }, // the smallest phones in use (iPhone SE, first generation)
  { width: 390, height: 844 }, // a current phone
  { width: 768, height: 1024 }, // a tablet upright
  { width: 820, height: 1180 }, // a larger tablet upright
  { width: 1024, height: 768 }, // a tablet on its side, a small laptop
  { width: 1280, height: 800 }, // a laptop
] as const;

/**
 * Short windows the language list must fit: a phone held sideways, and a 1280px-wide screen zoomed to 200% and
 * 400% (its CSS pixels).
 */
export const SHORT_WINDOWS = [
  { width: 844, height: 390 },
  { width: 640, height: 360 },
  { width: 320, height: 256 },
] as const;

/**
 * In the page: why the focused element is not wholly in the window and on top at its edges and centre, or ''
 * when it is. Self-contained, as the browser suites send it by its source.
 */
export function focusedFullyShown(): string {
  const element = document.activeElement;
  if (!element || element === document.body) return 'nothing has the focus';
  const name = element.textContent?.trim() || element.localName;
  const box = element.getBoundingClientRect();
  if (box.top < -0.5 || box.left < -0.5 || box.bottom > innerHeight + 0.5 || box.right > innerWidth + 0.5) {
    return `${name}: ${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)} is not all in the ${innerWidth}×${innerHeight} window`;
  }
  // The middle of each edge (a rounded corner is not the element's) and the centre.
  const [x, y] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
  const points = [
    [box.left + 2, y],
    [box.right - 2, y],
    [x, box.top + 2],
    [x, box.bottom - 2],
    [x, y],
  ];
  for (const [px, py] of points) {
    const hit = document.elementFromPoint(px, py);
    if (!hit || !element.contains(hit))
      return `${name}: covered at ${Math.round(px)},${Math.round(py)} by ${hit?.localName}`;
  }
  return '';
}
