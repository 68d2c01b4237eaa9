/**
 * Runs in <head>, before the first paint: marks that the islands' page can run, fakes the navbar's scroll timeline
 * where CSS has none, adds the favicons once the page has painted and, where the theme toggle is shown, applies the
 * stored theme. A stored value that is not a
 * theme, or storage the browser refuses, keeps the light theme and is only logged. On the root not-found page it also makes the
 * redirect that hosts without the URL rules cannot. Inlined, minified, by integrations/head-scripts.mjs, which
 * leaves out the parts a page does not need: THEME_KEY is null while the toggle is hidden, as no visitor can have
 * chosen a theme, and ROOT_NOT_FOUND is true only for dist/404.html, whose rule reads the published LANGUAGES
 * and FALLBACK_LANG it writes in.
 */
import { withCodeAmong } from '../i18n/language-code.mjs';

declare const THEME_KEY: string | null;
declare const ROOT_NOT_FOUND: boolean;
declare const LANGUAGES: readonly string[];
declare const FALLBACK_LANG: string;

const root = document.documentElement;
// The islands' page needs the Popover API (menu, language list). A browser without it keeps the page it gets
// without scripts, which works everywhere: no `js` class, and no island hydrates.
if ('popover' in HTMLElement.prototype) root.classList.add('js');
if (!CSS.supports('animation-timeline:scroll()')) {
  const scrolled = () => root.style.setProperty('--nav-scroll-delay', scrollY ? '-1s' : '1s');
  addEventListener('scroll', scrolled);
  scrolled();
}
// The favicons' links wait in <noscript id="icons"> (src/components/SeoHead.astro) until the first content is on
// screen, so that their requests come after the page's own.
new PerformanceObserver((_, observer) => {
  observer.disconnect();
  document.head.insertAdjacentHTML('beforeend', document.getElementById('icons')!.textContent!);
}).observe({ type: 'paint', buffered: true });
if (THEME_KEY) {
  try {
    const theme = localStorage.getItem(THEME_KEY);
    if (theme == 'dark' || theme == 'light') root.dataset.theme = theme;
    else if (theme) console.warn(`Unknown theme "${theme}" ignored`);
  } catch (error) {
    console.warn('Theme unavailable', error);
  }
}
if (ROOT_NOT_FOUND) {
  // Hosts without the rules send dist/404.html for any unknown path, so it applies their language-code rule:
  // /zz/patients → /pt/patients, /EN/impact → /en/impact. From the head, before the page's content is parsed:
  // browsers leave a page that navigates away while it loads, so the English not-found page never shows.
  const { pathname, search, hash } = location;
  const target = withCodeAmong(pathname, LANGUAGES, FALLBACK_LANG);
  if (target != pathname) location.replace(target + search + hash);
}
