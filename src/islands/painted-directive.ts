/**
 * `client:painted`: Astro's `client:idle`, started once the first content is on screen, so its scripts never delay
 * that paint. Never where the head script left out the `js` class: that browser keeps the page it gets without scripts.
 */
import type { ClientDirective } from 'astro';
import idle from 'astro/runtime/client/idle.js';

const painted: ClientDirective = (load, options, island) => {
  if (!island.closest('.js')) return;
  const whenIdle = () => idle(load, options, island);
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return whenIdle();
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    whenIdle();
  }).observe({ type: 'paint', buffered: true });
};

export default painted;
