/**
 * A production build must not ship placeholders by accident: `astro build` for a real origin, or with LAUNCH_GATE=1,
 * stops on the launch gate's list. (The override, which builds with a warning, is exercised by tests/e2e/launch-fixture.spec.ts.)
 */
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../tools/harness/project-copy';

const scratch = copyProject('launch-gate');
afterAll(() => scratch.remove());

describe('astro build for a real origin', () => {
  it('fails on the launch gate and lists what the client must still supply', () => {
    const { status, output } = scratch.build({ SITE_URL: 'https://www.adhera-launch-test.com' });
    expect(status, output).not.toBe(0);
    expect(output).toContain('The launch gate stops this build for https://www.adhera-launch-test.com');
    expect(output).toContain('contact address is contact@adhera.example');
    // Until the reviewers have signed, every claim and departure is a gap.
    expect(output).toMatch(/Sign-off:\n {2}- claim:\w+ is not approved: open; awaiting medical, legal, regulatory/);
    expect(output).toContain('LAUNCH_ALLOW_PLACEHOLDERS=1');
    expect(output).not.toMatch(/\[build\] Complete/);
  });

  it('runs with LAUNCH_GATE=1 even when SITE_URL was forgotten, and names it', () => {
    const { status, output } = scratch.build({ LAUNCH_GATE: '1' });
    expect(status, output).not.toBe(0);
    expect(output).toContain('site URL is https://www.adhera.example');
  });

  it('does not run the gate for a placeholder origin', () => {
    // Stops on a broken dictionary right after the gate would have run, so the test stays quick.
    scratch.edit('src/i18n/locales/es.json', /("store": )"([^"]*)"/, "$1'$2'");
    const { output } = scratch.build({ SITE_URL: 'https://staging.adhera.example' });
    expect(output).not.toContain('launch gate');
    expect(output).toContain('is not valid JSON');
  });
});
