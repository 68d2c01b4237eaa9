/**
 * Starts the content admin: Sveltia CMS (its ES module build, served from node_modules) with the file
 * format that keeps each file's layout (dictionary-json.js), saving only what each form changed on the files as
 * they are on disk (merge-on-save.js), and the configuration tools/admin/serve.mjs makes from the dictionaries.
 */
import { FORMAT, parseFile } from './dictionary-json.js';
import { adminConfig } from './edited-files.js';
import { formatForSave } from './merge-on-save.js';
import CMS from '/admin/cms/npm/index.js';

CMS.registerCustomFormat(FORMAT, 'json', { fromFile: parseFile, toFile: formatForSave });
await CMS.init({ config: await adminConfig });
