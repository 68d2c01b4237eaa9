/**
 * The two sides of `npm run shots`, each in a folder of its own under dist-* (which git, the linters and the type
 * check ignore) and built there by its own `npm run build` and `npm run build:flags`, so the checkout's dist/ is
 * left alone: the working tree as it is now, copied (tools/harness/project-copy.ts), and a commit, checked out beside it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, copyProject } from './harness/project-copy.ts';

/** @typedef {{ dir: string; remove: () => void }} Checkout */

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' }).trim();

/** The commit a name stands for, or an error naming it. */
export function resolveCommit(name) {
  try {
    return git('rev-parse', '--verify', '--quiet', `${name}^{commit}`);
  } catch {
    throw new Error(`${name} is not a commit of this repository`);
  }
}

/** Whether the commit's dependencies differ from the ones installed (its build then uses the installed ones). */
export const dependenciesDiffer = (commit) => git('diff', '--name-only', commit, '--', 'package-lock.json') !== '';

/** @returns {Checkout} the working tree, uncommitted changes included */
export function copyWorkingTree() {
  return copyProject('shots-now');
}

/**
 * A detached worktree of the commit, using this checkout's packages (a link to its node_modules, with Astro's
 * image cache, so images both sides share are encoded once).
 * @returns {Checkout}
 */
export function checkOut(commit) {
  const dir = join(ROOT, 'dist-shots-against');
  const remove = () => {
    // The link first: the worktree's own files go, never the packages it borrows.
    rmSync(join(dir, 'node_modules'), { force: true });
    try {
      git('worktree', 'remove', '--force', dir);
    } catch {
      // Not a worktree (any more): a folder left by a run that was killed.
      rmSync(dir, { recursive: true, force: true });
    }
  };
  remove();
  git('worktree', 'add', '--detach', '--quiet', dir, commit);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return { dir, remove };
}

/** The build running now, so that an interrupted run can stop it before its folder goes. */
let running = null;

/** Stops the build that is running, if any (its npm, shell and Astro: a process group of their own). */
export async function stopBuild() {
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  process.kill(-running.pid, 'SIGTERM');
  await once(running, 'exit');
}

async function npmRun(dir, script, label) {
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  delete env.ASTRO_OUT_DIR;
  running = spawn('npm', ['run', '--silent', script], { cwd: dir, env, detached: true, stdio: 'pipe' });
  let output = '';
  running.stdout.setEncoding('utf8').on('data', (text) => (output += text));
  running.stderr.setEncoding('utf8').on('data', (text) => (output += text));
  const [code] = await once(running, 'exit');
  if (code !== 0)
    throw new Error(`${label} does not build: npm run ${script} says\n${output.split('\n').slice(-30).join('\n')}`);
}

/** Builds a checkout both ways; resolves with its two build folders. `label` names it in an error. */
export async function buildBoth(dir, label) {
  await npmRun(dir, 'build', label);
  await npmRun(dir, 'build:flags', label);
  return { default: join(dir, 'dist'), flags: join(dir, 'dist-flags') };
}
