/**
 * A scratch copy of the project, for tests that build it with one file changed. It lives under dist-*, which git,
 * the linters and the type checker ignore, inside the project so that packages resolve from its node_modules.
 * Its builds run with a git that fails (tools/harness/failing-git.ts), as a build from an exported tree would find none,
 * and report the calls that git got.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failingGit } from './failing-git.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SKIPPED =
  /^(node_modules|\.git|\.astro|test-results|playwright-report|shots-report|coverage|review-pack|dist(-.*)?)$/;

export interface ProjectCopy {
  dir: string;
  /** Replaces `from` in a file of the copy; throws when `from` is not there, so a stale test cannot pass silently. */
  edit(file: string, from: string | RegExp, to: string): void;
  /** `astro build` in the copy, into its own dist/; `gitCalls` lists each git command it tried to run. */
  build(env?: NodeJS.ProcessEnv): { status: number | null; output: string; gitCalls: string[] };
  remove(): void;
}

export function copyProject(name: string): ProjectCopy {
  const dir = join(ROOT, `dist-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  for (const entry of readdirSync(ROOT).filter((entry) => !SKIPPED.test(entry))) {
    cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  }
  // The project's image cache (Astro's cacheDir), so that the copy's build encodes only the images it changed.
  const images = join(ROOT, 'node_modules/.astro/assets');
  if (existsSync(images)) cpSync(images, join(dir, 'node_modules/.astro/assets'), { recursive: true });
  const git = failingGit();
  return {
    dir,
    edit(file, from, to) {
      const path = join(dir, file);
      const source = readFileSync(path, 'utf8');
      const changed = source.replace(from, to);
      if (changed === source) throw new Error(`${file}: ${String(from)} not found`);
      writeFileSync(path, changed);
    },
    build(env = {}) {
      // Plain text, for the tests to read: picocolors takes any FORCE_COLOR (npm test sets 0) as forcing colour.
      const childEnv: NodeJS.ProcessEnv = { ...git.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', ...env };
      delete childEnv.ASTRO_OUT_DIR;
      delete childEnv.FORCE_COLOR;
      git.forget();
      const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
        cwd: dir,
        env: childEnv,
        encoding: 'utf8',
      });
      return { status: run.status, output: run.stdout + run.stderr, gitCalls: git.calls() };
    },
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
      git.remove();
    },
  };
}
