/**
 * Runs in <head>, before the first paint: marks that scripts run, fakes the navbar's scroll timeline where CSS has
 * none and, where the theme toggle is shown, applies the stored theme. A stored value that is not a theme, or storage
 * the browser refuses, keeps the light theme and is only logged. Inlined, minified, by src/layouts/before-first-paint.ts,
 * which defines THEME_KEY: null while the toggle is hidden, as no visitor can have chosen a theme, and the theme code
 * is left out.
 */
declare const THEME_KEY: string | null;

const root = document.documentElement;
root.classList.add('js');
if (!CSS.supports('animation-timeline:scroll()')) {
  const scrolled = () => root.style.setProperty('--nav-scroll-delay', scrollY ? '-1s' : '1s');
  addEventListener('scroll', scrolled);
  scrolled();
}
if (THEME_KEY) {
  try {
    const theme = localStorage.getItem(THEME_KEY);
    if (theme == 'dark' || theme == 'light') root.dataset.theme = theme;
    else if (theme) console.warn(`Unknown theme "${theme}" ignored`);
  } catch (error) {
    console.warn('Theme unavailable', error);
  }
}
