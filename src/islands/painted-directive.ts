/**
 * `client:painted`: Astro's `client:idle`, started once the first content is on screen, so its scripts never delay
 * that paint. Never where the head script left out the `js` class: that browser keeps the page it gets without scripts.
 */
import type { ClientDirective } from 'astro';
import idle from 'astro/runtime/client/idle.js';

/**
 * The longest it waits for an idle moment once painted, so that a main thread that never idles (a busy phone; now
 * and then Chromium's headless shell, which runs the browser tests) still gets working controls.
 */
const IDLE_TIMEOUT_MS = 2000;

const painted: ClientDirective = (load, options, island) => {
  if (!island.closest('.js')) return;
  // Without idle callbacks (Safari) Astro's directive waits a fixed 200 ms, which needs no cap.
  const idleOptions = 'requestIdleCallback' in window ? { ...options, value: { timeout: IDLE_TIMEOUT_MS } } : options;
  const whenIdle = () => idle(load, idleOptions, island);
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return whenIdle();
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    whenIdle();
  }).observe({ type: 'paint', buffered: true });
};

export default painted;
