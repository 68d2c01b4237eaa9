/** The root not-found page, served for unmatched paths outside the language folders; English without JavaScript. */
import { detectLanguage } from '../i18n/detect';
import { HTML_LANG, isLang, resolveLang, type Lang } from '../i18n/languages';
import { languageFallbackPath } from '../i18n/paths';

const target = languageFallbackPath(window.location.pathname);
if (target) {
  // An unsupported (or upper-case) language prefix: the same page under pt (or in lower case).
  window.location.replace(target + window.location.search + window.location.hash);
} else {
  // A host with a single not-found page serves it for /es/… too: the URL's language wins there.
  const segment = window.location.pathname.split('/')[1];
  localise(isLang(segment) ? segment : resolveLang(detectLanguage(navigator.language)));
}

/** Puts the page in a language, from the strings 404.astro embeds. */
function localise(lang: Lang) {
  const data = document.getElementById('not-found-strings')?.textContent;
  if (!data) return;
  const strings = (JSON.parse(data) as Record<Lang, Record<string, string>>)[lang];
  document.documentElement.lang = HTML_LANG[lang];
  document.title = document.title.replace(/^[^|]+/, `${strings.metaTitle} `);
  document.querySelectorAll<HTMLElement>('[data-i18n]').forEach((element) => {
    const text = strings[element.dataset.i18n ?? ''];
    // Rewriting identical text repaints it and moves the Largest Contentful Paint to this script.
    if (text && element.textContent !== text) element.textContent = text;
  });
  document.querySelectorAll<HTMLElement>('[data-i18n-label]').forEach((element) => {
    const text = strings[element.dataset.i18nLabel ?? ''];
    if (text) element.setAttribute('aria-label', text);
  });
}
