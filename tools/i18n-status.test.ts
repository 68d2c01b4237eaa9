import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parseLanguageList } from '../lib/i18n-check.ts';
import {
  REVIEWS_FILE,
  fingerprint,
  formatStatus,
  markReviewed as markReviewedIn,
  translationStatus as translationStatusOf,
  type StatusReport,
} from './i18n-status.lib.ts';
import { GIT_ENV } from './harness/git-env.ts';

const statusCli = fileURLToPath(new URL('./i18n-status.mjs', import.meta.url));
const checkCli = fileURLToPath(new URL('./i18n-check.mjs', import.meta.url));

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'i18n-status-'));
  folders.push(folder);
  return folder;
}

type Tree = { [key: string]: string | Tree };

/** A git repository whose root holds the dictionaries; `commit` writes the given files and commits them. */
function dictionaryRepo() {
  const dir = tempFolder();
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: GIT_ENV, encoding: 'utf8' });
  git('init', '--quiet', '--initial-branch=main');
  const write = (files: Record<string, Tree | string>) => {
    for (const [lang, content] of Object.entries(files)) {
      const text = typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`;
      writeFileSync(join(dir, `${lang}.json`), text);
    }
  };
  const commit = (message: string, files: Record<string, Tree | string>) => {
    write(files);
    git('add', '--all');
    git('commit', '--quiet', '-m', message);
  };
  return { dir, git, write, commit };
}

/**
 * The fixture folders' own languages, whatever the site's table holds: three whole dictionaries and one that
 * overrides pt, as br does. The commands take them as `--languages`.
 */
const FIXTURE_LANGUAGES = 'en,es,pt,br:pt';
const translationStatus = (dir: string) => translationStatusOf(dir, parseLanguageList(FIXTURE_LANGUAGES));
const markReviewed = (dir: string, targets: string[]) =>
  markReviewedIn(dir, targets, parseLanguageList(FIXTURE_LANGUAGES));

const EN = { menu: { home: 'Home', contact: 'Contact us' }, rodape: { tagline: 'Saving lives!' } };
const ES = { menu: { home: 'Inicio', contact: 'Contáctenos' }, rodape: { tagline: '¡Salvando vidas!' } };
const PT = { menu: { home: 'Início', contact: 'Contacte-nos' }, rodape: { tagline: 'A salvar vidas!' } };
const BR = { menu: { contact: 'Fale conosco' }, rodape: { tagline: 'Salvando vidas!' } };

/** Outdated keys per language, with the languages whose change made them so: "br menu.contact (pt)". */
const outdated = (report: StatusReport) =>
  report.languages.flatMap(({ lang, outdated: keys }) =>
    keys.map(({ key, because }) => `${lang} ${key} (${because.map((source) => source.lang).join(', ')})`),
  );

describe('translation status from git history', { timeout: 30_000 }, () => {
  it('reports nothing when every translation was written after its source', () => {
    const repo = dictionaryRepo();
    repo.commit('English', { en: EN });
    repo.commit('Translations', { es: ES, pt: PT, br: BR });
    const report = translationStatus(repo.dir);
    expect(report.history).toBe('full');
    expect(outdated(report)).toEqual([]);
    expect(report.missing).toBe(0);
  });

  it('marks es, pt and br outdated when the English string changes after them, and only that key', () => {
    const repo = dictionaryRepo();
    repo.commit('All four', { en: EN, es: ES, pt: PT, br: BR });
    repo.commit('New English tagline', { en: { ...EN, rodape: { tagline: 'Saving lives, one image at a time!' } } });
    expect(outdated(translationStatus(repo.dir))).toEqual([
      'es rodape.tagline (en)',
      'pt rodape.tagline (en)',
      'br rodape.tagline (en)',
    ]);
  });

  it('clears a key once its translation is updated, in a later commit or the same one', () => {
    const repo = dictionaryRepo();
    repo.commit('All four', { en: EN, es: ES, pt: PT, br: BR });
    repo.commit('New English contact', { en: { ...EN, menu: { ...EN.menu, contact: 'Write to us' } } });
    repo.commit('Spanish follows', { es: { ...ES, menu: { ...ES.menu, contact: 'Escríbanos' } } });
    repo.commit('English and Portuguese together', {
      en: { ...EN, menu: { ...EN.menu, contact: 'Write to us today' } },
      pt: { ...PT, menu: { ...PT.menu, contact: 'Escreva-nos hoje' } },
    });
    expect(outdated(translationStatus(repo.dir))).toEqual(['es menu.contact (en)', 'br menu.contact (en, pt)']);
  });

  it('marks a br override outdated when the pt string it overrides changes after it', () => {
    const repo = dictionaryRepo();
    repo.commit('All four', { en: EN, es: ES, pt: PT, br: BR });
    repo.commit('Portuguese contact', { pt: { ...PT, menu: { ...PT.menu, contact: 'Fale connosco' } } });
    expect(outdated(translationStatus(repo.dir))).toEqual(['br menu.contact (pt)']);
  });

  it('lists keys of en.json that es or pt lack or leave empty; br never misses a key', () => {
    const repo = dictionaryRepo();
    repo.commit('All four', {
      en: EN,
      es: { menu: { home: 'Inicio', contact: '' }, rodape: ES.rodape },
      pt: { menu: { home: 'Início' }, rodape: PT.rodape },
      br: {},
    });
    const report = translationStatus(repo.dir);
    expect(report.languages.map(({ lang, missing }) => [lang, missing])).toEqual([
      ['es', ['menu.contact']],
      ['pt', ['menu.contact']],
      ['br', []],
    ]);
    expect(report.missing).toBe(2);
  });

  it('ignores commits that only reorder keys or change whitespace', () => {
    const repo = dictionaryRepo();
    repo.commit('All four', { en: EN, es: ES, pt: PT, br: BR });
    repo.commit('Reformat English', {
      en: `{"rodape":{"tagline":"Saving lives!"},\n    "menu": {"contact": "Contact us", "home": "Home"}}\n`,
    });
    repo.commit('Reformat Portuguese', { pt: JSON.stringify(PT, null, 4) });
    expect(outdated(translationStatus(repo.dir))).toEqual([]);
  });

  it('counts an English change on a branch the translator had not merged, whatever the dates', () => {
    const repo = dictionaryRepo();
    repo.commit('All four', { en: EN, es: ES, pt: PT, br: BR });
    repo.git('checkout', '--quiet', '-b', 'copy');
    repo.commit('English on a branch', { en: { ...EN, menu: { ...EN.menu, home: 'Start' } } });
    repo.git('checkout', '--quiet', 'main');
    repo.commit('Spanish home, without the branch', { es: { ...ES, menu: { ...ES.menu, home: 'Portada' } } });
    repo.git('merge', '--quiet', '--no-edit', 'copy');
    expect(outdated(translationStatus(repo.dir))).toEqual(['es menu.home (en)', 'pt menu.home (en)']);
  });

  it('treats an edit not yet committed as the newest change', () => {
    const repo = dictionaryRepo();
    repo.commit('All four', { en: EN, es: ES, pt: PT, br: BR });
    repo.write({ en: { ...EN, menu: { ...EN.menu, home: 'Start' } } });
    const report = translationStatus(repo.dir);
    expect(outdated(report)).toEqual(['es menu.home (en)', 'pt menu.home (en)']);
    expect(report.languages[0].outdated[0].because[0].changed).toEqual({ commit: '', date: 'uncommitted' });
  });

  it('says so, and still lists missing keys, in a shallow clone', () => {
    const repo = dictionaryRepo();
    repo.commit('English', { en: EN, es: ES, pt: { menu: PT.menu }, br: BR });
    repo.commit('New English tagline', { en: { ...EN, rodape: { tagline: 'Saving lives, one image at a time!' } } });
    const clone = join(tempFolder(), 'clone');
    execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${repo.dir}`, clone], { env: GIT_ENV });
    const report = translationStatus(clone);
    expect(report.history).toBe('shallow');
    expect(report.note).toMatch(/shallow clone/);
    expect(outdated(report)).toEqual([]);
    expect(report.languages[1].missing).toEqual(['rodape.tagline']);
    expect(formatStatus(report)).toContain('outdated translations unknown without the history');
  });

  it('says so outside a git repository', () => {
    const dir = tempFolder();
    writeFileSync(join(dir, 'en.json'), JSON.stringify(EN));
    const report = translationStatus(dir);
    expect(report.history).toBe('none');
    expect(report.note).toMatch(/not in a git repository/);
  });
});

