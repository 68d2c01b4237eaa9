import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLAIMS } from '../src/data/claims.ts';
import { DEPARTURES } from '../src/data/departures.ts';
import { MARKET_QUESTIONS } from '../src/config/regulatory.ts';
import { projectFacts, quoteText } from '../lib/launch-check.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// Each test runs the command as a process: on a busy machine that takes seconds, not a state to wait for.
describe('npm run check:launch on this site', { timeout: 30_000 }, () => {
  const cli = fileURLToPath(new URL('./launch-check.mjs', import.meta.url));
  const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

  it('exits 1 and lists, today, every placeholder the client has to replace', () => {
    const { status, stdout } = run();
    expect(status).toBe(1);
    const facts = projectFacts(ROOT);
    const count = (text: string) => stdout.split(text).length - 1;
    expect(stdout).toContain('contact address is contact@adhera.example');
    expect(count('is a stand-in (')).toBe(facts.partners.length);
    expect(count('is an illustrative sample')).toBe(facts.testimonials.filter((t) => t.illustrative).length);
    const unsourced = Object.values(CLAIMS).filter(({ source, withheld }) => !source && !withheld);
    expect(count('no source for')).toBe(unsourced.length);
    const references = ['patent number', 'FDA 510(k) number', 'notified body', 'ANVISA', 'PPB certificate number'];
    for (const name of references) expect(stdout).toMatch(new RegExp(`no [^\\n]*${name.replace(/[()]/g, '\\$&')}`));
    expect(stdout).toContain('no legal manufacturer name and address');
    expect(stdout).toContain('drafts, not confirmed');
  });

  it('lists every claim with its evidence, and every departure, each with its sign-off', () => {
    const { stdout } = run();
    for (const [id, claim] of Object.entries(CLAIMS)) {
      const standing = claim.withheld ? 'withheld' : claim.source ? 'sourced' : 'client to supply';
      const explained = claim.withheld ?? (claim.source ? quoteText(claim.source.quote) : claim.evidenceNeeded!);
      expect(stdout).toContain(`  claim:${id}: ${standing}\n`);
      expect(stdout).toContain(explained);
    }
    for (const [id, { brief, why }] of Object.entries(DEPARTURES)) {
      expect(stdout).toMatch(new RegExp(`  departure:${id}: (approved|changes requested|re-opened|open)`));
      expect(stdout).toContain(`      brief: ${brief}\n      why: ${why}`);
    }
  });

  it('lists, today, every market question with its rule until regulatory decides it', () => {
    const { stdout } = run();
    for (const [id, { market, question: asked, rule }] of Object.entries(MARKET_QUESTIONS)) {
      expect(stdout).toContain(`${market}: ${asked} (${rule.citation}`);
      expect(stdout).toContain(`  question:${id}: open; awaiting regulatory\n`);
      expect(stdout).toContain(`      its words: ${quoteText(rule.quote)}`);
    }
  });

  it('gives the same list to machines with --json', () => {
    const text = run().stdout;
    const { gaps } = JSON.parse(run('--json').stdout) as { gaps: { what: string }[] };
    expect(gaps.length).toBeGreaterThan(0);
    expect(text).toMatch(new RegExp(`^Launch gate: ${gaps.length} item`));
    for (const { what } of gaps) expect(text).toContain(what);
  });
});
