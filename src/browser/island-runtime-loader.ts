/**
 * Runs in <head>, joined to the head script (src/browser/before-first-paint.ts) by integrations/island-runtime.mjs:
 * adds the page's island code (Astro's island runtime and the client directives, one cached file) only when an
 * island may start. With AFTER_PAINT (a page whose island starts by itself, the home page's hero) that is once the
 * first content is on screen; on any other page it is the first pointer, focus or key event in an island, or a
 * client:demand="visible" island coming into view, the moments the islands' own directive waits for: a visitor who
 * only reads runs no island code and loads no script file. The directive, arriving late, hydrates at once an island
 * already in use (an open popover, the focus inside), so that first interaction is not lost. Never where the head
 * script left out the `js` class: that browser keeps the page it gets without scripts.
 */

import { holdClick } from '../islands/held-click';

declare const RUNTIME_SRC: string;
declare const AFTER_PAINT: boolean;

/** The events that start a client:demand island (src/islands/demand-directive.ts). */
const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;

if (document.documentElement.matches('.js')) {
  const addRuntime = () => {
    const script = document.createElement('script');
    script.src = RUNTIME_SRC;
    document.head.append(script);
    return script;
  };
  if (AFTER_PAINT) {
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      addRuntime();
    }).observe({ type: 'paint', buffered: true });
  } else {
    let waiting = true;
    const start = () => {
      if (!waiting) return;
      waiting = false;
      for (const type of TRIGGERS) removeEventListener(type, onUse, true);
      // A click on an island's button while its code is on the way is marked for the island to replay; once the
      // code has run, the islands' directive holds clicks itself.
      addEventListener('click', holdClick, true);
      addRuntime().onload = () => removeEventListener('click', holdClick, true);
    };
    const onUse = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('astro-island')) start();
    };
    for (const type of TRIGGERS) addEventListener(type, onUse, true);
    addEventListener('DOMContentLoaded', () => {
      const inView = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        inView.disconnect();
        start();
      });
      // client:demand="visible" islands (their options hold that value). The island element itself has no box
      // (display: contents): watch what it holds, as the directive does.
      for (const island of document.querySelectorAll('astro-island[client=demand][opts*=\'"visible"\']'))
        for (const child of island.children) inView.observe(child);
    });
  }
}
