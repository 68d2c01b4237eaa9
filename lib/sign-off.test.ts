import { describe, expect, it } from 'vitest';
import {
  describeStatus,
  formatSignOff,
  itemStatus,
  parseSignOffArgs,
  recordDecision,
  signOffCommand,
  type Decision,
  type DecisionRequest,
  type SignOffRecord,
} from './sign-off.ts';

const OLD = '0a'.repeat(32);
const NEW = '1b'.repeat(32);
const ITEMS = [
  { id: 'claim:newCases', fingerprint: NEW },
  { id: 'departure:cureRates', fingerprint: OLD },
];

const decision = (made: Partial<Decision>): Decision => ({
  decision: 'approved',
  role: 'medical',
  reviewer: 'Dr M',
  date: '2026-11-28',
  fingerprint: NEW,
  ...made,
});
const allApprove = (fingerprint: string) =>
  (['medical', 'legal', 'regulatory'] as const).map((role) => decision({ role, reviewer: `R ${role}`, fingerprint }));

describe('an item’s sign-off', () => {
  it('is open until someone decides, then waits for the roles that have not approved', () => {
    expect(itemStatus(NEW)).toMatchObject({ state: 'open', awaiting: ['medical', 'legal', 'regulatory'] });
    const partial = itemStatus(NEW, [decision({})]);
    expect(partial).toMatchObject({ state: 'open', awaiting: ['legal', 'regulatory'] });
    expect(describeStatus(partial)).toBe('open; approved by Dr M (medical, 2026-11-28); awaiting legal, regulatory');
  });

  it('is approved once medical, legal and regulatory have approved the current words', () => {
    const status = itemStatus(NEW, allApprove(NEW));
    expect(status.state).toBe('approved');
    expect(describeStatus(status)).toBe(
      'approved by R medical (medical, 2026-11-28), R legal (legal, 2026-11-28), R regulatory (regulatory, 2026-11-28)',
    );
  });

  it('holds changes requested by any role, whatever the others approved, until that role approves', () => {
    const request = decision({ role: 'legal', decision: 'changes requested', comment: 'Name the year.' });
    const requested = itemStatus(NEW, [...allApprove(NEW), request]);
    expect(requested.state).toBe('changes requested');
    expect(describeStatus(requested)).toBe('changes requested by Dr M (legal, 2026-11-28): "Name the year."');
    expect(itemStatus(NEW, [...allApprove(NEW), request, decision({ role: 'legal' })]).state).toBe('approved');
  });

  it('re-opens when the words change after an approval or a request, until all approve the new words', () => {
    const reopened = itemStatus(NEW, allApprove(OLD));
    expect(reopened).toMatchObject({ state: 're-opened', awaiting: ['medical', 'legal', 'regulatory'] });
    expect(describeStatus(reopened)).toBe(
      're-opened; its words changed after R regulatory (regulatory) approved them on 2026-11-28; ' +
        'awaiting medical, legal, regulatory',
    );
    const request = decision({ decision: 'changes requested', comment: 'Too strong.', fingerprint: OLD });
    expect(describeStatus(itemStatus(NEW, [request, decision({})]))).toBe(
      're-opened; its words changed after Dr M (medical) asked for changes to them on 2026-11-28; ' +
        'approved by Dr M (medical, 2026-11-28) since; awaiting legal, regulatory',
    );
    expect(itemStatus(NEW, [...allApprove(OLD), ...allApprove(NEW)]).state).toBe('approved');
  });
});

