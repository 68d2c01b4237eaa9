/**
 * The launch gate behind `npm run check:launch` (CLI: tools/launch-check.mjs) and a production build
 * (integrations/launch-gate.mjs): everything the client must still supply, and every claim and departure from the
 * brief its reviewers have not yet approved in its current words, before the site goes live.
 * Each gap names the file or key to edit; an empty list means nothing is left.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CLAIMS, type Claim, type Source } from '../src/data/claims.ts';
import { DEPARTURES, type Departure } from '../src/data/departures.ts';
import {
  INTENDED_USE,
  MANUFACTURER,
  MARKET_QUESTIONS,
  REGULATORY_REFERENCES,
  type MarketQuestion,
} from '../src/config/regulatory.ts';
import { CONTACT_EMAIL, PARTNERS, SITE_URL, STORE_URL } from '../src/config/site.ts';
import { projectItems } from './review-items.ts';
import {
  SIGN_OFF_FILE,
  describeStatus,
  itemStatus,
  readSignOff,
  rolesFor,
  type ItemStatus,
  type SignOffRecord,
} from './sign-off.ts';

/** What the gate reads: the site's own facts by default, a fixture in the tests. */
export interface LaunchFacts {
  siteUrl: string;
  contactEmail: string;
  storeUrl: string;
  partners: readonly { name: string; url: string }[];
  claims: Readonly<Record<string, Claim>>;
  departures: Readonly<Record<string, Departure>>;
  /** The regulatory decisions only the client can make, each with its rule. */
  questions: Readonly<Record<string, MarketQuestion>>;
  /** The fingerprint of the words reviewers read for each item, by item id (`claim:<id>`). */
  fingerprints: Readonly<Record<string, string>>;
  signOff: SignOffRecord;
  references: Readonly<Record<keyof typeof REGULATORY_REFERENCES, string | null>>;
  manufacturer: { name: string | null; address: string | null };
  intendedUse: { confirmed: boolean; instructionsUrl: string | null };
  /** Testimonial files by path, with who speaks and their `illustrative` flag. */
  testimonials: readonly { file: string; name: string; illustrative: boolean }[];
  /** Host configs by path, with the server names they answer to. */
  hostNames: readonly { file: string; names: readonly string[] }[];
}

export interface Gap {
  group:
    | 'Addresses'
    | 'Testimonials'
    | 'Claim sources'
    | 'Regulatory references'
    | 'Market questions'
    | 'Intended use'
    | 'Sign-off';
  /** What is missing or a stand-in, in a line. */
  what: string;
  /** The file, and the key inside it, to edit. */
  where: string;
}

/**
 * Hosts that can never be the client's: the reserved names (RFC 2606 and 6761) and loopback. A SITE_URL on any
 * other host is a real origin, and a build for it runs the gate.
 */
export function isPlaceholderHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return (
    /(^|\.)(example|test|invalid|localhost)$/.test(name) ||
    /^example\.(com|net|org)$/.test(name) ||
    /^127(\.\d+){3}$/.test(name) ||
    name === '[::1]'
  );
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

/** A URL whose host is missing or reserved. */
export const placeholderUrl = (url: string) => !hostOf(url) || isPlaceholderHost(hostOf(url));

/** A source a reader can follow: a citation, and a web address on https. */
const completeSource = ({ citation, url }: { citation: string; url: string }) =>
  citation.trim() !== '' && /^https:\/\/[^/\s]+/.test(url);

const SITE = 'src/config/site.ts';
const REGULATORY = 'src/config/regulatory.ts';
const CLAIMS_FILE = 'src/data/claims.ts';

