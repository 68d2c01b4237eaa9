/**
 * `npm run i18n:check [folder] [--languages en,es,pt,br:pt] [--strict]`: checks each language's dictionary against
 * en.json (the site's languages from src/i18n/language-table.mjs unless listed; "br:pt" overrides pt), and the
 * dictionaries and testimonials against the glossary (rules in lib/i18n-check.ts; terms in
 * lib/i18n-check.glossary.json). Exits 1 when there are errors (the build stops on the same ones); warnings
 * alone exit 0. `--strict` counts a string left as in English as an error: run it on a new language's dictionary
 * before publishing it. Outdated translations are `npm run i18n:status`'s report: this check reads no git history.
 * Node 24 runs the TypeScript rules module directly (type stripping), so there is no build step.
 */
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_TABLE, checkLanguageTable } from '../src/i18n/language-table.mjs';
import { checkFolder, formatReport, parseLanguageList } from '../lib/i18n-check.ts';

const project = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
// Paths inside the project read best relative ("src/i18n/locales/es.json"); others stay absolute.
const shown = (path) => {
  const inside = relative(process.cwd(), resolve(path));
  return inside.startsWith('..') ? resolve(path) : inside || '.';
};
checkLanguageTable(LANGUAGE_TABLE);
const args = process.argv.slice(2);
const strictAt = args.indexOf('--strict');
const strict = strictAt >= 0;
if (strict) args.splice(strictAt, 1);
const listAt = args.indexOf('--languages');
const languages = listAt < 0 ? LANGUAGE_TABLE : parseLanguageList(args.splice(listAt, 2)[1] ?? '');
const given = args[0];
// A folder given on the command line brings its own testimonials/ (the test fixtures do).
const report = given
  ? checkFolder(shown(given), { languages, strict })
  : checkFolder(shown(project('src/i18n/locales')), {
      languages,
      strict,
      testimonials: shown(project('src/content/testimonials')),
    });
console.log(formatReport(report));
process.exitCode = report.errors > 0 ? 1 : 0;
