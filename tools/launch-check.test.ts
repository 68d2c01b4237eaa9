import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLAIMS } from '../src/data/claims.ts';
import {
  isPlaceholderHost,
  launchGaps,
  projectFacts,
  runGate,
  serverNames,
  type LaunchFacts,
} from './launch-check.lib.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

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
  references: { patent: 'US 11,000,000 B2', fda: 'K123456', ce: '0123', anvisa: '80000000001', kenya: 'PPB/0001' },
  manufacturer: { name: 'Fixture Medical Ltd', address: '1 Fixture Road, Testbury' },
  intendedUse: { confirmed: true, instructionsUrl: 'https://www.adhera-medical.com/ifu.pdf' },
  testimonials: [{ file: 'src/content/testimonials/real.json', name: 'A. Patient', illustrative: false }],
  hostNames: [{ file: 'deploy/nginx/adhera.conf', names: ['www.adhera-medical.com'] }],
};

describe('the launch gate', () => {
  it('passes a site with everything supplied: exit 0 and no line', () => {
    expect(launchGaps(supplied)).toEqual([]);
    expect(runGate(supplied)).toEqual({ output: '', exitCode: 0 });
    expect(JSON.parse(runGate(supplied, { json: true }).output)).toEqual({ gaps: [] });
  });

  it('lists each stand-in with the file or key to edit, and exits 1', () => {
    const facts: LaunchFacts = {
      ...supplied,
      contactEmail: 'contact@adhera.example',
      partners: [{ name: 'Stand-in', url: 'https://stand-in.example' }],
      claims: { moreTissue: { ...supplied.claims.moreTissue!, source: null } },
      references: { ...supplied.references, fda: null },
      manufacturer: { name: 'Fixture Medical Ltd', address: null },
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
      'Regulatory references: src/config/regulatory.ts MANUFACTURER',
      'Intended use: src/i18n/locales/*.json homepage.approvals.intendedUse, then src/config/regulatory.ts INTENDED_USE.confirmed',
      'Intended use: src/config/regulatory.ts INTENDED_USE.instructionsUrl',
    ]);
    const { output, exitCode } = runGate(facts);
    expect(exitCode).toBe(1);
    expect(output).toMatch(/^Launch gate: 9 item\(s\)/);
    expect(output).toContain('no FDA 510(k) number');
  });

  it('lists a source that a reader could not follow', () => {
    const claim = supplied.claims.moreTissue!;
    const withSource = (source: { citation: string; url: string }) => ({
      ...supplied,
      claims: { moreTissue: { ...claim, source } },
    });
    for (const source of [
      { citation: ' ', url: 'https://doi.org/10.1000/1' },
      { citation: 'Author A. Title. 2024.', url: 'http://doi.org/10.1000/1' },
      { citation: 'Author A. Title. 2024.', url: '10.1000/1' },
    ]) {
      expect(launchGaps(withSource(source)).map(({ what }) => what)).toEqual([
        'the source of "Up to 30% more tissue" lacks a citation or an https address',
      ]);
    }
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

  it('exits 1 and lists, today, every placeholder the client has to replace', () => {
    const { status, stdout } = run();
    expect(status).toBe(1);
    const facts = projectFacts(ROOT);
    const count = (text: string) => stdout.split(text).length - 1;
    expect(stdout).toContain('contact address is contact@adhera.example');
    expect(count('is a stand-in (')).toBe(facts.partners.length);
    expect(count('is an illustrative sample')).toBe(facts.testimonials.filter((t) => t.illustrative).length);
    expect(count('no source for')).toBe(Object.values(CLAIMS).filter(({ source }) => !source).length);
    const references = ['patent number', 'FDA 510(k) number', 'notified body', 'ANVISA', 'PPB certificate number'];
    for (const name of references) expect(stdout).toMatch(new RegExp(`no [^\\n]*${name.replace(/[()]/g, '\\$&')}`));
    expect(stdout).toContain('no legal manufacturer name and address');
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
