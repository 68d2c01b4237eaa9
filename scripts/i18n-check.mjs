/**
 * `npm run i18n:check [folder]`: checks es.json, pt.json and br.json against en.json (rules in
 * scripts/i18n-check.lib.ts). Exits 1 when there are errors; warnings alone exit 0.
 * Node 24 runs the TypeScript rules module directly (type stripping), so there is no build step.
 */
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFolder, formatReport } from './i18n-check.lib.ts';

const defaultDir = fileURLToPath(new URL('../src/i18n/locales', import.meta.url));
const absolute = resolve(process.argv[2] ?? defaultDir);
// Paths inside the project read best relative ("src/i18n/locales/es.json"); others stay absolute.
const inside = relative(process.cwd(), absolute);
const dir = inside.startsWith('..') ? absolute : inside || '.';
const report = checkFolder(dir);
console.log(formatReport(report));
process.exitCode = report.errors > 0 ? 1 : 0;
