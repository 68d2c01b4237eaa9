/**
 * A `git` that fails and logs each call, first on a child's PATH: a command run with it shows whether it needs git.
 * The build and the dictionary check must not (a tree exported with `git archive` has no history), so their tests
 * run them with it and expect no call.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export interface FailingGit {
  /** process.env with this git first on PATH. */
  env: NodeJS.ProcessEnv;
  /** The calls since the last `forget()`, one "git <arguments>" each. */
  calls(): string[];
  forget(): void;
  remove(): void;
}

export function failingGit(): FailingGit {
  const dir = mkdtempSync(join(tmpdir(), 'failing-git-'));
  const log = join(dir, 'calls.log');
  // Exit 128, as git does outside a repository, with nothing on stdout that could be read as an answer.
  const script = `#!/bin/sh\necho "git $*" >> '${log}'\necho 'git: not available here' >&2\nexit 128\n`;
  writeFileSync(join(dir, 'git'), script, { mode: 0o755 });
  return {
    env: { ...process.env, PATH: `${dir}${delimiter}${process.env.PATH ?? ''}` },
    calls: () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []),
    forget: () => rmSync(log, { force: true }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
