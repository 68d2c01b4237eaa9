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
