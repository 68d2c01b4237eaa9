import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isPlaceholderHost, launchGaps, runGate, serverNames, type LaunchFacts } from './launch-check.lib.ts';

/** A site whose client has supplied everything. */
const supplied: LaunchFacts = {
  siteUrl: 'https://www.adhera-medical.com',
  contactEmail: 'contact@adhera-medical.com',
  storeUrl: 'https://store.adhera-medical.com',
  partners: [{ name: 'A real partner', url: 'https://partner.org' }],
  claims: {
    moreTissue: {
      statement: 'Up to 30% more tissue',
      figures: [30],
      keys: ['homepage.why.bullet1'],
      source: { citation: 'Author A. Title. Journal. 2024;1:1-2.', url: 'https://doi.org/10.1000/1' },
    },
  },
  references: { fda: 'K123456', anvisa: '80000000001' },
  intendedUse: { confirmed: true, instructionsUrl: 'https://www.adhera-medical.com/ifu.pdf' },
  testimonials: [{ file: 'src/content/testimonials/real.json', name: 'A. Patient', illustrative: false }],
  hostNames: [{ file: 'deploy/nginx/adhera.conf', names: ['www.adhera-medical.com'] }],
};

describe('the launch gate', () => {
  it('passes a site with everything supplied: exit 0 and no item', () => {
    expect(launchGaps(supplied)).toEqual([]);
    expect(runGate(supplied)).toEqual({ output: 'Launch gate: nothing left to supply.', exitCode: 0 });
    expect(JSON.parse(runGate(supplied, { json: true }).output)).toEqual({ gaps: [] });
  });

  it('lists each stand-in with the file or key to edit, and exits 1', () => {
    const facts: LaunchFacts = {
      ...supplied,
      contactEmail: 'contact@adhera.example',
      partners: [{ name: 'Stand-in', url: 'https://stand-in.example' }],
      claims: { moreTissue: { ...supplied.claims.moreTissue!, source: null } },
      references: { fda: null, anvisa: '80000000001' },
      intendedUse: { confirmed: false, instructionsUrl: null },
      testimonials: [{ file: 'src/content/testimonials/sample.json', name: 'Sample', illustrative: true }],
      hostNames: [{ file: 'deploy/nginx/adhera.conf', names: ['www.adhera.example'] }],
    };
    expect(launchGaps(facts).map(({ group, where }) => `${group}: ${where}`)).toEqual([
      'Addresses: src/config/site.ts CONTACT_EMAIL',
      'Addresses: src/config/site.ts PARTNERS',
      'Addresses: deploy/nginx/adhera.conf',
      'Testimonials: src/content/testimonials/sample.json illustrative',
      'Claim sources: src/data/claims.ts moreTissue.source',
      'Regulatory references: src/config/regulatory.ts REGULATORY_REFERENCES.fda',
      'Intended use: src/i18n/locales/*.json homepage.approvals.intendedUse, then src/config/regulatory.ts INTENDED_USE.confirmed',
      'Intended use: src/config/regulatory.ts INTENDED_USE.instructionsUrl',
    ]);
    const { output, exitCode } = runGate(facts);
    expect(exitCode).toBe(1);
    expect(output).toMatch(/^Launch gate: 8 item\(s\)/);
    expect(output).toContain('no FDA 510(k) number');
  });

  it('treats reserved and loopback hosts as placeholders, and any other as real', () => {
    for (const host of ['www.adhera.example', 'example.com', 'site.test', 'localhost', '127.0.0.1', 'a.invalid']) {
      expect(isPlaceholderHost(host), host).toBe(true);
    }
    for (const host of ['www.adhera-launch-test.com', 'adhera.com.br', 'examples.com']) {
      expect(isPlaceholderHost(host), host).toBe(false);
    }
  });

  it('reads the server names of an nginx config', () => {
    expect(serverNames('server {\n  listen 80;\n  server_name www.a.example a.example;\n}')).toEqual([
      'www.a.example',
      'a.example',
    ]);
  });
});

describe('npm run check:launch on this site', () => {
  const cli = fileURLToPath(new URL('./launch-check.mjs', import.meta.url));
  const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

  it('exits 1 and lists, today, the placeholders the client has to replace', () => {
    const { status, stdout } = run();
    expect(status).toBe(1);
    for (const expected of [
      'contact@adhera.example',
      'PARTNERS',
      'illustrative',
      'no source for',
      'no FDA 510(k) number',
    ]) {
      expect(stdout).toContain(expected);
    }
    expect(stdout).toContain('drafts, not confirmed');
  });

  it('gives the same list to machines with --json', () => {
    const text = run().stdout;
    const { gaps } = JSON.parse(run('--json').stdout) as { gaps: { what: string }[] };
    expect(gaps.length).toBeGreaterThan(0);
    expect(text).toMatch(new RegExp(`^Launch gate: ${gaps.length} item`));
    for (const { what } of gaps) expect(text).toContain(what);
  });
});
