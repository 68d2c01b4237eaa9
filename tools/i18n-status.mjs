/**
 * `npm run i18n:status [folder] [--json]`: which es, pt and br strings translate an older English (or,
 * for br, Portuguese) string, and which are missing, from the dictionaries' git history (rules in
 * tools/i18n-status.lib.ts). It informs and never fails: it exits 0, also without history.
 */
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatStatus, translationStatus } from './i18n-status.lib.ts';

const { values, positionals } = parseArgs({
  options: { json: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const dir = positionals[0] ?? fileURLToPath(new URL('../src/i18n/locales', import.meta.url));
const inside = relative(process.cwd(), resolve(dir));
const report = translationStatus(inside.startsWith('..') ? resolve(dir) : inside || '.');
console.log(values.json ? JSON.stringify(report, null, 2) : formatStatus(report));
