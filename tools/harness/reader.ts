/**
 * A reader's pass, for every browser suite: touches the navbar (its island hydrates on a first touch) and brings
 * every lazy image and island into view in turn, a frame apart so the page's observers see each; resolves once
 * every island has hydrated and every image a reader came near has loaded, scrolled back to the top. Written once,
 * in the page, so Chromium (Playwright), Firefox and WebKit run the same pass.
 */
import type { Tab } from './tab.ts';

/** What the pass needs of a tab: to run a function in it, and to wait until one of its states holds. */
export async function readerPass(tab: Pick<Tab, 'evaluate' | 'until'>) {
  const touchNavbar = () =>
    document.querySelector('header.nav')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  // The island code comes on a first touch of an island (a reading page), or once painted (the home page, where a
  // touch before then reaches the popovers, not the islands): touch, then wait for it, then touch the islands.
  await tab.evaluate(touchNavbar);
  await tab.until(() => !!customElements.get('astro-island'));
  await tab.evaluate(async () => {
    document.querySelector('header.nav')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (const target of document.querySelectorAll('img[loading="lazy"], astro-island > :first-child')) {
      if (!target.checkVisibility()) continue;
      target.scrollIntoView({ block: 'center', behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
    await frame();
  });
  await tab.until(
    () =>
      !document.querySelector('astro-island[ssr]') &&
      [...document.images]
        .filter((img) => img.checkVisibility() && !img.closest('[inert]'))
        // A lazy image that never started is one nobody came near (a hero slide that turned while the hero was
        // scrolled away); one in view or already requested must finish.
        .every((img) => img.complete || (!img.currentSrc && img.getBoundingClientRect().bottom <= 0)),
  );
  await tab.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
