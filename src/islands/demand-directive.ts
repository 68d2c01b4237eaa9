/**
 * `client:interaction`, a client directive (browser code): hydrates an island on the visitor's first
 * pointer, focus or key event inside it, so a page costs no island script until someone reaches for it.
 * The island's server HTML must work until then (the navbar's popovers do). A click in the meantime on
 * a button that needs the island (one that opens no popover) is replayed once it has hydrated, so that
 * first tap is not lost.
 */
import type { ClientDirective } from 'astro';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;

const interaction: ClientDirective = (load, _options, island) => {
  let pending: HTMLElement | null = null;
  const holdClick = (event: Event) => {
    const button = (event.target as Element).closest<HTMLElement>('button:not([popovertarget])');
    if (button) pending = button;
  };
  const hydrate = async () => {
    for (const type of TRIGGERS) island.removeEventListener(type, hydrate);
    island.addEventListener('click', holdClick, true);
    await (
      await load()
    )();
    island.removeEventListener('click', holdClick, true);
    pending?.click();
  };
  for (const type of TRIGGERS) island.addEventListener(type, hydrate);
};

export default interaction;
