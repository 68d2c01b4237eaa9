/**
 * `client:demand`: hydrates on a first pointer, focus or key event (="visible": in view too), replaying a click.
 * Never where the head script left out the `js` class: that browser keeps the page it gets without scripts.
 */
import type { ClientDirective } from 'astro';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;

const demand: ClientDirective = (load, options, island) => {
  if (!island.closest('.js')) return;
  let pending: HTMLElement | undefined;
  const holdClick = (event: Event) => {
    const button = (event.target as Element).closest<HTMLElement>('button:not([popovertarget])');
    if (button) pending = button;
  };
  const inView = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && hydrate());
  const hydrate = async () => {
    inView.disconnect();
    for (const type of TRIGGERS) island.removeEventListener(type, hydrate);
    island.addEventListener('click', holdClick, true);
    await (
      await load()
    )();
    island.removeEventListener('click', holdClick, true);
    pending?.click();
  };
  // A visitor who used the island before its code arrived (the home page adds it once painted) opened a popover
  // the browser ran on its own, or holds the focus in it: that use is the first interaction, so it hydrates now.
  if (island.querySelector(':popover-open') || island.contains(document.activeElement)) return void hydrate();
  for (const type of TRIGGERS) island.addEventListener(type, hydrate);
  // The island element itself has no box (display: contents): watch what it holds.
  if (options.value === 'visible') for (const child of island.children) inView.observe(child);
};

export default demand;