export function launchGaps(facts: LaunchFacts): Gap[] {
  const gaps: Gap[] = [];
  const add = (group: Gap['group'], what: string, where: string) => gaps.push({ group, what, where });

  if (placeholderUrl(facts.siteUrl)) {
    add('Addresses', `site URL is ${facts.siteUrl}`, 'SITE_URL at build (default in src/config/site-url.mjs)');
  }
  const mailHost = facts.contactEmail.split('@')[1] ?? '';
  if (!mailHost || isPlaceholderHost(mailHost)) {
    add('Addresses', `contact address is ${facts.contactEmail}`, `${SITE} CONTACT_EMAIL`);
  }
  if (placeholderUrl(facts.storeUrl)) add('Addresses', `store is ${facts.storeUrl}`, `${SITE} STORE_URL`);
  for (const partner of facts.partners.filter(({ url }) => placeholderUrl(url))) {
    add(
      'Addresses',
      `partner "${partner.name}" is a stand-in (${partner.url}): name, logo and site`,
      `${SITE} PARTNERS`,
    );
  }
  for (const { file, names } of facts.hostNames) {
    for (const name of names.filter(isPlaceholderHost)) add('Addresses', `server name is ${name}`, file);
  }

  for (const { file, name } of facts.testimonials.filter(({ illustrative }) => illustrative)) {
    add('Testimonials', `"${name}" is an illustrative sample, not a real consented quote`, `${file} illustrative`);
  }

  for (const [id, claim] of Object.entries(facts.claims)) {
    const where = `${CLAIMS_FILE} ${id}.source`;
    // A withheld claim is on no page, so it needs no source to launch; the reviewers still sign its withdrawal.
    if (!claim.source) {
      if (!claim.withheld) add('Claim sources', `no source for "${claim.statement}"`, where);
    } else if (!completeSource(claim.source)) {
      add('Claim sources', `the source of "${claim.statement}" lacks a citation or an https address`, where);
    }
    if (claim.source && claim.source.quote === null) {
      add(
        'Claim sources',
        `the quote of ${claim.source.citation} is to confirm at the source (${claim.source.url}): a reviewer writes ` +
          'its own sentence',
        `${where}.quote`,
      );
    }
    if (claim.source && claim.source.dataYear === null) {
      add(
        'Claim sources',
        `the data years of ${claim.source.citation} are to confirm at the source`,
        `${where}.dataYear`,
      );
    }
  }

  for (const key of Object.keys(REFERENCE_NAMES) as (keyof typeof REFERENCE_NAMES)[]) {
    if (!facts.references[key]) {
      add('Regulatory references', `no ${REFERENCE_NAMES[key]}`, `${REGULATORY} REGULATORY_REFERENCES.${key}`);
    }
  }
  if (!facts.manufacturer.name?.trim() || !facts.manufacturer.address?.trim()) {
    add('Regulatory references', 'no legal manufacturer name and address', `${REGULATORY} MANUFACTURER`);
  }

  if (!facts.intendedUse.confirmed) {
    add(
      'Intended use',
      'intended-use statement and professional-use line are drafts, not confirmed against the labelling',
      `src/i18n/locales/*.json homepage.approvals.intendedUse, then ${REGULATORY} INTENDED_USE.confirmed`,
    );
  }
  if (!facts.intendedUse.instructionsUrl) {
    add('Intended use', 'no link to the Instructions for Use', `${REGULATORY} INTENDED_USE.instructionsUrl`);
  }

  for (const { id, status } of signOffStatuses(facts)) {
    if (status.state === 'approved') continue;
    const question = id.startsWith('question:') ? facts.questions[id.slice('question:'.length)] : undefined;
    if (question) {
      const words = question.rule.quote === null ? '; its words to confirm at the source' : '';
      add(
        'Market questions',
        `${question.market}: ${question.question} (${question.rule.citation}${words}): ${describeStatus(status)}`,
        `${SIGN_OFF_FILE} (npm run sign-off -- ${id} --approve --role regulatory --comment "the decision" …)`,
      );
      continue;
    }
    add(
      'Sign-off',
      `${id} is not approved: ${describeStatus(status)}`,
      `${SIGN_OFF_FILE} (npm run sign-off -- ${id} …)`,
    );
  }
  return gaps;
}

/** Each item's sign-off, claims first, then departures and market questions, against the words it has today. */
export function signOffStatuses(facts: LaunchFacts): { id: string; status: ItemStatus }[] {
  const ids = [
    ...Object.keys(facts.claims).map((id) => `claim:${id}`),
    ...Object.keys(facts.departures).map((id) => `departure:${id}`),
    ...Object.keys(facts.questions).map((id) => `question:${id}`),
  ];
  return ids.map((id) => {
    const fingerprint = facts.fingerprints[id];
    if (!fingerprint) throw new Error(`launch gate: no fingerprint for ${id}`);
    return { id, status: itemStatus(fingerprint, facts.signOff[id], rolesFor(id)) };
  });
}

/** Each regulatory reference by what it is, as the gate and the review pack name it. */
export const REFERENCE_NAMES: Record<keyof typeof REGULATORY_REFERENCES, string> = {
  patent: 'patent number',
  fda: 'FDA 510(k) number',
  ce: 'notified body reference (CE)',
  anvisa: 'ANVISA registration number',
  kenya: 'PPB certificate number',
};

/** The gaps as a reader scans them: grouped, one line each, with where to edit; nothing when none is left. */
export function formatGaps(gaps: readonly Gap[]): string {
  if (gaps.length === 0) return '';
  const lines = [`Launch gate: ${gaps.length} item(s) the client must still supply or its reviewers sign.`];
  for (const group of new Set(gaps.map((gap) => gap.group))) {
    lines.push('', `${group}:`);
    for (const gap of gaps.filter((item) => item.group === group))
      lines.push(`  - ${gap.what}\n      edit: ${gap.where}`);
  }
  return lines.join('\n');
}

/** Where a claim's evidence stands: a source with its quote, evidence the client must supply, or off the pages. */
export type Evidence =
  | { standing: 'sourced'; source: Source }
  | { standing: 'client to supply'; needed: string }
  | { standing: 'withheld'; why: string };

export function evidenceOf(claim: Claim<string>): Evidence {
  if (claim.withheld) return { standing: 'withheld', why: claim.withheld };
  if (claim.source) return { standing: 'sourced', source: claim.source };
  return {
    standing: 'client to supply',
    needed: claim.evidenceNeeded ?? 'not said (src/data/claims.ts evidenceNeeded)',
  };
}

