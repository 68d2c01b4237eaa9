/**
 * The launch gate behind `npm run check:launch` (CLI: tools/launch-check.mjs) and a production build
 * (integrations/launch-gate.mjs): everything the client must still supply before the site goes live.
 * Each gap names the file or key to edit; an empty list means nothing is left.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CLAIMS, type Claim } from '../src/data/claims.ts';
import { INTENDED_USE, MANUFACTURER, REGULATORY_REFERENCES } from '../src/config/regulatory.ts';
import { CONTACT_EMAIL, PARTNERS, SITE_URL, STORE_URL } from '../src/config/site.ts';

/** What the gate reads: the site's own facts by default, a fixture in the tests. */
export interface LaunchFacts {
  siteUrl: string;
  contactEmail: string;
  storeUrl: string;
  partners: readonly { name: string; url: string }[];
  claims: Readonly<Record<string, Claim>>;
  references: Readonly<Record<keyof typeof REGULATORY_REFERENCES, string | null>>;
  manufacturer: { name: string | null; address: string | null };
  intendedUse: { confirmed: boolean; instructionsUrl: string | null };
  /** Testimonial files by path, with who speaks and their `illustrative` flag. */
  testimonials: readonly { file: string; name: string; illustrative: boolean }[];
  /** Host configs by path, with the server names they answer to. */
  hostNames: readonly { file: string; names: readonly string[] }[];
}

export interface Gap {
  group: 'Addresses' | 'Testimonials' | 'Claim sources' | 'Regulatory references' | 'Intended use';
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
    if (!claim.source) add('Claim sources', `no source for "${claim.statement}"`, where);
    else if (!completeSource(claim.source)) {
      add('Claim sources', `the source of "${claim.statement}" lacks a citation or an https address`, where);
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
  return gaps;
}

const REFERENCE_NAMES: Record<keyof typeof REGULATORY_REFERENCES, string> = {
  patent: 'patent number',
  fda: 'FDA 510(k) number',
  ce: 'notified body reference (CE)',
  anvisa: 'ANVISA registration number',
  kenya: 'PPB certificate number',
};

/** The gaps as a reader scans them: grouped, one line each, with where to edit; nothing when none is left. */
export function formatGaps(gaps: readonly Gap[]): string {
  if (gaps.length === 0) return '';
  const lines = [`Launch gate: ${gaps.length} item(s) the client must still supply.`];
  for (const group of new Set(gaps.map((gap) => gap.group))) {
    lines.push('', `${group}:`);
    for (const gap of gaps.filter((item) => item.group === group))
      lines.push(`  - ${gap.what}\n      edit: ${gap.where}`);
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

/** What the CLI prints and its exit code: 1 while anything is left to supply. */
export function runGate(facts: LaunchFacts, { json = false } = {}): { output: string; exitCode: number } {
  const gaps = launchGaps(facts);
  return { output: json ? JSON.stringify({ gaps }, null, 2) : formatGaps(gaps), exitCode: gaps.length > 0 ? 1 : 0 };
}
