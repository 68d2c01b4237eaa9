import { describe, expect, it } from 'vitest';
import { type MarketQuestion } from '../src/config/regulatory.ts';
import { isPlaceholderHost, launchGaps, runGate, serverNames, type LaunchFacts } from './launch-check.ts';
import { ROLES, recordDecision, type Decision, type SignOffRecord } from './sign-off.ts';
import { sourcedClaim } from '../tests/fixtures/claims/sourced-claim.ts';

/** Each role's approval of an item's words, by their fingerprint. */
const approvals = (fingerprint: string): Decision[] =>
  ROLES.map((role) => ({
    decision: 'approved',
    role,
    reviewer: `A ${role} reviewer`,
    date: '2026-11-28',
    fingerprint,
  }));

/** A market question as the client's regulatory team answers it. */
const question: MarketQuestion = {
  market: 'Brazil',
  question: 'Notified or registered?',
  rule: {
    citation: 'RDC 751/2022, art. 2',
    url: 'https://example.org/rdc-751',
    quote: 'Art. 2 … notificação ou registro',
  },
  keys: ['homepage.approvals.anvisa.badge'],
};
/** The regulatory team's decision on a question's words. */
const decided = (fingerprint: string): Decision[] => [
  {
    decision: 'approved',
    role: 'regulatory',
    reviewer: 'C. Regulatory',
    date: '2026-11-28',
    comment: 'Class III: registered, as the site says.',
    fingerprint,
  },
];

/** A site whose client has supplied everything, and whose reviewers have signed every item and decided every question. */
const supplied: LaunchFacts = {
  siteUrl: 'https://www.adhera-medical.com',
  contactEmail: 'contact@adhera-medical.com',
  storeUrl: 'https://store.adhera-medical.com',
  partners: [{ name: 'A real partner', url: 'https://partner.org' }],
  claims: {
    moreTissue: sourcedClaim,
  },
  departures: {
    provenResults: { brief: 'Proven Results', keys: ['innovation.band.results.title'], why: 'Studies report it.' },
  },
  questions: { anvisaNotification: question },
  fingerprints: {
    'claim:moreTissue': 'a1'.repeat(32),
    'departure:provenResults': 'b2'.repeat(32),
    'question:anvisaNotification': 'd4'.repeat(32),
  },
  signOff: {
    'claim:moreTissue': approvals('a1'.repeat(32)),
    'departure:provenResults': approvals('b2'.repeat(32)),
    'question:anvisaNotification': decided('d4'.repeat(32)),
  },
  references: { patent: 'US 11,000,000 B2', fda: 'K123456', ce: '0123', anvisa: '80000000001', kenya: 'PPB/0001' },
  manufacturer: { name: 'Fixture Medical Ltd', address: '1 Fixture Road, Testbury' },
  intendedUse: { confirmed: true, instructionsUrl: 'https://www.adhera-medical.com/ifu.pdf' },
  testimonials: [{ file: 'src/content/testimonials/real.json', name: 'A. Patient', illustrative: false }],
  hostNames: [{ file: 'deploy/nginx/adhera.conf', names: ['www.adhera-medical.com'] }],
};

