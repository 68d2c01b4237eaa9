/**
 * Adding a language is the README's recipe ("Add a language"): a dictionary, a row in the language table and a
 * flag. A copy of the project gets exactly those for a language the table does not have, and then builds with the
 * language everywhere a visitor or a crawler looks, and passes the type check, the unit tests, the URL rule tests
 * and the browser tests of one of its pages, with no test edited.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, copyProject } from '../../tools/harness/project-copy';
import { URL_CASES } from '../../lib/url-cases.mjs';
import en from './locales/en.json' with { type: 'json' };
import { LANGUAGE_TABLE, isLang } from './languages';
import { PAGES } from './paths';

/**
 * The new language: a two-letter code the table lacks, that the platform has locale data for, and that the URL
 * cases do not already use as their example of an unsupported code (publishing that one would change what those
 * examples are, not test a new language). The languages the dictionaries name but the site does not offer (German,
 * French, Italian) come first. Its tag, territory and name come from the platform's locale data, as a translator
 * would look them up.
 */
const USED_BY_URL_CASES = new Set(
  URL_CASES.flatMap(({ path, acceptLanguage = '' }) =>
    [...`${path} ${acceptLanguage}`.toLowerCase().matchAll(/(?<![a-z])[a-z]{2}(?![a-z])/g)].map(([code]) => code),
  ),
);
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const CODE = [...Object.keys(en.menu.languages), ...[...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b))].find(
  (code) => !isLang(code) && !USED_BY_URL_CASES.has(code) && Intl.DateTimeFormat.supportedLocalesOf([code]).length > 0,
)!;
const TERRITORY = new Intl.Locale(CODE).maximize().region!;
const NAME = new Intl.DisplayNames([CODE], { type: 'language' }).of(CODE)!;
const AUTONYM = NAME.charAt(0).toLocaleUpperCase(CODE) + NAME.slice(1);
const ROW = `{ code: '${CODE}', tag: '${CODE}', ogLocale: '${CODE}_${TERRITORY}', autonym: '${AUTONYM}' }`;

const scratch = copyProject('fifth-language');
afterAll(() => scratch.remove());
const built = (file: string) => readFileSync(join(scratch.dir, 'dist', file), 'utf8');
const run = (args: string[], env: NodeJS.ProcessEnv = {}) => {
  const result = spawnSync(process.execPath, args, {
    cwd: scratch.dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ASTRO_TELEMETRY_DISABLED: '1', ...env },
  });
  return { status: result.status, output: result.stdout + result.stderr };
};
const bin = (path: string) => join(ROOT, 'node_modules', path);

describe(`a fifth language, ${AUTONYM} (${CODE}), added to a copy of the project`, () => {
  it('is a code the table does not have', () => {
    expect(CODE).toMatch(/^[a-z]{2}$/);
    expect(LANGUAGE_TABLE.map((row) => row.code)).not.toContain(CODE);
  });

  it('builds with its pages, hreflang, sitemap, language menu and not-found page', { timeout: 900_000 }, () => {
    // The recipe: a copy of en.json to translate, with the English claim words beside it, one row, a flag.
    copyFileSync(join(ROOT, 'src/i18n/locales/en.json'), join(scratch.dir, `src/i18n/locales/${CODE}.json`));
    scratch.edit('src/data/claim-words.ts', /\ben: (\/[^/]+\/[a-z]*),/g, `en: $1, ${CODE}: $1,`);
    scratch.edit('src/i18n/language-table.mjs', /(\n\]\);)/, `\n  ${ROW},$1`);
    writeFileSync(
      join(scratch.dir, `src/assets/flags/${CODE}.svg`),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><path fill="#000" d="M0 0h3v1H0z"/>' +
        '<path fill="#fff" d="M0 1h3v1H0z"/></svg>',
    );

    const { status, output } = scratch.build();
    expect(status, output).toBe(0);

    for (const page of [...PAGES, '404'].map((slug) => (slug ? `${CODE}/${slug}.html` : `${CODE}.html`))) {
      expect(built(page), page).toMatch(new RegExp(`<html lang="${CODE}"`));
    }
    const english = built('en/impact.html');
    expect(english).toMatch(new RegExp(`<link rel="alternate" hreflang="${CODE}" href="[^"]*/${CODE}/impact"`));
    expect(english).toContain(`content="${CODE}_${TERRITORY}"`);
    // The language menu offers it by its own name, on every other language's pages.
    expect(english).toMatch(new RegExp(`href="/${CODE}/impact"[^>]*>[\\s\\S]{0,400}?${AUTONYM}`));
    expect(built('sitemap-0.xml')).toMatch(new RegExp(`<loc>[^<]*/${CODE}/patients</loc>`));
  });

  it('passes the URL rule tests once the host configs are written again', { timeout: 300_000 }, () => {
    const write = run(['tools/host-configs.mjs']);
    expect(write.status, write.output).toBe(0);
    expect(readFileSync(join(scratch.dir, 'deploy/nginx/adhera.conf'), 'utf8')).toContain(
      [...LANGUAGE_TABLE.map((row) => row.code), CODE].join('|'),
    );
    const rules = run([bin('vitest/vitest.mjs'), 'run', '--project', 'unit', 'deploy/rules.test.ts']);
    expect(rules.status, rules.output).toBe(0);
    expect(rules.output).toMatch(/Tests +\d+ passed/);
  });

  it('passes the type check and every unit test, none of them edited', { timeout: 600_000 }, () => {
    const check = run([bin('astro/bin/astro.mjs'), 'check']);
    expect(check.status, check.output).toBe(0);
    // The whole unit tier in one child process beside other builds: a slow machine, not a failure, hits 5 s.
    const unit = run([bin('vitest/vitest.mjs'), 'run', '--project', 'unit', '--testTimeout', '60000']);
    expect(unit.status, unit.output).toBe(0);
    expect(unit.output).toMatch(/Tests +\d+ passed/);
  });

  it(
    'shows one of its pages whole in a browser, by the same spec as every other language',
    { timeout: 300_000 },
    () => {
      // Ports of their own (base + 30), beside the suites of this checkout.
      const port = String(Number(process.env.TEST_PORT || 4399) + 30);
      const spec = run(
        [
          bin('@playwright/test/cli.js'),
          'test',
          'tests/e2e/pages.spec.ts',
          '--project',
          'site',
          '-g',
          `/${CODE}/patients `,
        ],
        { TEST_PORT: port },
      );
      expect(spec.status, spec.output).toBe(0);
      expect(spec.output).toMatch(/\d+ passed/);
    },
  );

  it('is still mostly English, which i18n:check --strict refuses to publish', { timeout: 120_000 }, () => {
    const everyday = run(['tools/i18n-check.mjs']);
    expect(everyday.status, everyday.output).toBe(0);
    const strict = run(['tools/i18n-check.mjs', '--strict']);
    expect(strict.status).toBe(1);
    expect(strict.output).toMatch(new RegExp(`${CODE}\\.json \\(\\d+ strings\\): \\d+ errors`));
  });
});
