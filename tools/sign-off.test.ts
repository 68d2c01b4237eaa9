import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { projectItems } from '../lib/review-items.ts';
import { SIGN_OFF_FILE } from '../lib/sign-off.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// Each test runs the command as a process: on a busy machine that takes seconds, not a state to wait for.
describe('npm run sign-off on this site', { timeout: 30_000 }, () => {
  const cli = fileURLToPath(new URL('./sign-off.mjs', import.meta.url));
  const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

  it('lists every item with the words it is read with and where it stands', () => {
    const { status, stdout } = run('--list');
    expect(status).toBe(0);
    const items = projectItems(ROOT);
    expect(stdout).toMatch(new RegExp(`^Sign-off \\(${SIGN_OFF_FILE}\\) of the words today: ${items.length} items,`));
    for (const { id, fingerprint } of items) {
      expect(stdout).toMatch(new RegExp(`\\n${id} +${fingerprint.slice(0, 12)} +(approved|changes|re-opened|open)`));
    }
  });

  it('refuses an unknown item and records nothing', () => {
    const before = readFileSync(`${ROOT}/${SIGN_OFF_FILE}`, 'utf8');
    const { status, stderr } = run('claim:nowhere', '--approve', '--role', 'medical', '--reviewer', 'Dr M');
    expect(status).toBe(1);
    expect(stderr).toContain('Unknown item "claim:nowhere"');
    expect(readFileSync(`${ROOT}/${SIGN_OFF_FILE}`, 'utf8')).toBe(before);
  });
});
