/**
 * "Find a string": the editor types words of a string in any language, sees each match by its place in the
 * form (page → section → field) with its text in every language, and one click opens the dictionary entry
 * with that field in view, focused and highlighted. Sveltia CMS's own search only opens the entry at the top
 * of its long form, and the form draws its fields only as they scroll into view, so this script scrolls down
 * the field's path until the CMS has drawn it. The strings come from tools/admin/serve.mjs
 * (/admin/strings.json: the form's labels and the dictionaries as on disk). It opens from a button beside the
 * CMS's search bar and from the admin's links to it.
 */

import { findStrings } from './string-search.js';

/** The CMS's route of the dictionary entry (collection "dictionaries", file "dictionary" in config.ts). */
const ENTRY = '#/collections/dictionaries/entries/dictionary';
/** How many matches are listed: more words narrow the list. */
const SHOWN = 30;
/** A field the editor found: highlighted until the focus leaves it. */
const FOUND = 'found-field';

const style = document.createElement('style');
style.textContent = `
#find-a-string-open{flex:none;margin-inline:4px;white-space:nowrap;font:600 14px/1 system-ui,sans-serif;
  padding:9px 12px;border-radius:6px;border:0;cursor:pointer;
  color:var(--sui-button-primary-foreground-color,#fff);background:var(--sui-button-primary-background-color,#1d4ed8)}
#find-a-string-open:focus-visible,#find-a-string :focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
#find-a-string{width:min(48rem,calc(100vw - 2rem));max-height:calc(100vh - 4rem);padding:1.25rem;border:0;
  border-radius:12px;font:15px/1.45 system-ui,sans-serif;color:var(--sui-primary-foreground-color,#111);
  background:var(--sui-primary-background-color,#fff)}
#find-a-string::backdrop{background:rgb(0 0 0/.45)}
#find-a-string h2{margin:0 0 .5rem;font-size:1.25rem}
#find-a-string label{display:block;font-weight:600}
#find-a-string input{box-sizing:border-box;width:100%;margin-top:.25rem;padding:.5rem;font:inherit;
  color:inherit;background:var(--sui-control-background-color,#fff);
  border:1px solid var(--sui-control-border-color,#767676);border-radius:6px}
#find-a-string ol{list-style:none;margin:0;padding:0}
#find-a-string li{padding:.5rem 0;border-top:1px solid var(--sui-primary-border-color,#ddd)}
#find-a-string .open{display:block;width:100%;text-align:start;font:inherit;font-weight:600;padding:.35rem .5rem;
  border:1px solid currentColor;border-radius:6px;color:var(--sui-highlight-foreground-color,#1d4ed8);
  background:transparent;cursor:pointer}
#find-a-string dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem .75rem;margin:.35rem .5rem 0}
#find-a-string dt{color:var(--sui-secondary-foreground-color,#555)}#find-a-string dd{margin:0;overflow-wrap:anywhere}
#find-a-string .close{position:absolute;inset:1rem 1rem auto auto;font:inherit;padding:.25rem .6rem}
.${FOUND}{outline:3px solid #f59e0b;outline-offset:-3px;background:rgb(245 158 11/.12)}`;
document.head.append(style);

/** @type {{ key: string, trail: string[], texts: Record<string, string> }[]} */
let strings = [];
/** Reads the strings as they are on disk now: each opening of the finder, so that what a save wrote is found. */
const loadStrings = () =>
  fetch('/admin/strings.json', { cache: 'no-store' })
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return response.json();
    })
    .then((list) => {
      strings = list;
      return true;
    })
    .catch(() => false);

const languageName = (code) => new Intl.DisplayNames('en', { type: 'language' }).of(code) ?? code;

const dialog = document.createElement('dialog');
dialog.id = 'find-a-string';
dialog.setAttribute('aria-labelledby', 'find-a-string-title');
dialog.innerHTML = `<h2 id="find-a-string-title">Find a string</h2>
<form method="dialog"><button class="close">Close</button></form>
<div role="search"><label>Words of the string, in any language
<input type="search" autocomplete="off" spellcheck="false"></label></div>
<p role="status"></p><ol></ol>`;
const input = dialog.querySelector('input');
const summary = dialog.querySelector('[role="status"]');
const list = dialog.querySelector('ol');

const opener = document.createElement('button');
opener.id = 'find-a-string-open';
opener.type = 'button';
opener.textContent = 'Find a string';

function showResults() {
  const matches = findStrings(strings, input.value);
  list.replaceChildren(
    ...matches.slice(0, SHOWN).map(({ string, lang }) => {
      const item = document.createElement('li');
      const open = document.createElement('button');
      open.type = 'button';
      open.className = 'open';
      open.textContent = string.trail.join(' → ');
      open.addEventListener('click', () => openField(string.key, lang));
      const texts = document.createElement('dl');
      for (const [code, text] of Object.entries(string.texts)) {
        const name = document.createElement('dt');
        name.textContent = languageName(code);
        const value = document.createElement('dd');
        value.lang = code;
        value.textContent = text;
        texts.append(name, value);
      }
      item.append(open, texts);
      return item;
    }),
  );
  summary.textContent = !input.value.trim()
    ? ''
    : matches.length === 0
      ? 'No string has these words.'
      : matches.length > SHOWN
        ? `${matches.length} strings have these words; the first ${SHOWN} are listed. Add words to narrow them.`
        : `${matches.length} ${matches.length === 1 ? 'string has' : 'strings have'} these words. Choose one to open it.`;
}

