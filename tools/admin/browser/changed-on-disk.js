/**
 * An open form says when its files change on disk: saved in another tab of the admin, pulled by git, or edited by
 * a developer. The form's files are checked every second while the tab is in view, and at once when it comes
 * into view again or another form opens (a hidden tab's timers are slowed). When a file differs from what the
 * form was made from (repository-files.js), a note at the top of the form names the strings that changed, and
 * each of those fields says what the file says now, before the editor types over words they have not seen.
 * Saving keeps those changes (merge-on-save.js).
 */
import { filesOfForm } from './edited-files.js';
import { fieldNotes } from './field-notes.js';
import { changedStrings, shownValue } from './merge-changes.js';
import { diskFile, formBase } from './repository-files.js';

/** Marks the notes this script adds. */
const NOTE = 'changed-on-disk';
/** How often the open form's files are checked, in milliseconds: a save in another tab shows within about this. */
const CHECK_EVERY = 1000;
/** How many changed strings the note at the top names; the fields say the rest. */
const NAMED = 5;

const style = document.createElement('style');
style.textContent = `.${NOTE}{margin:4px 0 0;font-size:var(--sui-font-size-small,13px);
color:var(--sui-warning-foreground-color,#8a4b00)}
p.${NOTE}[role="status"]{margin:0;padding:8px 16px;font-size:var(--sui-font-size-default,14px);
background:var(--sui-warning-background-color,#fff4e0)}`;
document.head.append(style);

const showFieldNotes = fieldNotes(NOTE);
const notice = document.createElement('p');
notice.className = NOTE;
notice.setAttribute('role', 'status');

/** By path: the file's text as last read, with the time and size it was read at, so that it is read once a change. */
const lastRead = new Map();

/** The file's text on disk now, read again only when its time or size has changed. */
async function textOnDisk(path) {
  const file = await diskFile(path);
  if (!file) return undefined;
  const stamp = `${file.lastModified} ${file.size}`;
  if (lastRead.get(path)?.stamp !== stamp) lastRead.set(path, { stamp, text: await file.text() });
  return lastRead.get(path).text;
}

/** The strings of each file of the open form that differ on disk from what the form was made from. */
async function changesUnderForm() {
  const changes = [];
  for (const file of await filesOfForm()) {
    const base = formBase(file.path);
    const now = base === undefined ? undefined : await textOnDisk(file.path);
    if (now === undefined || now === base) continue;
    try {
      const strings = changedStrings(base, now);
      if (strings.length) changes.push({ file, strings });
    } catch {
      // Not JSON on disk now (a merge half done): a save says so, naming the file.
    }
  }
  return changes;
}

/** The note at the top of the form: which strings of which files changed, and what saving does with them. */
function describe(changes) {
  const files = changes.map(({ file, strings }) => {
    const keys = strings.map(({ key }) => key);
    const named = keys.length > NAMED ? [...keys.slice(0, NAMED), `${keys.length - NAMED} more`] : keys;
    return `${file.path.split('/').at(-1)} changed on disk since you opened this form: ${named.join(', ')}.`;
  });
  return `⚠ ${files.join(' ')} Saving keeps these changes, and asks which text to keep where you changed the same string. Save, then reload the page to see them in the form.`;
}

/** What the notes show now, to change them only when it changes. */
let shown = '';

async function check() {
  const changes = await changesUnderForm();
  const toolbar = document.querySelector(
    '[role="group"][aria-label="Content Editor"] [role="toolbar"][aria-label="Primary"]',
  );
  if (changes.length && toolbar) {
    // Set only when it changes: a status region says each new text aloud.
    const text = describe(changes);
    if (notice.textContent !== text) notice.textContent = text;
    if (toolbar.nextElementSibling !== notice) toolbar.after(notice);
  } else notice.remove();
  const notes = changes.flatMap(({ file, strings }) =>
    strings.map(({ key, after }) => ({
      lang: file.pane,
      key,
      content: [
        after === undefined
          ? '⚠ Changed on disk since you opened this form: the file no longer has it.'
          : `⚠ Changed on disk since you opened this form: it now says “${shownValue(after)}”.`,
      ],
    })),
  );
  if (JSON.stringify(notes) !== shown) {
    shown = JSON.stringify(notes);
    showFieldNotes(notes);
  }
}

/** Checks now, unless a check is under way: one at a time, the next starting once the last is done. */
let checking;
const checkNow = () => {
  checking ??= check()
    .catch((error) => console.error('The admin could not check its files on disk.', error))
    .finally(() => (checking = undefined));
};

setInterval(() => {
  if (document.visibilityState === 'visible') checkNow();
}, CHECK_EVERY);
addEventListener('hashchange', checkNow);
addEventListener('focus', checkNow);
document.addEventListener('visibilitychange', checkNow);
