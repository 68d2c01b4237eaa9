/**
 * `npm run sign-off -- <item>… --approve|--request-changes --role medical|legal|regulatory --reviewer "Name"
 * [--comment "…"]` records a reviewer's decision on claims, departures and market questions (`claim:<id>`,
 * `departure:<id>`, `question:<id>`, the last decided by regulatory with the decision as its comment; each
 * optionally pinned to the words read in the review pack, `claim:<id>@<fingerprint>`) in src/data/sign-off.json;
 * `npm run sign-off -- --list` shows where each item stands. Rules in lib/sign-off.ts; commit the file.
 */
import { fileURLToPath } from 'node:url';
import { projectItems } from '../lib/review-items.ts';
import {
  SIGN_OFF_FILE,
  SignOffError,
  describeStatus,
  itemStatus,
  parseSignOffArgs,
  rolesFor,
  readSignOff,
  recordDecision,
  writeSignOff,
} from '../lib/sign-off.ts';
import { textTable } from './text-table.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const items = projectItems(root);
const statusOf = (record, { id, fingerprint }) => itemStatus(fingerprint, record[id], rolesFor(id));

try {
  const request = parseSignOffArgs(process.argv.slice(2), new Date().toISOString().slice(0, 10));
  const before = readSignOff(root);
  if ('list' in request) {
    const states = items.map((item) => statusOf(before, item).state);
    const counts = ['approved', 'changes requested', 're-opened', 'open'].map(
      (state) => `${states.filter((s) => s === state).length} ${state}`,
    );
    console.log(`Sign-off (${SIGN_OFF_FILE}) of the words today: ${items.length} items, ${counts.join(', ')}.\n`);
    const rows = items.map((item) => ({
      item: item.id,
      words: item.fingerprint.slice(0, 12),
      status: describeStatus(statusOf(before, item)),
    }));
    console.log(textTable(rows));
  } else {
    const after = recordDecision(before, items, request);
    writeSignOff(root, after, items);
    for (const id of request.items.map((named) => named.split('@')[0])) {
      console.log(
        `${id}: ${describeStatus(
          statusOf(
            after,
            items.find((item) => item.id === id),
          ),
        )}`,
      );
    }
    console.log(`Recorded in ${SIGN_OFF_FILE}: commit it.`);
  }
} catch (error) {
  if (!(error instanceof SignOffError || error?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')) throw error;
  console.error(`sign-off: ${error.message}`);
  process.exitCode = 1;
}
