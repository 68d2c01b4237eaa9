/**
 * "Changed in two places": asks the editor, for each string that both their form and the file on disk changed
 * since the form was opened, which text to keep, showing both. A save holds until they answer
 * (merge-on-save.js): "Save with these choices" goes on with the save, "Back to the form" leaves it unsaved. A
 * save of several files (the dictionary form's languages) asks once, for all of them.
 */
import { adminDialog } from './admin-dialog.js';
import { shownValue } from './merge-changes.js';

const style = document.createElement('style');
style.textContent = `#save-conflict fieldset{margin:.75rem 0;border:1px solid var(--sui-primary-border-color,#ddd);
border-radius:8px}#save-conflict legend{font-weight:600}#save-conflict legend span{font-weight:400}
#save-conflict label{display:block}`;
document.head.append(style);

const dialog = adminDialog(
  'save-conflict',
  'Changed in two places',
  `<p>Nothing is saved yet. Since you opened this form, these strings were changed on disk too (saved in another
tab, or by git or an editor). Choose which text to keep for each: your other changes are saved with them.</p>
<form method="dialog"><div class="conflicts"></div>
<p class="actions"><button value="back">Back to the form</button>
<button value="save" disabled>Save with these choices</button></p></form>`,
);
const list = dialog.querySelector('.conflicts');
const saveButton = dialog.querySelector('button[value="save"]');

/** The files asked about, each with its conflicts' fieldsets and the save's wait for the answer. */
let pending = [];
let asked = 0;

const languageName = (code) => new Intl.DisplayNames('en', { type: 'language' }).of(code) ?? code;

/** One string's question: its key and file, both texts, and the two answers. */
function question({ path, lang }, { key, disk, form }) {
  const fieldset = document.createElement('fieldset');
  const legend = document.createElement('legend');
  const where = document.createElement('span');
  where.textContent = ` in ${path}${lang ? ` (${languageName(lang)})` : ''}`;
  legend.append(key, where);
  const text = (label, value) => {
    const line = document.createElement('p');
    const words = document.createElement('q');
    if (lang) words.lang = lang;
    words.textContent = shownValue(value);
    line.append(`${label}: `, words);
    return line;
  };
  const name = `keep-${(asked += 1)}`;
  const answer = (value, label) => {
    const option = document.createElement('label');
    const radio = document.createElement('input');
    Object.assign(radio, { type: 'radio', name, value });
    option.append(radio, ` ${label}`);
    return option;
  };
  fieldset.append(
    legend,
    text('On disk now', disk),
    text('In this form', form),
    answer('disk', 'Keep the text on disk'),
    answer('form', 'Keep the text in this form'),
  );
  return fieldset;
}

const chosen = (fieldset) => fieldset.querySelector('input:checked')?.value;

dialog.addEventListener('change', () => {
  saveButton.disabled = !pending.every(({ questions }) => questions.every(chosen));
});

dialog.addEventListener('close', () => {
  const save = dialog.returnValue === 'save';
  for (const { conflicts, questions, resolve } of pending) {
    resolve(save ? conflicts.map((conflict, index) => ({ ...conflict, keep: chosen(questions[index]) })) : null);
  }
  pending = [];
  list.replaceChildren();
  saveButton.disabled = true;
  // Going back leaves the CMS to report a save that did not happen: its message would say nothing true here.
  if (!save) dismissNextSaveError();
});

/**
 * Closes the CMS's alert that a save failed ("There was an error while saving the entry. Please try again
 * later."), which shows at once for the save the editor took back.
 */
function dismissNextSaveError() {
  const observer = new MutationObserver(() => {
    const alert = document.querySelector('dialog[role="alertdialog"][open]');
    if (!alert) return;
    observer.disconnect();
    alert.querySelector('button')?.click();
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });
  setTimeout(() => observer.disconnect(), 5000);
}

/** Whether the editor is being asked: their changes are not saved yet. */
export const isAsking = () => dialog.open;

/**
 * Asks which text to keep for each conflict of one file, with any other file of the same save in the same dialog.
 * @param {import('./edited-files.js').EditedFile} file
 * @param {import('./merge-changes.js').Conflict[]} conflicts
 * @returns {Promise<import('./merge-changes.js').Choice[] | null>} The choices, or null for "Back to the form".
 */
export function askWhichToKeep(file, conflicts) {
  return new Promise((resolve) => {
    const questions = conflicts.map((conflict) => question(file, conflict));
    list.append(...questions);
    pending.push({ conflicts, questions, resolve });
    saveButton.disabled = true;
    if (dialog.open) return;
    dialog.returnValue = '';
    dialog.showModal();
  });
}
