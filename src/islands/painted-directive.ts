/**
 * `client:painted`: hydrates at idle, as Astro's `client:idle` does, but only once the first content is on screen, so
 * its scripts never delay that paint, and at most IDLE_TIMEOUT_MS after it. Never where the head script left out the
 * `js` class: that browser keeps the page it gets without scripts.
 */
import type { ClientDirective } from 'astro';

/**
 * The longest it waits for an idle moment once painted, so that a main thread that never idles (a busy phone; now
 * and then Chromium's headless shell, which runs the browser tests) still gets working controls.
 */
const IDLE_TIMEOUT_MS = 2000;
/** Where there are no idle callbacks (Safari), the fixed wait Astro's `client:idle` makes. */
const WITHOUT_IDLE_CALLBACKS_MS = 200;

const painted: ClientDirective = (load, _options, island) => {
  if (!island.closest('.js')) return;
  const hydrate = async () => (await load())();
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(hydrate, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(hydrate, WITHOUT_IDLE_CALLBACKS_MS);
  };
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return whenIdle();
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    whenIdle();
  }).observe({ type: 'paint', buffered: true });
};

export default painted;
