/**
 * A scratch copy of the project, for tests that build it with one file changed. It lives under dist-*, which git,
 * the linters and the type checker ignore, inside the project so that packages resolve from its node_modules.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SKIPPED =
  /^(node_modules|\.git|\.astro|test-results|playwright-report|shots-report|coverage|review-pack|dist(-.*)?)$/;

export interface ProjectCopy {
  dir: string;
  /** Replaces `from` in a file of the copy; throws when `from` is not there, so a stale test cannot pass silently. */
  edit(file: string, from: string | RegExp, to: string): void;
  /** `astro build` in the copy, into its own dist/. */
  build(env?: NodeJS.ProcessEnv): { status: number | null; output: string };
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
      const childEnv: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env };
      delete childEnv.ASTRO_OUT_DIR;
      const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build'], {
        cwd: dir,
        env: childEnv,
        encoding: 'utf8',
      });
      return { status: run.status, output: run.stdout + run.stderr };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
