/**
 * `astro build` stops before rendering when the dictionaries or testimonials would publish something broken: the
 * errors of `npm run i18n:check` (a placeholder that differs from English, markup, an unknown or missing key, a
 * testimonial image that does not exist, a forbidden term), each naming its file, key or field and what to do. It
 * runs the same check as the CLI (lib/i18n-check.ts), so warnings are counted alike and never stop a build.
 * The check reads the files alone, never git, so a build from an exported tree needs no history.
 * `astro dev` (also behind `npm run admin`) reports the errors and keeps serving, so that an editor sees the page.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_TABLE } from '../src/i18n/language-table.mjs';
import { checkFolder, listFindings } from '../lib/i18n-check.ts';

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** @returns {import('astro').AstroIntegration} */
export default function contentCheck() {
  return {
    name: 'content-check',
    hooks: {
      'astro:config:setup': ({ command, config, logger }) => {
        const path = (folder) => relative(process.cwd(), fileURLToPath(new URL(folder, config.root))) || '.';
        const report = checkFolder(path('src/i18n/locales'), {
          languages: LANGUAGE_TABLE,
          testimonials: path('src/content/testimonials'),
        });
        const list = (severity) => listFindings(report, severity).map((line) => `  ${line}`);
        if (report.warnings) {
          logger.warn(
            [`${plural(report.warnings, 'warning')} (npm run i18n:check explains them):`, ...list('warning')].join(
              '\n',
            ),
          );
        }
        if (!report.errors) return;
        const message = [
          `The content check stops this build: ${plural(report.errors, 'error')} would show broken on the pages.`,
          ...list('error'),
          'Fix them in the content admin (npm run admin) or in the files; npm run i18n:check lists them too.',
        ].join('\n');
        if (command !== 'build') return logger.error(message);
        throw new Error(message);
      },
    },
  };
}
