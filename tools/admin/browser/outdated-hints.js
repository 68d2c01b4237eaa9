/**
 * Shows each outdated translation's hint under that language's field only: Sveltia CMS gives a field one hint
 * for every language, so the note (which source language changed, and what it says now) is added here, in the
 * pane of the outdated language, whenever the CMS draws that field. The notes come from tools/admin/serve.mjs
 * (/admin/outdated.json, from the same git history as `npm run i18n:status`).
 */

/** Marks the hints this script adds, so that each is added once and found by the admin's tests. */
const HINT = 'outdated-hint';

const style = document.createElement('style');
style.textContent = `.${HINT}{margin:4px 0 0;font-size:var(--sui-font-size-small,13px);
color:var(--sui-warning-foreground-color,#8a4b00)}.${HINT} a{color:inherit}`;
document.head.append(style);

const response = await fetch('/admin/outdated.json', { cache: 'no-store' });
/** @type {{ lang: string, key: string, note: string, review: string }[]} */
const notes = response.ok ? await response.json() : [];

/** The field of `key` in the form pane of `lang` (the CMS marks each pane with its language's code). */
const fieldOf = (lang, key) =>
  document.querySelector(
    `.pane[data-mode="edit"][data-locale="${CSS.escape(lang)}"] .field[data-key-path="${CSS.escape(key)}"]`,
  );

/**
 * Puts each note under its field where the form shows it, and takes away any note the CMS has carried under
 * another field or language (switching a pane's language keeps its elements and changes their language).
 */
function syncHints() {
  for (const hint of document.querySelectorAll(`.${HINT}`)) {
    if (hint.closest('.field') !== fieldOf(hint.dataset.lang, hint.dataset.key)) hint.remove();
  }
  for (const { lang, key, note, review } of notes) {
    const field = fieldOf(lang, key);
    if (!field || field.querySelector(`.${HINT}`)) continue;
    const hint = document.createElement('p');
    hint.className = HINT;
    Object.assign(hint.dataset, { lang, key });
    const link = document.createElement('a');
    link.href = review;
    link.textContent = 'Review or mark still right';
    hint.append(`${note} `, link);
    (field.querySelector(':scope > .footer') ?? field).append(hint);
  }
}

if (notes.length) {
  new MutationObserver(syncHints).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-locale', 'data-key-path'],
  });
  syncHints();
}
