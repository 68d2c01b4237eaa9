import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { failingGit } from './harness/failing-git';

const fixture = (name: string) => `tests/fixtures/i18n/${name}`;
/** The fixtures' languages, whatever the site publishes: en the reference, br overriding pt. */
const FIXTURE_LANGUAGES = 'en,es,pt,br:pt';
const cli = fileURLToPath(new URL('./i18n-check.mjs', import.meta.url));

/**
 * The command on a fixture, with a git that fails: the check reads the files alone, so it must call none, and its
 * totals count the fixture's findings whatever history the checkout has.
 */
function runCli(fixtureDir: string, ...options: string[]) {
  const git = failingGit();
  const run = spawnSync(process.execPath, [cli, fixtureDir, '--languages', FIXTURE_LANGUAGES, ...options], {
    encoding: 'utf8',
    env: git.env,
  });
  const gitCalls = git.calls();
  git.remove();
  return { status: run.status, output: run.stdout + run.stderr, gitCalls };
}

// Each test runs the command as a process: on a busy machine that takes seconds.
describe('npm run i18n:check', { timeout: 30_000 }, () => {
  it('exits 1 and prints the report when there are errors', () => {
    const { status, output, gitCalls } = runCli(fixture('placeholder'));
    expect(status).toBe(1);
    expect(output).toContain('homepage.women.p2: Keep {{email}}');
    expect(output).toContain('Total: 2 errors, 0 warnings.');
    expect(gitCalls).toEqual([]);
  });
  it('exits 1 when br.json brings back a European term, naming the key and the Brazilian one', () => {
    const { status, output } = runCli(fixture('glossary'));
    expect(status).toBe(1);
    expect(output).toMatch(/glossary\/br\.json \(2 overrides of pt\.json\): 3 errors/);
    expect(output).toContain('glossary term    menu.patients: "Utentes" → pacientes');
  });
  it('exits 0 when there are only warnings', () => {
    const { status, output, gitCalls } = runCli(fixture('claim'));
    expect(status).toBe(0);
    expect(output).toContain('Total: 0 errors, 2 warnings.');
    expect(gitCalls).toEqual([]);
  });
  it('exits 0 on clean dictionaries', () => {
    const { status, output } = runCli(fixture('clean'));
    expect(status).toBe(0);
    expect(output).toMatch(/es\.json \(11 strings\): OK/);
  });
  it('with --strict, exits 1 on a dictionary still in English, and 0 on clean ones', { timeout: 60_000 }, () => {
    const copied = runCli(fixture('identical'), '--strict');
    expect(copied.status).toBe(1);
    expect(copied.output).toMatch(/error +same as English +menu\.store: is the same as in English: "Store"/);
    expect(runCli(fixture('identical')).status).toBe(0);
    expect(runCli(fixture('clean'), '--strict').status).toBe(0);
  });
});
