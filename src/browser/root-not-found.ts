/**
 * The root not-found page (dist/404.html), for hosts that apply no rules: English without JavaScript.
 * Hosts with the rules send the not-found page of the browser's language instead (deploy/url-rules.mjs).
 */
import { HTML_LANG, browserLanguage, isLang, type Lang } from '../i18n/languages';
import { languageFallbackPath } from '../i18n/paths';

const target = languageFallbackPath(window.location.pathname);
if (target) {
  // An unsupported (or upper-case) language prefix: the same page under pt (or in lower case).
  window.location.replace(target + window.location.search + window.location.hash);
} else {
  // A host with a single not-found page serves it for /es/… too: the URL's language wins there.
  const segment = window.location.pathname.split('/')[1];
  localise(isLang(segment) ? segment : browserLanguage(navigator.language));
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
