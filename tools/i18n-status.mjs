/**
 * `npm run i18n:status [folder] [--json] [--languages en,es,pt,br:pt]`: which strings of each language translate
 * an older English (or, for br, Portuguese) string, and which are missing, from the dictionaries' git history (rules in
 * tools/i18n-status.lib.ts). It informs and never fails: it exits 0, also without history.
 * `--reviewed es` (every outdated es string) or `--reviewed es:menu.home` (one) records that a reviewer
 * found them still right; they leave the list until their source changes again. A target that names no
 * outdated translation exits 2.
 */
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseLanguageList } from '../lib/i18n-check.ts';
import { REVIEWS_FILE, formatStatus, markReviewed, translationStatus } from './i18n-status.lib.ts';

const { values, positionals } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    reviewed: { type: 'string', multiple: true },
    languages: { type: 'string' },
  },
  allowPositionals: true,
});
// A folder of other dictionaries may bring its own languages, as i18n:check takes them (en,es,pt,br:pt).
const table = values.languages ? parseLanguageList(values.languages) : undefined;
const dir = positionals[0] ?? fileURLToPath(new URL('../src/i18n/locales', import.meta.url));
const inside = relative(process.cwd(), resolve(dir));
const folder = inside.startsWith('..') ? resolve(dir) : inside || '.';
if (values.reviewed?.length) {
  try {
    const marked = markReviewed(folder, values.reviewed, table);
    console.log(`${marked} translation(s) recorded as reviewed in ${join(folder, REVIEWS_FILE)}\n`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}
const report = translationStatus(folder, table);
console.log(values.json ? JSON.stringify(report, null, 2) : formatStatus(report));