/** What the reviewers sign, as `check:launch` lists it: every claim with its evidence, every departure, each's sign-off. */
export function reviewRegister(facts: LaunchFacts) {
  const statuses = new Map(signOffStatuses(facts).map(({ id, status }) => [id, status]));
  const signOff = (id: string) => {
    const status = statuses.get(id)!;
    return { state: status.state, detail: describeStatus(status) };
  };
  return {
    claims: Object.entries(facts.claims).map(([name, claim]) => ({
      id: `claim:${name}`,
      statement: claim.statement,
      evidence: evidenceOf(claim),
      signOff: signOff(`claim:${name}`),
    })),
    departures: Object.entries(facts.departures).map(([name, { brief, why }]) => ({
      id: `departure:${name}`,
      brief,
      why,
      signOff: signOff(`departure:${name}`),
    })),
    questions: Object.entries(facts.questions).map(([name, { market, question, rule }]) => ({
      id: `question:${name}`,
      market,
      question,
      rule,
      signOff: signOff(`question:${name}`),
    })),
  };
}

/** A quote as the register and the pack show it: the words found, or that they are still to confirm. */
export const quoteText = (quote: string | null) => (quote === null ? 'to confirm at the source' : `"${quote}"`);

/** The register as a reader scans it: each item's standing on its own line, the words that explain it beneath. */
export function formatRegister({ claims, departures, questions }: ReturnType<typeof reviewRegister>): string {
  const lines = [`Claims (${claims.length}), each with its evidence and its sign-off:`];
  for (const { id, statement, evidence, signOff } of claims) {
    lines.push(
      `  ${id}: ${evidence.standing}`,
      `      ${evidence.standing === 'withheld' ? 'brief' : 'claims'}: ${statement}`,
    );
    if (evidence.standing === 'sourced') {
      const { quote, citation, dataYear, url } = evidence.source;
      lines.push(
        `      quote: ${quoteText(quote)}`,
        `      source: ${citation} (data: ${dataYear ?? 'to confirm at the source'}) ${url}`,
      );
    } else if (evidence.standing === 'client to supply') lines.push(`      needs: ${evidence.needed}`);
    else lines.push(`      withheld from the pages: ${evidence.why}`);
    lines.push(`      sign-off: ${signOff.detail}`);
  }
  lines.push('', `Departures from the brief (${departures.length}), each with its sign-off:`);
  for (const { id, brief, why, signOff } of departures) {
    lines.push(`  ${id}: ${signOff.detail}`, `      brief: ${brief}`, `      why: ${why}`);
  }
  lines.push('', `Market questions (${questions.length}), each decided by regulatory with its rule:`);
  for (const { id, market, question, rule, signOff } of questions) {
    lines.push(
      `  ${id}: ${signOff.detail}`,
      `      ${market}: ${question}`,
      `      rule: ${rule.citation} ${rule.url}`,
      `      its words: ${quoteText(rule.quote)}`,
    );
  }
  return lines.join('\n');
}

/** nginx `server_name` values in a config's text. */
export function serverNames(config: string): string[] {
  return [...config.matchAll(/^\s*server_name\s+([^;]+);/gm)].flatMap((match) => match[1]!.trim().split(/\s+/));
}

/** The site's own facts, read from the project at `root`. */
export function projectFacts(root: string): LaunchFacts {
  const testimonialsDir = 'src/content/testimonials';
  const nginx = 'deploy/nginx/adhera.conf';
  return {
    siteUrl: SITE_URL,
    contactEmail: CONTACT_EMAIL,
    storeUrl: STORE_URL,
    partners: PARTNERS,
    claims: CLAIMS,
    departures: DEPARTURES,
    questions: MARKET_QUESTIONS,
    fingerprints: Object.fromEntries(projectItems(root).map(({ id, fingerprint }) => [id, fingerprint])),
    signOff: readSignOff(root),
    references: REGULATORY_REFERENCES,
    manufacturer: MANUFACTURER,
    intendedUse: INTENDED_USE,
    testimonials: readdirSync(join(root, testimonialsDir))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => {
        const file = `${testimonialsDir}/${name}`;
        const entry = JSON.parse(readFileSync(join(root, file), 'utf8')) as { name: string; illustrative?: boolean };
        return { file, name: entry.name, illustrative: entry.illustrative ?? false };
      }),
    hostNames: [{ file: nginx, names: serverNames(readFileSync(join(root, nginx), 'utf8')) }],
  };
}

/** What the CLI prints, the gaps then the register, and its exit code: 1 while anything is left to supply or sign. */
export function runGate(facts: LaunchFacts, { json = false } = {}): { output: string; exitCode: number } {
  const gaps = launchGaps(facts);
  const register = reviewRegister(facts);
  const output = json
    ? JSON.stringify({ gaps, ...register }, null, 2)
    : `${formatGaps(gaps) || 'Launch gate: nothing left to supply or sign.'}\n\n${formatRegister(register)}`;
  return { output, exitCode: gaps.length > 0 ? 1 : 0 };
}
