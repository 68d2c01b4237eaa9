/**
 * The promise editors rely on: a broken dictionary stops `astro build` with a message naming the file,
 * the line and the key. Unit tests cover the parser; this runs a real build of a scratch copy of the
 * project, because only a build shows that the pages really load the dictionaries through that parser.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const skipped = new Set(['node_modules', '.git', '.astro', 'test-results', 'playwright-report', 'coverage']);
const scratch = mkdtempSync(join(tmpdir(), 'dictionary-build-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('astro build with a broken dictionary', () => {
  it('fails and names the file, line, column and key', () => {
    cpSync(root, scratch, {
      recursive: true,
      filter: (path) => !skipped.has(basename(path)) && !/^dist(-|$)/.test(basename(path)),
    });
    symlinkSync(realpathSync(join(root, 'node_modules')), join(scratch, 'node_modules'));
    const es = join(scratch, 'src/i18n/locales/es.json');
    const source = readFileSync(es, 'utf8');
    const broken = source.replace(/("store": )"([^"]*)"/, "$1'$2'");
    expect(broken).not.toBe(source);
    writeFileSync(es, broken);
    const line = broken.slice(0, broken.indexOf("'")).split('\n').length;

    // The default outDir, inside the copy: Astro resolves its error-reporting modules from there.
    const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
    delete env.ASTRO_OUT_DIR;
    const build = spawnSync(process.execPath, [join(scratch, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: scratch,
      env,
      encoding: 'utf8',
    });
    const output = build.stdout + build.stderr;
    expect(build.status, output).not.toBe(0);
    expect(output).toMatch(
      new RegExp(
        `src/i18n/locales/es\\.json: is not valid JSON at line ${line}, column \\d+, near key "menu\\.store": Unexpected token`,
      ),
    );
  });
});
