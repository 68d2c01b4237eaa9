/**
 * Runs in <head>, before the first paint: marks that scripts run, applies the stored theme and fakes the navbar's
 * scroll timeline where CSS has none. A stored value that is not a theme, or storage the browser refuses, keeps the
 * light theme and is only logged. Inlined, minified, by src/layouts/before-first-paint.ts, which defines THEME_KEY.
 */
declare const THEME_KEY: string;

const root = document.documentElement;
root.classList.add('js');
if (!CSS.supports('animation-timeline:scroll()')) {
  const scrolled = () => root.style.setProperty('--nav-scroll-delay', scrollY ? '-1s' : '1s');
  addEventListener('scroll', scrolled);
  scrolled();
}
try {
  const theme = localStorage.getItem(THEME_KEY);
  if (theme == 'dark' || theme == 'light') root.dataset.theme = theme;
  else if (theme) console.warn(`Unknown theme "${theme}" ignored`);
} catch (error) {
  console.warn('Theme unavailable', error);
}
