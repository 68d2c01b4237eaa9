/**
 * Starts the content admin: Sveltia CMS (its ES module build, served from node_modules) with the file
 * format that keeps each file's layout (dictionary-json.js) and the configuration tools/admin/serve.mjs
 * makes from the dictionaries.
 */
import CMS from '/admin/cms/npm/index.js';
import { formatFile, parseFile } from './dictionary-json.js';

CMS.registerCustomFormat('dictionary-json', 'json', { fromFile: parseFile, toFile: formatFile });
const response = await fetch('/admin/config.json', { cache: 'no-store' });
await CMS.init({ config: await response.json() });
