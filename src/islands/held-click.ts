/**
 * A click on an island's own button (not a popover's, which the browser runs without scripts) that came before the
 * island could take it: the island code was still on its way (src/browser/island-runtime-loader.ts) or the island
 * was hydrating (src/islands/demand-directive.ts). The button is marked, and clicked again once the island runs.
 */
const HELD = 'data-held-click';
const HELD_SELECTOR = `[${HELD}]`;

/**
 * Marks the island button a click landed on, if any, for the island to replay. Written without optional chaining:
 * the head script runs it, and is lowered for old browsers, where every byte of it comes before the first paint.
 */
export function holdClick({ target }: Event) {
  const element = target && 'closest' in target ? (target as Element) : null;
  const button = element && element.closest<HTMLElement>('astro-island button:not([popovertarget])');
  if (!button) return;
  for (const held of button.ownerDocument.querySelectorAll(HELD_SELECTOR)) held.removeAttribute(HELD);
  button.setAttribute(HELD, '');
}

/** Whether a click on one of the island's buttons is held. */
export function hasHeldClick(island: Element): boolean {
  return island.querySelector(HELD_SELECTOR) !== null;
}

/** The island's held button, unmarked, to click once it has hydrated. */
export function takeHeldClick(island: Element): HTMLElement | undefined {
  const button = island.querySelector<HTMLElement>(HELD_SELECTOR) ?? undefined;
  button?.removeAttribute(HELD);
  return button;
}
