/**
 * Notes the admin's page scripts put under one language's field of the CMS's form, such as an outdated
 * translation's hint (outdated-hints.js) or what a file now says on disk (changed-on-disk.js). Sveltia CMS gives a
 * field one hint for every language and draws fields only as they scroll into view, so each note is added
 * whenever the CMS draws its field, and taken away from any other field the CMS carries it to (switching a pane's
 * language keeps its elements and changes their language).
 */

/** The field of `key` in the form pane of `lang` (the CMS marks each pane with its language's code). */
const fieldOf = (lang, key) =>
  document.querySelector(
    `.pane[data-mode="edit"][data-locale="${CSS.escape(lang)}"] .field[data-key-path="${CSS.escape(key)}"]`,
  );

/**
 * @typedef {object} FieldNote
 * @property {string} lang The language of the pane whose field it goes under.
 * @property {string} key The field's key.
 * @property {(string | Node)[]} content What it says.
 */

/**
 * Keeps one kind of note (its elements marked with `className`) under their fields.
 * @param {string} className
 * @returns {(notes: FieldNote[]) => void} Shows these notes, in place of the ones shown before.
 */
export function fieldNotes(className) {
  /** @type {FieldNote[]} */
  let notes = [];
  const sync = () => {
    for (const element of document.querySelectorAll(`.${className}`)) {
      if (element.closest('.field') !== fieldOf(element.dataset.lang, element.dataset.key)) element.remove();
    }
    for (const { lang, key, content } of notes) {
      const field = fieldOf(lang, key);
      if (!field || field.querySelector(`.${className}`)) continue;
      const note = document.createElement('p');
      note.className = className;
      Object.assign(note.dataset, { lang, key });
      note.append(...content.map((part) => (typeof part === 'string' ? part : part.cloneNode(true))));
      (field.querySelector(':scope > .footer') ?? field).append(note);
    }
  };
  const observer = new MutationObserver(sync);
  return (list) => {
    notes = list;
    for (const element of document.querySelectorAll(`.${className}`)) element.remove();
    observer.disconnect();
    if (!notes.length) return;
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-locale', 'data-key-path'],
    });
    sync();
  };
}
