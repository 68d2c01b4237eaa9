/**
 * Which files of the repository the admin's forms edit, read from the configuration the admin serves
 * (tools/admin/config.ts): each language's dictionary file, and each testimonial's file in its folder, all in the
 * admin's JSON format (dictionary-json.js), whose saves merge-on-save.js merges.
 */
import { FORMAT } from './dictionary-json.js';

/** The CMS's configuration, as CMS.init takes it: read once, for the CMS and for the admin's page scripts. */
export const adminConfig = fetch('/admin/config.json', { cache: 'no-store' }).then((response) => {
  if (!response.ok) throw new Error(`The admin's configuration could not be read (${response.status}).`);
  return response.json();
});

/**
 * @typedef {object} EditedFile A file a form edits.
 * @property {string} path Its path from the repository's root.
 * @property {string} pane The language code of its form's pane ("_default" in a form without languages).
 * @property {string} [lang] The language code its texts are in, for a file of one language.
 */

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each file path of the admin's format as a pattern, which names the file's language where its path does, with
 * the pane of a file whose path does not: the main language's in a form with languages, the CMS's "_default".
 */
const patterns = adminConfig.then((config) =>
  config.collections.flatMap(({ folder, extension = 'json', format, files, i18n }) => {
    const pane = i18n ? config.i18n.default_locale : '_default';
    const ofFormat = folder ? [{ file: `${folder}/{{slug}}.${extension}`, format }] : files;
    const templates = ofFormat.filter((file) => (file.format ?? format) === FORMAT).map(({ file }) => file);
    return templates.map((template) => ({
      pane,
      pattern: new RegExp(
        `^${escape(template).replace(escape('{{locale}}'), '(?<lang>[^/]+)').replace(escape('{{slug}}'), '[^/]+')}$`,
      ),
    }));
  }),
);

/**
 * The edited file at this path from the repository's root; undefined for any other file.
 * @returns {Promise<EditedFile | undefined>}
 */
export async function editedFile(path) {
  for (const { pane, pattern } of await patterns) {
    const lang = pattern.exec(path)?.groups?.lang;
    if (lang) return { path, pane: lang, lang };
    if (pattern.test(path)) return { path, pane };
  }
  return undefined;
}

/**
 * The files of the form the admin shows at this route (`#/collections/<collection>/entries/<entry>`), none
 * elsewhere: a dictionary form's file in each language, a testimonial's file.
 * @returns {Promise<EditedFile[]>}
 */
export async function filesOfForm(hash = location.hash) {
  const [, name, entry] = /^#\/collections\/([^/]+)\/entries\/([^/?]+)/.exec(hash) ?? [];
  const config = await adminConfig;
  const collection = config.collections.find((candidate) => candidate.name === name);
  if (!collection || !entry) return [];
  const template = collection.folder
    ? `${collection.folder}/${decodeURIComponent(entry)}.${collection.extension ?? 'json'}`
    : collection.files?.find((file) => file.name === entry)?.file;
  const paths = !template
    ? []
    : template.includes('{{locale}}')
      ? config.i18n.locales.map((lang) => template.replace('{{locale}}', lang))
      : [template];
  return (await Promise.all(paths.map(editedFile))).filter(Boolean);
}
