/**
 * A click on an island's own button (not a popover's, which the browser runs without scripts) that came before the
 * island could take it: the island code was still on its way (src/browser/island-runtime-loader.ts) or the island
 * was hydrating (src/islands/demand-directive.ts). The button is marked, and clicked again once the island runs.
 */
const HELD = 'data-held-click';
const HELD_SELECTOR = '[data-held-click]';

/**
 * Marks the island button a click landed on, if any, for the island to replay. Short, and without optional
 * chaining: the head script runs it, lowered for old browsers, and every byte of it comes before the first paint.
 */
export function holdClick({ target }: Event) {
  const button =
    target && 'closest' in target && (target as Element).closest('astro-island button:not([popovertarget])');
  if (button) button.setAttribute(HELD, '');
}

/** Whether a click on one of the island's buttons is held. */
export function hasHeldClick(island: Element): boolean {
  return island.querySelector(HELD_SELECTOR) !== null;
}

/** The island's held button, to click once it has hydrated: the first, if several were; all are unmarked. */
export function takeHeldClick(island: Element): HTMLElement | undefined {
  const held = [...island.querySelectorAll<HTMLElement>(HELD_SELECTOR)];
  for (const button of held) button.removeAttribute(HELD);
  return held[0];
}