describe('the launch gate', () => {
  it('passes a site with everything supplied and signed: exit 0, and each item listed as approved', () => {
    expect(launchGaps(supplied)).toEqual([]);
    const { output, exitCode } = runGate(supplied);
    expect(exitCode).toBe(0);
    expect(output).toMatch(/^Launch gate: nothing left to supply or sign\.\n/);
    expect(output).toContain('claim:moreTissue: sourced\n      claims: Up to 30% more tissue');
    expect(output).toContain('quote: "Up to 30% more tissue was imaged."');
    expect(output).toContain('departure:provenResults: approved by A medical reviewer (medical, 2026-11-28)');
    const json = JSON.parse(runGate(supplied, { json: true }).output) as { gaps: unknown[]; departures: unknown[] };
    expect(json.gaps).toEqual([]);
    expect(json.departures).toHaveLength(1);
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
      signOff: {
        'claim:moreTissue': supplied.signOff['claim:moreTissue']!,
        'question:anvisaNotification': supplied.signOff['question:anvisaNotification']!,
      },
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
      'Sign-off: src/data/sign-off.json (npm run sign-off -- departure:provenResults …)',
    ]);
    const { output, exitCode } = runGate(facts);
    expect(exitCode).toBe(1);
    expect(output).toMatch(/^Launch gate: 10 item\(s\)/);
    expect(output).toContain('no FDA 510(k) number');
  });

  it('lists a source that a reader could not follow', () => {
    const claim = supplied.claims.moreTissue!;
    const withSource = (reference: { citation: string; url: string }) => ({
      ...supplied,
      claims: { moreTissue: { ...claim, source: { ...claim.source!, ...reference } } },
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

  it('lists a quote and data years still to confirm at the source until a reviewer writes them in', () => {
    const claim = supplied.claims.moreTissue!;
    const facts = {
      ...supplied,
      claims: { moreTissue: { ...claim, source: { ...claim.source!, quote: null, dataYear: null } } },
    };
    expect(launchGaps(facts).map(({ group, what, where }) => `${group}: ${what} (${where})`)).toEqual([
      'Claim sources: the quote of Author A. Title. Journal. 2024;1:1-2. is to confirm at the source ' +
        '(https://doi.org/10.1000/1): a reviewer writes its own sentence (src/data/claims.ts moreTissue.source.quote)',
      'Claim sources: the data years of Author A. Title. Journal. 2024;1:1-2. are to confirm at the source ' +
        '(src/data/claims.ts moreTissue.source.dataYear)',
    ]);
    expect(runGate(facts).output).toContain('quote: to confirm at the source');
  });

  it('lists a withheld claim with why it is off the pages, and asks no source for it', () => {
    const claim = { ...supplied.claims.moreTissue!, keys: [], source: null, withheld: 'Undefined in the brief.' };
    const facts = { ...supplied, claims: { moreTissue: claim } };
    expect(launchGaps(facts)).toEqual([]);
    expect(runGate(facts).output).toContain(
      'claim:moreTissue: withheld\n      brief: Up to 30% more tissue\n      withheld from the pages: Undefined in the brief.',
    );
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

describe('the launch gate’s sign-off', () => {
  const claimWords = supplied.fingerprints['claim:moreTissue']!;
  const signOff = (record: SignOffRecord) => launchGaps({ ...supplied, signOff: record });

  it('lists every claim and departure nobody has decided on, with the roles it awaits, and each market question', () => {
    expect(signOff({}).map(({ group, what }) => `${group}: ${what}`)).toEqual([
      'Sign-off: claim:moreTissue is not approved: open; awaiting medical, legal, regulatory',
      'Sign-off: departure:provenResults is not approved: open; awaiting medical, legal, regulatory',
      'Market questions: Brazil: Notified or registered? (RDC 751/2022, art. 2): open; awaiting regulatory',
    ]);
  });

  it('lists a market question until regulatory records its decision with npm run sign-off’s rules', () => {
    const items = [{ id: 'question:anvisaNotification', fingerprint: 'd4'.repeat(32) }];
    const { 'question:anvisaNotification': _, ...undecided } = supplied.signOff;
    expect(signOff(undecided).map(({ group }) => group)).toEqual(['Market questions']);
    const request = {
      items: ['question:anvisaNotification'],
      decision: 'approved' as const,
      reviewer: 'C. R.',
      date: '2026-12-01',
    };
    // The decision is its words, and only regulatory makes it.
    expect(() => recordDecision(undecided, items, { ...request, role: 'regulatory' })).toThrow(/say what was decided/);
    expect(() => recordDecision(undecided, items, { ...request, role: 'medical', comment: 'Registered.' })).toThrow(
      /decided by regulatory/,
    );
    const record = recordDecision(undecided, items, {
      ...request,
      role: 'regulatory',
      comment: 'Class III: registered.',
    });
    expect(signOff(record)).toEqual([]);
    // A question whose rule's words are still to confirm says so.
    const unread = { ...question, rule: { ...question.rule, quote: null } };
    expect(
      launchGaps({ ...supplied, questions: { anvisaNotification: unread }, signOff: undecided })[0]!.what,
    ).toContain('its words to confirm at the source');
  });

  it('lists an item until every role has approved it', () => {
    const [medical, legal] = approvals(claimWords);
    expect(signOff({ ...supplied.signOff, 'claim:moreTissue': [medical!, legal!] }).map(({ what }) => what)).toEqual([
      'claim:moreTissue is not approved: open; approved by A medical reviewer (medical, 2026-11-28), ' +
        'A legal reviewer (legal, 2026-11-28); awaiting regulatory',
    ]);
  });

  it('lists an approved item again, re-opened, once its words change', () => {
    const edited = { ...supplied.fingerprints, 'claim:moreTissue': 'c3'.repeat(32) };
    expect(launchGaps({ ...supplied, fingerprints: edited }).map(({ what }) => what)).toEqual([
      'claim:moreTissue is not approved: re-opened; its words changed after A regulatory reviewer (regulatory) ' +
        'approved them on 2026-11-28; awaiting medical, legal, regulatory',
    ]);
  });

  it('lists an item a reviewer asked to change, with the comment, even if the others approved', () => {
    const request: Decision = {
      decision: 'changes requested',
      role: 'legal',
      reviewer: 'B. Counsel',
      date: '2026-11-29',
      comment: 'Say "studies report".',
      fingerprint: claimWords,
    };
    const record = { ...supplied.signOff, 'claim:moreTissue': [...approvals(claimWords), request] };
    expect(signOff(record).map(({ what }) => what)).toEqual([
      'claim:moreTissue is not approved: changes requested by B. Counsel (legal, 2026-11-29): "Say "studies report"."',
    ]);
  });
});
