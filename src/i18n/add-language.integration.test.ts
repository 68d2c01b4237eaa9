/**
 * Adding a language is a dictionary, a row in the language table and a flag (README, "Add a language"): a copy
 * of the project gets exactly those, builds, and has the language everywhere a visitor or a crawler looks.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, copyProject } from '../../tests/project-copy';

const scratch = copyProject('fifth-language');
afterAll(() => scratch.remove());
const built = (file: string) => readFileSync(join(scratch.dir, 'dist', file), 'utf8');
const run = (args: string[]) => {
  const result = spawnSync(process.execPath, args, {
    cwd: scratch.dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { status: result.status, output: result.stdout + result.stderr };
};

describe('a fifth language, French, added to a copy of the project', () => {
  it('builds with its pages, hreflang, sitemap, language menu and not-found page', { timeout: 900_000 }, () => {
    copyFileSync(join(ROOT, 'src/i18n/locales/en.json'), join(scratch.dir, 'src/i18n/locales/fr.json'));
    scratch.edit(
      'src/i18n/language-table.mjs',
      /(\n\]\);)/,
      "\n  { code: 'fr', tag: 'fr', ogLocale: 'fr_FR', autonym: 'Français' },$1",
    );
    writeFileSync(
      join(scratch.dir, 'src/assets/flags/fr.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><path fill="#002654" d="M0 0h1v2H0z"/>' +
        '<path fill="#fff" d="M1 0h1v2H1z"/><path fill="#ce1126" d="M2 0h1v2H2z"/></svg>',
    );

    const { status, output } = scratch.build();
    expect(status, output).toBe(0);

    for (const page of ['fr.html', 'fr/patients.html', 'fr/innovation.html', 'fr/impact.html', 'fr/404.html']) {
      expect(built(page), page).toMatch(/<html lang="fr"/);
    }
    const english = built('en/impact.html');
    expect(english).toMatch(/<link rel="alternate" hreflang="fr" href="[^"]*\/fr\/impact"/);
    expect(english).toContain('content="fr_FR"');
    // The language menu offers it by its own name, on every other language's pages.
    expect(english).toMatch(/href="\/fr\/impact"[^>]*>[\s\S]{0,400}?Français/);
    expect(built('sitemap-0.xml')).toMatch(/<loc>[^<]*\/fr\/patients<\/loc>/);
    expect(built('_redirects')).toContain('/fr/* /fr/404.html 404');
    expect(built('_redirects')).not.toMatch(/^\/fr\/\* \/pt/m);
  });

  it('passes the URL rule tests once the host configs are written again', { timeout: 300_000 }, () => {
    const write = run(['tools/host-configs.mjs']);
    expect(write.status, write.output).toBe(0);
    expect(readFileSync(join(scratch.dir, 'deploy/nginx/adhera.conf'), 'utf8')).toContain('en|es|pt|br|fr');
    const vitest = join(ROOT, 'node_modules/vitest/vitest.mjs');
    const rules = run([vitest, 'run', '--project', 'unit', 'deploy/rules.test.ts', 'tools/host-configs.test.ts']);
    expect(rules.status, rules.output).toBe(0);
    expect(rules.output).toMatch(/Tests +\d+ passed/);
  });
});