async function openFinder() {
  if (!dialog.open) dialog.showModal();
  input.focus();
  if (await loadStrings()) showResults();
  else summary.textContent = 'The strings could not be read. Is npm run admin still running? Reload to try again.';
}

/** Resolves at the next change under `root`, or after `ms` if nothing changes (a form already drawn). */
const changed = (root, ms = 400) =>
  new Promise((resolve) => {
    const observer = new MutationObserver(() => done());
    const timer = setTimeout(() => done(), ms);
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    observer.observe(root, { childList: true, subtree: true, attributes: true });
  });

/**
 * The field of `key` in the form pane of `lang`, once the CMS has drawn it: the form draws a field only when
 * its place scrolls into view, so the first undrawn place in the deepest group drawn on the key's path is
 * scrolled to until the field is there.
 */
async function drawField(key, lang, deadline) {
  const parts = key.split('.');
  const selector = (path) => `.field[data-key-path="${CSS.escape(path)}"]`;
  while (Date.now() < deadline) {
    const pane = document.querySelector(`.pane[data-mode="edit"][data-locale="${CSS.escape(lang)}"]`);
    const field = pane?.querySelector(selector(key));
    if (field) return field;
    if (pane) {
      const group =
        parts
          .slice(0, -1)
          .map((_part, index) => pane.querySelector(selector(parts.slice(0, index + 1).join('.'))))
          .findLast(Boolean) ?? pane;
      const undrawn = [...group.querySelectorAll('div.placeholder:empty')].find(
        (place) => (place.parentElement.closest('.field') ?? pane) === group,
      );
      undrawn?.scrollIntoView({ block: 'start' });
    }
    await changed(pane ?? document.body);
  }
  return undefined;
}

/** Opens the dictionary entry on the field of `key` in `lang`: in view, focused and highlighted. */
async function openField(key, lang) {
  dialog.close();
  if (location.hash !== ENTRY) {
    // As the CMS navigates itself: a history entry that says where Back leads, then the route's change.
    const oldURL = location.href;
    history.pushState({ from: oldURL }, '', ENTRY);
    dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: location.href }));
  }
  await showField(key, lang);
}

/** Brings the field of `key` in `lang` into view once the entry's form is there, focused and highlighted. */
async function showField(key, lang) {
  const deadline = Date.now() + 120_000;
  // The CMS shows the second pane's language when asked to highlight a field of it (its search does the same).
  while (!document.querySelector('.content-editor .pane[data-mode="edit"]') && Date.now() < deadline)
    await changed(document.body);
  if (lang !== 'en') window.postMessage({ type: 'highlight-editor-field', payload: { locale: lang, keyPath: key } });
  const field = await drawField(key, lang, deadline);
  if (!field) return;
  // Fields drawn above it as it comes into view change its place: scroll until nothing moves.
  for (let tries = 0; tries < 10; tries++) {
    field.scrollIntoView({ block: 'center' });
    const before = field.getBoundingClientRect().top;
    await changed(field.closest('.pane'), 300);
    if (field.getBoundingClientRect().top === before) break;
  }
  document.querySelector(`.${FOUND}`)?.classList.remove(FOUND);
  field.classList.add(FOUND);
  field.addEventListener('focusout', (event) => {
    if (!field.contains(/** @type {Node} */ (event.relatedTarget))) field.classList.remove(FOUND);
  });
  field.querySelector('.field-wrapper')?.querySelector('textarea, input, [contenteditable="true"]')?.focus();
}

// The CMS's own search opens an entry asking (in the history entry's state) to highlight the first field with the
// words, which it cannot do while that field is not drawn yet: the field is drawn and shown here.
const { pushState } = history;
history.pushState = function (state, ...rest) {
  pushState.call(this, state, ...rest);
  const { locale, keyPath } = state?.highlight ?? {};
  if (typeof locale === 'string' && typeof keyPath === 'string') showField(keyPath, locale);
};

input.addEventListener('input', showResults);
opener.addEventListener('click', openFinder);
// The admin's links to the finder (config.ts's FIND_LINK: the entry list, the status page) open it in place.
document.addEventListener(
  'click',
  (event) => {
    const link = /** @type {Element} */ (event.target).closest?.('a[href]');
    if (!link) return;
    const url = new URL(link.getAttribute('href'), location.href);
    if (url.origin !== location.origin || url.pathname !== '/admin/' || !url.searchParams.has('find')) return;
    event.preventDefault();
    event.stopPropagation();
    openFinder();
  },
  true,
);
document.body.append(dialog);

/** The finder's button sits beside the CMS's own search bar, wherever the CMS shows one. */
function placeOpener() {
  const bar = [...document.querySelectorAll('.sui.search-bar')].find((element) => !element.hidden);
  if (!bar) opener.remove();
  else if (bar.nextElementSibling !== opener) bar.after(opener);
}
new MutationObserver(placeOpener).observe(document.body, { childList: true, subtree: true });

// Loaded as /admin/?find (a link from the status page): the admin opens with the finder.
if (new URLSearchParams(location.search).has('find')) {
  history.replaceState(history.state, '', `/admin/${location.hash}`);
  openFinder();
}
