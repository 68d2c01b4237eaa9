/**
 * The repository folder the CMS edits, as the admin's page scripts read it, and what each edited file said when
 * this tab's forms were made from it. Sveltia CMS keeps the folder to itself, so it is taken where the CMS gets
 * it: from the folder dialog (window.showDirectoryPicker), or, on a later visit, from the permission the CMS asks
 * for the folder it remembered. The CMS reads every file once, when it loads the repository, and makes each form
 * from what it read; then, after a save, from what the form saved. Both are recorded here, so that a save can
 * tell what its form changed (merge-on-save.js) and an open form what changed on disk since (changed-on-disk.js).
 */
import { editedFile } from './edited-files.js';

/** The File System Access API's own reading, for the admin's reads, which are no load of the CMS. */
const { getFile } = FileSystemFileHandle.prototype;

/** @type {FileSystemDirectoryHandle | undefined} */
let folder;
let folderFound;
/** Resolves once the CMS has a folder. */
const folderReady = new Promise((resolve) => (folderFound = resolve));

/** By path: the text each edited file had when this tab's forms were made from it. */
const formBases = new Map();
/** By the text the CMS parsed (trimmed, with \n line ends, as it hands its format): the path it read it from. */
const loadedFrom = new Map();

/** The text as the CMS hands it to its file formats. */
const asParsed = (text) => text.trim().replace(/\r\n?/g, '\n');

/** A folder the CMS now works on: a new one (another repository) starts anew. */
async function adopt(handle) {
  if (folder && (await folder.isSameEntry(handle))) return;
  folder = handle;
  formBases.clear();
  loadedFrom.clear();
  folderFound();
}

if (window.showDirectoryPicker) {
  const { showDirectoryPicker } = window;
  window.showDirectoryPicker = async function (...args) {
    const handle = await showDirectoryPicker.apply(this, args);
    await adopt(handle);
    return handle;
  };
}
const { requestPermission } = FileSystemHandle.prototype;
FileSystemHandle.prototype.requestPermission = async function (...args) {
  const state = await requestPermission.apply(this, args);
  if (this.kind === 'directory' && state === 'granted') await adopt(this);
  return state;
};

/** A handle's path from the repository's root, or undefined outside it. */
export async function pathOf(handle, name) {
  const parts = folder && (await folder.resolve(handle));
  return parts ? [...parts, ...(name === undefined ? [] : [name])].join('/') : undefined;
}

// The CMS's first read of an edited file is its load: the text its forms start from.
FileSystemFileHandle.prototype.getFile = async function (...args) {
  const file = await getFile.apply(this, args);
  const path = await pathOf(this);
  if (path !== undefined && !formBases.has(path) && (await editedFile(path))) {
    const text = await file.text();
    formBases.set(path, text);
    loadedFrom.set(asParsed(text), path);
  }
  return file;
};

/**
 * The file at a path from the repository's root as it is on disk now, or undefined if there is none: its time and
 * size at once, its text when read (right away: the browser refuses a File whose file has changed since).
 * @returns {Promise<File | undefined>}
 */
export async function diskFile(path) {
  await folderReady;
  let handle = folder;
  const parts = path.split('/');
  try {
    for (const part of parts.slice(0, -1)) handle = await handle.getDirectoryHandle(part);
    return await getFile.call(await handle.getFileHandle(parts.at(-1)));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotFoundError') return undefined;
    throw error;
  }
}

/** The text of a file as its forms in this tab start from it: as the CMS loaded it, or as this tab last saved it. */
export const formBase = (path) => formBases.get(path);

/** The path of the file the CMS parsed as this text (a form's data keeps it: dictionary-json.js). */
export const loadedPath = (text) => (typeof text === 'string' ? loadedFrom.get(asParsed(text)) : undefined);

/** Records a save: the CMS now makes this file's forms from the form's text, whatever the merge wrote beside it. */
export const settleSave = (path, formText) => formBases.set(path, formText);

/** The File System Access API's reading of a file handle, not counted as the CMS's. */
export const readHandle = (handle) => getFile.call(handle).then((file) => file.text());
