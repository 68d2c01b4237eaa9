/**
 * A click on an island's own button (not a popover's, which the browser runs without scripts) that came before the
 * island could take it: the island code was still on its way (src/browser/island-runtime-loader.ts) or the island
 * was hydrating (src/islands/demand-directive.ts). The button is marked, and clicked again once the island runs.
 */
const HELD = 'data-held-click';

/** Marks the island button a click landed on, if any, for the island to replay. */
export function holdClick(event: Event) {
  const button = (event.target as Element | null)?.closest?.<HTMLElement>('astro-island button:not([popovertarget])');
  if (!button) return;
  for (const held of button.ownerDocument.querySelectorAll(`[${HELD}]`)) held.removeAttribute(HELD);
  button.setAttribute(HELD, '');
}

/** Whether a click on one of the island's buttons is held. */
export function hasHeldClick(island: Element): boolean {
  return island.querySelector(`[${HELD}]`) !== null;
}

/** The island's held button, unmarked, to click once it has hydrated. */
export function takeHeldClick(island: Element): HTMLElement | undefined {
  const button = island.querySelector<HTMLElement>(`[${HELD}]`) ?? undefined;
  button?.removeAttribute(HELD);
  return button;
}