const NEW_TAGLINE = { ...EN, rodape: { tagline: 'Saving lives, one image at a time!' } };
const reviewsIn = (dir: string) => JSON.parse(readFileSync(join(dir, REVIEWS_FILE), 'utf8')) as unknown;

describe('translations a reviewer found still right after their source changed', { timeout: 30_000 }, () => {
  it('leave the list once recorded, and come back when the source changes again', () => {
    const repo = dictionaryRepo();
    repo.commit('All four', { en: EN, es: ES, pt: PT, br: BR });
    repo.commit('New English tagline', { en: NEW_TAGLINE });
    expect(markReviewed(repo.dir, ['es:rodape.tagline'])).toBe(1);
    const report = translationStatus(repo.dir);
    expect(outdated(report)).toEqual(['pt rodape.tagline (en)', 'br rodape.tagline (en)']);
    expect(report.languages[0].reviewed).toEqual(['rodape.tagline']);
    expect(formatStatus(report)).toContain(
      'es.json (3 strings): 0 outdated, 1 reviewed since their source changed, 0 missing',
    );
    repo.commit('Spanish tagline reviewed', {});
    repo.commit('English tagline again', { en: { ...EN, rodape: { tagline: 'Saving lives, image by image!' } } });
    expect(outdated(translationStatus(repo.dir))).toContain('es rodape.tagline (en)');
  });

  it('record every outdated string of a language, a br override against both of its sources', () => {
    const repo = dictionaryRepo();
    repo.commit('All four', { en: EN, es: ES, pt: PT, br: BR });
    repo.commit('English and Portuguese contact', {
      en: { ...EN, menu: { ...EN.menu, contact: 'Write to us' } },
      pt: { ...PT, menu: { ...PT.menu, contact: 'Escreva-nos' } },
    });
    expect(markReviewed(repo.dir, ['br'])).toBe(1);
    expect(outdated(translationStatus(repo.dir))).toEqual(['es menu.contact (en)']);
    expect(reviewsIn(repo.dir)).toEqual({
      br: { 'menu.contact': { en: fingerprint('Write to us'), pt: fingerprint('Escreva-nos') } },
    });
    // The pt string it overrides changes again: the review no longer vouches for it.
    repo.write({ pt: { ...PT, menu: { ...PT.menu, contact: 'Escreva-nos hoje' } } });
    expect(outdated(translationStatus(repo.dir))).toEqual(['es menu.contact (en)', 'br menu.contact (en, pt)']);
  });

  it('refuse a target that names no outdated translation, and drop records whose source has changed', () => {
    const repo = dictionaryRepo();
    repo.commit('All four', { en: EN, es: ES, pt: PT, br: BR });
    repo.commit('New English tagline', { en: NEW_TAGLINE });
    expect(() => markReviewed(repo.dir, ['es:rodape.tagLine'])).toThrow(/no outdated translation with that key/);
    expect(() => markReviewed(repo.dir, ['de'])).toThrow(/no outdated translation in that language/);
    markReviewed(repo.dir, ['es']);
    repo.commit('English tagline again', { en: { ...EN, rodape: { tagline: 'Saving lives, image by image!' } } });
    markReviewed(repo.dir, ['pt']);
    expect(reviewsIn(repo.dir)).toEqual({
      pt: { 'rodape.tagline': { en: fingerprint('Saving lives, image by image!') } },
    });
  });
});