describe('recording a decision', () => {
  const request: DecisionRequest = {
    items: ['claim:newCases'],
    decision: 'approved',
    role: 'legal',
    reviewer: ' B. Counsel ',
    date: '2026-11-30',
  };
  const before: SignOffRecord = { 'claim:newCases': [decision({ fingerprint: OLD })] };

  it('appends the decision, with who, when and the fingerprint of the words today', () => {
    const after = recordDecision(before, ITEMS, request);
    expect(after['claim:newCases']).toEqual([
      decision({ fingerprint: OLD }),
      { decision: 'approved', role: 'legal', reviewer: 'B. Counsel', date: '2026-11-30', fingerprint: NEW },
    ]);
    expect(before['claim:newCases']).toHaveLength(1);
  });

  it('records one decision on several items, and a request for changes with its comment', () => {
    const after = recordDecision({}, ITEMS, {
      ...request,
      items: ['claim:newCases', 'departure:cureRates'],
      decision: 'changes requested',
      comment: 'Cite the registry.',
    });
    expect(after['claim:newCases']).toMatchObject([{ decision: 'changes requested', comment: 'Cite the registry.' }]);
    expect(after['departure:cureRates']).toMatchObject([{ fingerprint: OLD }]);
  });

  it('accepts an item pinned to the words it was read with, and refuses it once they changed', () => {
    const pinned = recordDecision({}, ITEMS, { ...request, items: [`claim:newCases@${NEW.slice(0, 12)}`] });
    expect(pinned['claim:newCases']).toHaveLength(1);
    expect(() => recordDecision({}, ITEMS, { ...request, items: [`claim:newCases@${OLD.slice(0, 12)}`] })).toThrow(
      /claim:newCases: its words changed since the pack you read/,
    );
    expect(() => recordDecision({}, ITEMS, { ...request, items: ['claim:newCases@1b1b'] })).toThrow(
      /claim:newCases@1b1b: pin the words with the first 12 digits/,
    );
  });

  it('refuses an unknown item, no reviewer, a missing or unknown role, no decision, changes without a comment', () => {
    const refusals: [Partial<DecisionRequest>, RegExp][] = [
      [{ items: ['claim:nowhere'] }, /Unknown item "claim:nowhere"/],
      [{ items: ['newCases'] }, /Unknown item "newCases"/],
      [{ items: [] }, /Name the item/],
      [{ reviewer: undefined }, /--reviewer/],
      [{ reviewer: '  ' }, /--reviewer/],
      [{ role: undefined }, /--role medical\|legal\|regulatory/],
      [{ role: 'marketing' }, /--role medical\|legal\|regulatory/],
      [{ decision: undefined }, /--approve or --request-changes/],
      [{ decision: 'changes requested' }, /--comment/],
      [{ decision: 'changes requested', comment: ' ' }, /--comment/],
    ];
    for (const [change, message] of refusals) {
      expect(() => recordDecision(before, ITEMS, { ...request, ...change }), JSON.stringify(change)).toThrow(message);
    }
  });

  it('reads the command line', () => {
    const args = ['claim:newCases', '--approve', '--role', 'medical', '--reviewer', 'Dr M', '--comment', 'Fine.'];
    expect(parseSignOffArgs(args, '2026-11-30')).toEqual({
      items: ['claim:newCases'],
      decision: 'approved',
      role: 'medical',
      reviewer: 'Dr M',
      comment: 'Fine.',
      date: '2026-11-30',
    });
    expect(parseSignOffArgs(['--list'], '2026-11-30')).toEqual({ list: true });
    expect(() => parseSignOffArgs(['claim:newCases', '--approve', '--request-changes'], '2026-11-30')).toThrow(
      /not both/,
    );
  });

  it('gives the command that records a role’s decision on the words read', () => {
    expect(signOffCommand('claim:newCases', NEW, 'approved', 'legal')).toBe(
      'npm run sign-off -- claim:newCases@1b1b1b1b1b1b --approve --role legal --reviewer "…"',
    );
    expect(signOffCommand('claim:newCases', NEW, 'changes requested')).toBe(
      'npm run sign-off -- claim:newCases@1b1b1b1b1b1b --request-changes --comment "…" --role … --reviewer "…"',
    );
  });
});

describe('the sign-off file', () => {
  it('lists every item in the registries’ order, and keeps the history of one they no longer have', () => {
    const record = { 'claim:retired': [decision({})], 'departure:cureRates': [decision({ fingerprint: OLD })] };
    expect(Object.keys(JSON.parse(formatSignOff(record, ITEMS)))).toEqual([
      'claim:newCases',
      'departure:cureRates',
      'claim:retired',
    ]);
  });
});
