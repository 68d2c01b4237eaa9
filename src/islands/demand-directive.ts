/**
 * `client:demand`, a client directive (browser code): hydrates an island when it is needed, on the
 * visitor's first pointer, focus or key event inside it, or, with `client:demand="visible"`, as soon as
 * it scrolls into view too. A page costs no island script until then, so the island's server HTML must
 * work on its own (the navbar's popovers do). A click in the meantime on a button that needs the island
 * (one that opens no popover) is replayed once it has hydrated, so that first tap is not lost.
 */
import type { ClientDirective } from 'astro';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;

const demand: ClientDirective = (load, options, island) => {
  let pending: HTMLElement | null = null;
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
  for (const type of TRIGGERS) island.addEventListener(type, hydrate);
  // The island element itself has no box (display: contents): watch what it holds.
  if (options.value === 'visible') for (const child of island.children) inView.observe(child);
};

export default demand;