// Each test runs the commands as processes: on a busy machine that takes seconds, not a state to wait for.
describe('the i18n:status and i18n:check commands', { timeout: 30_000 }, () => {
  const run = (cli: string, ...args: string[]) => {
    const result = spawnSync(process.execPath, [cli, ...args, '--languages', FIXTURE_LANGUAGES], {
      encoding: 'utf8',
      env: GIT_ENV,
    });
    return { status: result.status, output: result.stdout + result.stderr };
  };

  it('print a table by language, or JSON, and exit 0 with outdated translations', { timeout: 60_000 }, () => {
    const repo = dictionaryRepo();
    repo.commit('All four', { en: EN, es: ES, pt: PT, br: BR });
    repo.commit('New English tagline', { en: { ...EN, rodape: { tagline: 'Saving lives, one image at a time!' } } });
    const table = run(statusCli, repo.dir);
    expect(table.status).toBe(0);
    expect(table.output).toMatch(/es\.json \(3 strings\): 1 outdated, 0 missing\n {2}key +state/);
    expect(table.output).toMatch(/rodape\.tagline +outdated +en \d{4}-\d\d-\d\d [0-9a-f]{7}/);
    expect(table.output).toContain('br.json (2 overrides of pt.json): 1 outdated');
    const json = run(statusCli, repo.dir, '--json');
    expect(json.status).toBe(0);
    expect((JSON.parse(json.output) as StatusReport).outdated).toBe(3);

    // The dictionary check, as the build runs it, reads no history: outdated translations are this command's.
    const check = run(checkCli, repo.dir);
    expect(check.status).toBe(0);
    expect(check.output).not.toContain('outdated');
    expect(check.output).toContain('Total: 0 errors, 0 warnings.');

    const reviewed = run(statusCli, repo.dir, '--reviewed', 'es', '--reviewed', 'br:rodape.tagline');
    expect(reviewed.status).toBe(0);
    expect(reviewed.output).toContain(`2 translation(s) recorded as reviewed in ${join(repo.dir, REVIEWS_FILE)}`);
    expect(reviewed.output).toContain('Total: 1 outdated translation, 0 missing translations.');
    const misspelt = run(statusCli, repo.dir, '--reviewed', 'pt:rodape.tagLine');
    expect(misspelt.status).toBe(2);
    expect(misspelt.output).toContain('pt:rodape.tagLine: no outdated translation with that key');
  });

  it('exit 0 without git history', () => {
    const dir = tempFolder();
    for (const [lang, tree] of Object.entries({ en: EN, es: ES, pt: PT, br: BR })) {
      writeFileSync(join(dir, `${lang}.json`), JSON.stringify(tree));
    }
    const table = run(statusCli, dir);
    expect(table.status).toBe(0);
    expect(table.output).toContain('is not in a git repository, so there is no history to compare');
  });
});
