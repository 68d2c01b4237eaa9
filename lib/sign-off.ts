/**
 * The reviewers' sign-off (CLI: tools/sign-off.mjs): each decision on an item (lib/review-items.ts) is kept in
 * src/data/sign-off.json, in the order it was made, with who made it and the fingerprint of the words it was made on.
 * An item is approved once medical, legal and regulatory have each approved its current words; an edit to them
 * re-opens it. The launch gate refuses a production build until every item is approved.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

/** The reviews a medical device's promotional copy needs: each must approve an item's current words. */
export const ROLES = ['medical', 'legal', 'regulatory'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The roles whose approval decides an item: a market question (`question:<id>`) is the regulatory team's decision,
 * recorded with what was decided; a claim or a departure needs all three.
 */
export const rolesFor = (id: string): readonly Role[] => (id.startsWith('question:') ? ['regulatory'] : ROLES);

export interface Decision {
  decision: 'approved' | 'changes requested';
  role: Role;
  reviewer: string;
  /** The day it was recorded, YYYY-MM-DD. */
  date: string;
  /** Why changes are requested (required then), or a note on an approval. */
  comment?: string;
  /** The item's fingerprint when the decision was made: the words it holds for. */
  fingerprint: string;
}

/** Each item's decisions, oldest first, by item id (`claim:<id>`, `departure:<id>`). */
export type SignOffRecord = Record<string, readonly Decision[]>;

export const SIGN_OFF_FILE = 'src/data/sign-off.json';

export type SignOffState = 'approved' | 'changes requested' | 're-opened' | 'open';

export interface ItemStatus {
  state: SignOffState;
  /** Each role's latest decision on the current words. */
  current: readonly Decision[];
  /** The roles whose approval of the current words is still missing. */
  awaiting: readonly Role[];
  /** For a re-opened item: the latest decision made on words that have changed since. */
  superseded?: Decision;
}

/**
 * Where an item stands, from its decisions and the fingerprint of its words today. Only decisions on these words
 * count: a role's latest one stands, a request for changes outweighs any approval, and decisions on other words
 * mean the item was reviewed before and is re-opened.
 */
export function itemStatus(
  fingerprint: string,
  decisions: readonly Decision[] = [],
  roles: readonly Role[] = ROLES,
): ItemStatus {
  const current = ROLES.flatMap((role) => {
    const latest = decisions.findLast((decision) => decision.role === role && decision.fingerprint === fingerprint);
    return latest ? [latest] : [];
  });
  const awaiting = roles.filter((role) => !current.some((d) => d.role === role && d.decision === 'approved'));
  const superseded = decisions.findLast((decision) => decision.fingerprint !== fingerprint);
  if (current.some(({ decision }) => decision === 'changes requested')) {
    return { state: 'changes requested', current, awaiting };
  }
  if (awaiting.length === 0) return { state: 'approved', current, awaiting };
  if (superseded) return { state: 're-opened', current, awaiting, superseded };
  return { state: 'open', current, awaiting };
}

const who = ({ reviewer, role, date }: Decision) => `${reviewer} (${role}, ${date})`;

/** A status in a line, for the terminal and the pack: who decided, what they asked, who must still approve. */
export function describeStatus({ state, current, awaiting, superseded }: ItemStatus): string {
  const approvals = current.filter(({ decision }) => decision === 'approved');
  const approvedBy = approvals.length ? `approved by ${approvals.map(who).join(', ')}` : '';
  const awaits = awaiting.length ? `awaiting ${awaiting.join(', ')}` : '';
  if (state === 'changes requested') {
    const requests = current.filter(({ decision }) => decision === 'changes requested');
    return `changes requested by ${requests.map((d) => `${who(d)}: "${d.comment}"`).join('; ')}`;
  }
  if (state === 're-opened') {
    const before = `${superseded!.decision === 'approved' ? 'approved' : 'asked for changes to'} them`;
    const since = `its words changed after ${superseded!.reviewer} (${superseded!.role}) ${before} on ${superseded!.date}`;
    return ['re-opened', since, approvedBy && `${approvedBy} since`, awaits].filter(Boolean).join('; ');
  }
  if (state === 'approved') return approvedBy;
  return [state, approvedBy, awaits].filter(Boolean).join('; ');
}

/**
 * The command that records a decision on an item, pinned to the words it is read with: a role's approval, or a request
 * for changes, which any role may make (the reviewer fills in the role, their name and the comment).
 */
export function signOffCommand(id: string, fingerprint: string, decision: Decision['decision'], role?: Role): string {
  const decided = id.startsWith('question:') ? ' --comment "the decision"' : '';
  const how = decision === 'approved' ? `--approve${decided}` : '--request-changes --comment "…"';
  return `npm run sign-off -- ${id}@${fingerprint.slice(0, PIN_LENGTH)} ${how} --role ${role ?? '…'} --reviewer "…"`;
}

/** Hex digits of a fingerprint that pin a command to the words a reviewer read. */
const PIN_LENGTH = 12;

/** What a reviewer asks the command to record. */
export interface DecisionRequest {
  /** Item ids, each optionally pinned to the words read: `claim:newCases@3fa9c2e1b7d0`. */
  items: readonly string[];
  decision?: Decision['decision'];
  role?: string;
  reviewer?: string;
  comment?: string;
  date: string;
}

/** The refusal the command prints, without a stack. */
export class SignOffError extends Error {}

/**
 * The record with the request's decision appended to each item, at its current fingerprint. Refuses an unknown item,
 * a pinned item whose words changed since, a missing or unknown role, no reviewer, no decision, and a request for
 * changes without a comment.
 */
export function recordDecision(
  record: SignOffRecord,
  items: readonly { id: string; fingerprint: string }[],
  request: DecisionRequest,
): SignOffRecord {
  const { decision, role, date } = request;
  const reviewer = request.reviewer?.trim();
  const comment = request.comment?.trim() || undefined;
  if (request.items.length === 0) throw new SignOffError('Name the item(s) to decide on, e.g. claim:newCases.');
  if (!decision) throw new SignOffError('Say --approve or --request-changes.');
  if (!reviewer) throw new SignOffError('Say who decides: --reviewer "Name".');
  if (!ROLES.includes(role as Role)) throw new SignOffError(`Say the reviewer's role: --role ${ROLES.join('|')}.`);
  if (decision === 'changes requested' && !comment) {
    throw new SignOffError('Say which changes: --comment "…" (a request for changes needs one).');
  }
  const next: Record<string, readonly Decision[]> = { ...record };
  for (const named of request.items) {
    const [id, pin] = named.split('@') as [string, string | undefined];
    const item = items.find((candidate) => candidate.id === id);
    if (!item) throw new SignOffError(`Unknown item "${id}": npm run sign-off -- --list names them all.`);
    if (!rolesFor(id).includes(role as Role)) {
      throw new SignOffError(`${id} is decided by ${rolesFor(id).join(', ')}: --role ${rolesFor(id)[0]}.`);
    }
    if (id.startsWith('question:') && decision === 'approved' && !comment) {
      throw new SignOffError(`${id}: say what was decided, --comment "…" (a market question's decision is its words).`);
    }
    if (pin !== undefined && pin.length < PIN_LENGTH) {
      throw new SignOffError(`${id}@${pin}: pin the words with the first ${PIN_LENGTH} digits of their fingerprint.`);
    }
    if (pin !== undefined && !item.fingerprint.startsWith(pin.toLowerCase())) {
      throw new SignOffError(
        `${id}: its words changed since the pack you read (${pin}, now ${item.fingerprint.slice(0, PIN_LENGTH)}). ` +
          'Read them again (npm run review-pack), then decide.',
      );
    }
    const made: Decision = { decision, role: role as Role, reviewer, date, comment, fingerprint: item.fingerprint };
    next[id] = [...(record[id] ?? []), made];
  }
  return next;
}

/** The command line, as the CLI reads it: `--list`, or items with a decision. */
export function parseSignOffArgs(args: readonly string[], date: string): { list: true } | DecisionRequest {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      list: { type: 'boolean' },
      approve: { type: 'boolean' },
      'request-changes': { type: 'boolean' },
      reviewer: { type: 'string' },
      role: { type: 'string' },
      comment: { type: 'string' },
    },
  });
  if (values.list) return { list: true };
  if (values.approve && values['request-changes']) {
    throw new SignOffError('Say one of --approve and --request-changes, not both.');
  }
  const decision = values.approve ? 'approved' : values['request-changes'] ? 'changes requested' : undefined;
  const { reviewer, role, comment } = values;
  return { items: positionals, decision, reviewer, role, comment, date };
}

/** The record a project has committed; none yet is an empty one. */
export function readSignOff(root: string): SignOffRecord {
  try {
    return JSON.parse(readFileSync(join(root, SIGN_OFF_FILE), 'utf8')) as SignOffRecord;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/**
 * The record as committed: every item in the registries' order (an empty list until its first decision), then any
 * item the registries no longer have, whose history stays.
 */
export function formatSignOff(record: SignOffRecord, items: readonly { id: string }[]): string {
  const current = items.map(({ id }): [string, readonly Decision[]] => [id, record[id] ?? []]);
  const retired = Object.entries(record).filter(([id]) => !items.some((item) => item.id === id));
  return `${JSON.stringify(Object.fromEntries([...current, ...retired]), null, 2)}\n`;
}

export function writeSignOff(root: string, record: SignOffRecord, items: readonly { id: string }[]): void {
  writeFileSync(join(root, SIGN_OFF_FILE), formatSignOff(record, items));
}
