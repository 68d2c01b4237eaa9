/** `client:painted`: hydrates at idle once the first content is on screen, so its scripts never delay that paint. */
import type { ClientDirective } from 'astro';

const painted: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(hydrate) : setTimeout(hydrate, 200));
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return whenIdle();
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    whenIdle();
  }).observe({ type: 'paint', buffered: true });
};

export default painted;
