/**
 * For every browser suite: whether a page the browser passed through ever showed. Both functions run in the
 * page, so each is whole in itself (the suites send their source).
 */

/**
 * From before a document's first byte (Playwright's addInitScript, puppeteer's evaluateOnNewDocument): notes in
 * the tab's sessionStorage when the document's content is parsed and when it first paints content.
 */
export function recordWhatShows() {
  const note = (event: string) =>
    sessionStorage.setItem(
      'what-shows',
      `${sessionStorage.getItem('what-shows') ?? ''}${location.pathname} ${event}\n`,
    );
  new MutationObserver((_, observer) => {
    if (!document.querySelector('main')) return;
    observer.disconnect();
    note('content');
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) =>
    list.getEntriesByName('first-contentful-paint').forEach(() => note('painted')),
  ).observe({ type: 'paint', buffered: true });
}

/** What the tab's documents showed so far, a line each: "/pt/patients content", "/pt/patients painted". */
export const whatShowed = () => sessionStorage.getItem('what-shows') ?? '';

/** Whether the tab's documents showed this so far ("/pt/patients painted"). */
export const showed = (event: string) => (sessionStorage.getItem('what-shows') ?? '').includes(event);
