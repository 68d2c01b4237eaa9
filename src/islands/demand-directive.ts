/**
 * `client:demand`: hydrates on a first pointer, focus or key event (="visible": in view too), replaying a click.
 * Never where the head script left out the `js` class: that browser keeps the page it gets without scripts.
 */
import type { ClientDirective } from 'astro';
import { hasHeldClick, holdClick, takeHeldClick } from './held-click';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;

const demand: ClientDirective = (load, options, island) => {
  if (!island.closest('.js')) return;
  const inView = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && hydrate());
  const hydrate = async () => {
    inView.disconnect();
    for (const type of TRIGGERS) island.removeEventListener(type, hydrate);
    island.addEventListener('click', holdClick, true);
    await (
      await load()
    )();
    island.removeEventListener('click', holdClick, true);
    takeHeldClick(island)?.click();
  };
  // A visitor who used the island before its code arrived (it comes on a first use, or once painted) opened a
  // popover the browser ran on its own, holds the focus in it, or clicked one of its buttons: that use is the first
  // interaction, so it hydrates now (and replays the click).
  if (island.querySelector(':popover-open') || hasHeldClick(island) || island.contains(document.activeElement))
    return void hydrate();
  for (const type of TRIGGERS) island.addEventListener(type, hydrate);
  // The island element itself has no box (display: contents): watch what it holds.
  if (options.value === 'visible') for (const child of island.children) inView.observe(child);
};

export default demand;
