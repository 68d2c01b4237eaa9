/**
 * `npm run check:launch [-- --json]`: lists everything the client must still supply before launch (placeholder
 * addresses, illustrative testimonials, claims without a source, regulatory references, intended use) and every
 * claim and departure from the brief its reviewers have not approved in its current words, then each claim's evidence
 * and each departure's sign-off, and exits 1 while anything is left. Rules in lib/launch-check.ts.
 */
import { fileURLToPath } from 'node:url';
import { projectFacts, runGate } from '../lib/launch-check.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { output, exitCode } = runGate(projectFacts(root), { json: process.argv.includes('--json') });
if (output) console.log(output);
process.exitCode = exitCode;
