/**
 * A save of the admin's forms changes only what the form changed since it was opened, on each file as it is on
 * disk at the moment of saving (merge-changes.js): what another tab, a `git pull` or a developer's editor changed
 * meanwhile stays. Sveltia CMS writes the whole copy it loaded, so the admin steps in twice:
 *
 * - Its file format (`toFile`, formatForSave below) runs for every file of a save before any is written. A string
 *   that the form and the disk both changed, to different texts, holds the save there until the editor chooses
 *   which to keep (conflict-dialog.js): nothing is written before, and going back to the form writes nothing.
 * - The CMS writes a file as a temporary one that it then moves over the file. That move (wrapped below) reads
 *   the file again and writes the merge in place of the form's copy, while the admin's other tabs wait (a Web
 *   Lock per file), so that none of their saves lands between the reading and the writing.
 */
import { SOURCE, formatFile } from './dictionary-json.js';
import { askWhichToKeep } from './conflict-dialog.js';
import { editedFile } from './edited-files.js';
import { mergeChanges, shownValue } from './merge-changes.js';
import { diskFile, formBase, loadedPath, pathOf, readHandle, settleSave } from './repository-files.js';

/** By path: the editor's choices for the strings both changed, until a save of the file is written. */
const choices = new Map();

/** The form's text merged on the file at `path` as it is on disk now. */
async function mergeOnDisk(path, form) {
  const disk = await diskFile(path);
  if (disk === undefined) throw new Error(`Not saved: ${path} is no longer on disk. Restore it, then save again.`);
  return mergeChanges({ base: formBase(path), form, disk: await disk.text(), name: path }, choices.get(path));
}

/**
 * Sveltia CMS `toFile`: the form's data as the file's text (dictionary-json.js), once no string the form changed
 * conflicts with the file on disk, or the editor has chosen for each that does.
 * @throws {Error} When the editor goes back to the form instead: the CMS then writes nothing.
 */
export async function formatForSave(content) {
  const form = formatFile(content);
  const path = loadedPath(content[SOURCE]);
  if (path === undefined) return form;
  for (;;) {
    let conflicts;
    try {
      ({ conflicts } = await mergeOnDisk(path, form));
    } catch {
      // A file that cannot be merged now (gone, or not JSON) is reported as the CMS writes it, below.
      return form;
    }
    if (!conflicts.length) return form;
    const answers = await askWhichToKeep(await editedFile(path), conflicts);
    if (!answers) throw new Error('Not saved: the editor went back to the form.');
    choices.set(path, [...(choices.get(path) ?? []), ...answers]);
  }
}

/** Why a save was refused after the editor chose: the disk changed again, in the same strings. */
const conflictMessage = (path, conflicts) =>
  `Not saved: while saving, ${path} changed on disk again. ` +
  conflicts
    .map(({ key, disk, form }) => `${key} says “${shownValue(disk)}” there and “${shownValue(form)}” in this form.`)
    .join(' ') +
  ' Save again to choose which to keep.';

/** Writes the whole of a text to a file handle. */
async function writeText(handle, text) {
  const writable = await handle.createWritable();
  await writable.write(text);
  await writable.close();
}

const { move } = FileSystemFileHandle.prototype;
FileSystemFileHandle.prototype.move = async function (...args) {
  const [directory, name] = args;
  const path = typeof name === 'string' ? await pathOf(directory, name) : undefined;
  if (path === undefined || formBase(path) === undefined || !(await editedFile(path))) return move.apply(this, args);
  return navigator.locks.request(`admin-save:${path}`, async () => {
    const form = await readHandle(this);
    const { text, conflicts } = await mergeOnDisk(path, form);
    if (conflicts.length) throw new Error(conflictMessage(path, conflicts));
    await writeText(this, text);
    await move.apply(this, args);
    settleSave(path, form);
    choices.delete(path);
  });
};
