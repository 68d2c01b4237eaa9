/**
 * The review pack's document (CLI: tools/review-pack.mjs): what the medical, legal and regulatory reviewers read
 * before they sign, as one self-contained HTML page that prints to A4. Every claim and departure from the brief with
 * its words in every language, its evidence and its sign-off, the testimonials, the regulatory facts still pending,
 * the launch gate's state and each page as visitors see it. The words shown are the ones the fingerprints cover, so
 * the commands printed beside them record a decision on exactly what was read.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Claim } from '../src/data/claims.ts';
import type { Departure } from '../src/data/departures.ts';
import type { MarketQuestion } from '../src/config/regulatory.ts';
import { testimonialPlace, testimonialQuote } from '../src/data/testimonials.ts';
import { flattenEntries, type DictionaryTree } from '../src/i18n/dictionary.ts';
import { HTML_LANG, LANGUAGES, fallbackOf, type Lang } from '../src/i18n/languages.ts';
import { pagePath, pageRow, type Page } from '../src/i18n/paths.ts';
import {
  REFERENCE_NAMES,
  evidenceOf,
  launchGaps,
  projectFacts,
  quoteText,
  signOffStatuses,
  type Gap,
  type LaunchFacts,
} from '../lib/launch-check.ts';
import {
  pagesShowing,
  projectItems,
  projectRender,
  wordingOf,
  type ReviewItem,
  type Wording,
} from '../lib/review-items.ts';
import { ROLES, describeStatus, rolesFor, signOffCommand, type Decision, type ItemStatus } from '../lib/sign-off.ts';

export interface PackItem<Entry> {
  item: ReviewItem;
  entry: Entry;
  status: ItemStatus;
  decisions: readonly Decision[];
}

export interface PackTestimonial {
  file: string;
  name: string;
  role: string;
  illustrative: boolean;
  place: Record<Lang, string>;
  /** The quote each language's pages show, and the language it is in (English where a language has none). */
  quotes: Record<Lang, { text: string; lang: Lang }>;
}

/** A full-page screenshot, cut into tiles that each fit a printed page. Paths are relative to the document. */
export interface PackScreenshot {
  lang: Lang;
  page: Page;
  width: number;
  file: string;
  tiles: readonly { file: string; width: number; height: number }[];
}

export interface ReviewPackData {
  /** The commit the pack was made from; null when it was not made from a git checkout (a release archive). */
  commit: { sha: string; dirty: boolean } | null;
  /** When the pack was made, ISO 8601. */
  made: string;
  gaps: readonly Gap[];
  claims: readonly PackItem<Claim<string>>[];
  departures: readonly PackItem<Departure>[];
  questions: readonly PackItem<MarketQuestion>[];
  testimonials: readonly PackTestimonial[];
  pending: {
    references: Readonly<Record<keyof typeof REFERENCE_NAMES, string | null>>;
    manufacturer: LaunchFacts['manufacturer'];
    intendedUse: LaunchFacts['intendedUse'];
    /** The credentials' cards and the intended-use statement, as every language shows them. */
    credentialsWording: readonly Wording[];
  };
  screenshots: readonly PackScreenshot[];
}

/** Markup already escaped, which `html` puts in as it is. */
class Markup {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Part = Markup | string | number | null | undefined | false | readonly Part[];

const partText = (part: Part): string =>
  Array.isArray(part)
    ? part.map(partText).join('')
    : part instanceof Markup
      ? part.text
      : part === null || part === undefined || part === false
        ? ''
        : escapeText(String(part));

/** A template whose values are escaped, unless they are markup made by `html` itself; lists are joined. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): Markup {
  return new Markup(
    strings.reduce((out, text, index) => out + text + (index < parts.length ? partText(parts[index]!) : ''), ''),
  );
}

const STATE_CLASS: Record<ItemStatus['state'], string> = {
  approved: 'ok',
  'changes requested': 'stop',
  're-opened': 'warn',
  open: 'open',
};

const anchor = (id: string) => id.replace(':', '-');

/** A claimed number as a reader writes it: 2,300,000, but a year stays 2022. */
const figure = (n: number) => (n >= 10_000 ? n.toLocaleString('en') : String(n));

/** Where a key shows: its pages, and for a meta key that search results and shared links show it, not the page. */
function shownOn(key: string): Markup {
  const pages = pagesShowing(key).map((page) => pageRow(page).shortName);
  const meta = /(^|\.)meta\./.test(key) ? html` <span class="inherited">in search results and shared links</span>` : '';
  return html`${pages.length ? pages.join(', ') : 'every page'}${meta}`;
}

/** A dotted key that may break after each dot, never inside a word. */
const keyName = (key: string) =>
  html`<code>${key.split('.').map((part, index) => html`${index ? html`.<wbr />` : ''}${part}`)}</code>`;

/** A key's words in every language side by side; a language that reads its fallback's words says so. */
function wordingTable(wording: readonly Wording[]): Markup {
  if (wording.length === 0) return html`<p class="none">The site states this on no page.</p>`;
  const cell = (text: Record<Lang, string>, lang: Lang) => {
    const fallback = fallbackOf(lang);
    const inherited = fallback && text[lang] === text[fallback];
    return html`<td lang="${HTML_LANG[lang]}">
      ${text[lang]}${inherited ? html` <span class="inherited">as ${fallback}</span>` : ''}
    </td>`;
  };
  return html`<table class="wording">
    <colgroup>
      <col class="key" />
      <col class="page" />
      ${LANGUAGES.map(() => html`<col />`)}
    </colgroup>
    <thead>
      <tr>
        <th>Key</th>
        <th>Page</th>
        ${LANGUAGES.map((lang) => html`<th>${lang}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${wording.map(
        ({ key, text }) =>
          html`<tr>
            <td>${keyName(key)}</td>
            <td class="page">${shownOn(key)}</td>
            ${LANGUAGES.map((lang) => cell(text, lang))}
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/**
 * A command that a narrow page wraps only between its arguments, each option with its value, never inside one (a
 * line may break after any hyphen): what is copied from it is the command as typed.
 */
const unbroken = (command: string) =>
  (command.match(/--?\S+(?: (?!-)(?:"[^"]*"|\S+))?|"[^"]*"|\S+/g) ?? []).map(
    (part, index) => html`${index ? ' ' : ''}<span class="arg">${part}</span>`,
  );

/** An item's decisions so far, what it awaits, and the commands that record the rest. */
function signOffBox({ item, status, decisions }: PackItem<unknown>): Markup {
  const history = decisions.length
    ? html`<table class="decisions">
        <thead>
          <tr>
            <th>Date</th>
            <th>Role</th>
            <th>Reviewer</th>
            <th>Decision</th>
            <th>Comment</th>
            <th>On</th>
          </tr>
        </thead>
        <tbody>
          ${decisions.map(
            (d) =>
              html`<tr>
                <td>${d.date}</td>
                <td>${d.role}</td>
                <td>${d.reviewer}</td>
                <td>${d.decision}</td>
                <td>${d.comment}</td>
                <td>${d.fingerprint === item.fingerprint ? 'these words' : 'earlier words'}</td>
              </tr>`,
          )}
        </tbody>
      </table>`
    : html`<p class="none">No decision recorded yet.</p>`;
  const awaiting =
    status.state === 'approved'
      ? []
      : ROLES.filter((role) => status.awaiting.includes(role) && rolesFor(item.id).includes(role));
  const lines = [
    '# To approve these words, as each reviewer still awaited:',
    ...awaiting.map((role) => signOffCommand(item.id, item.fingerprint, 'approved', role)),
    '# To ask for changes instead, saying which, with your role:',
    signOffCommand(item.id, item.fingerprint, 'changes requested'),
  ];
  const commands = awaiting.length
    ? html`<p>Run from the repository, then commit <code>src/data/sign-off.json</code>:</p>
        <pre>${lines.map((line, index) => html`${index ? '\n' : ''}${unbroken(line)}`)}</pre>`
    : '';
  return html`<div class="sign-off ${STATE_CLASS[status.state]}">
    <h4>Sign-off: ${describeStatus(status)}</h4>
    ${history}${commands}
    <p class="fingerprint">Words read: sha256 <code>${item.fingerprint}</code></p>
  </div>`;
}

const stateBadge = (status: ItemStatus) =>
  html`<span class="badge ${STATE_CLASS[status.state]}">${status.state}</span>`;

function claimSection(packed: PackItem<Claim<string>>): Markup {
  const { item, entry: claim, status } = packed;
  const evidence = evidenceOf(claim);
  const evidenceBlock =
    evidence.standing === 'sourced'
      ? html`<div class="source">
          <p class="citation" ${evidence.source.lang ? html` lang="${evidence.source.lang}"` : ''}>
            ${evidence.source.citation}
          </p>
          <p><a href="${evidence.source.url}">${evidence.source.url}</a></p>
          ${
            evidence.source.quote === null
              ? html`<p class="confirm">
                  <strong>Quote: to confirm at the source.</strong> Its own sentence could not be read here; a reviewer
                  reads it there and writes it in <code>src/data/claims.ts</code>.
                </p>`
              : html`<blockquote>${evidence.source.quote}</blockquote>`
          }
          <dl>
            <dt>Data year</dt>
            <dd>${evidence.source.dataYear ?? 'to confirm at the source'}</dd>
            ${
              evidence.source.note
                ? html`<dt>Note</dt>
                    <dd>${evidence.source.note}</dd>`
                : ''
            }
          </dl>
        </div>`
      : evidence.standing === 'withheld'
        ? html`<div class="source withheld">
            <p><strong>Withheld from the pages.</strong> ${evidence.why}</p>
          </div>`
        : html`<div class="source supply">
            <p><strong>Client to supply.</strong> ${evidence.needed}</p>
          </div>`;
  return html`<section class="item" id="${anchor(item.id)}">
    <p class="kicker">
      Claim <code>${item.id}</code> ${stateBadge(status)} <span class="badge evidence">${evidence.standing}</span>
    </p>
    <h3>${claim.statement}</h3>
    <dl class="facts">
      <dt>Figures</dt>
      <dd>${claim.figures.length ? claim.figures.map(figure).join(', ') : 'none'}</dd>
    </dl>
    <h4>Evidence</h4>
    ${evidenceBlock}
    <h4>The site’s words</h4>
    ${wordingTable(item.wording)} ${signOffBox(packed)}
  </section>`;
}

function departureSection(packed: PackItem<Departure>): Markup {
  const { item, entry: departure, status } = packed;
  return html`<section class="item" id="${anchor(item.id)}">
    <p class="kicker">Departure from the brief <code>${item.id}</code> ${stateBadge(status)}</p>
    <h3>The brief: “${departure.brief}”</h3>
    <p><strong>Why the site says otherwise:</strong> ${departure.why}</p>
    ${departure.claim ? html`<p>Concerns <a href="#claim-${departure.claim}">claim:${departure.claim}</a>.</p>` : ''}
    <h4>The site’s words</h4>
    ${wordingTable(item.wording)} ${signOffBox(packed)}
  </section>`;
}

function questionSection(packed: PackItem<MarketQuestion>): Markup {
  const { item, entry: question, status } = packed;
  const { rule } = question;
  return html`<section class="item" id="${anchor(item.id)}">
    <p class="kicker">Market question <code>${item.id}</code> ${stateBadge(status)}</p>
    <h3>${question.market}</h3>
    <p>${question.question}</p>
    <h4>The rule</h4>
    <div class="source${rule.quote === null ? ' supply' : ''}">
      <p class="citation">${rule.citation}</p>
      <p><a href="${rule.url}">${rule.url}</a></p>
      ${
        rule.quote === null
          ? html`<p class="confirm"><strong>Its words: ${quoteText(null)}.</strong></p>`
          : html`<blockquote>${rule.quote}</blockquote>`
      }
      ${
        rule.note
          ? html`<dl>
              <dt>Note</dt>
              <dd>${rule.note}</dd>
            </dl>`
          : ''
      }
    </div>
    <p>
      The regulatory reviewer records the decision in <code>--comment</code>; the words below change with it, and the
      change re-opens the claims that hold them.
    </p>
    <h4>The site’s words it concerns</h4>
    ${wordingTable(item.wording)} ${signOffBox(packed)}
  </section>`;
}

function gapsSection(gaps: readonly Gap[]): Markup {
  if (gaps.length === 0) return html`<p>Nothing is left: a production build goes ahead.</p>`;
  const groups = [...new Set(gaps.map(({ group }) => group))];
  return html`<p>
      A production build refuses while any of these ${gaps.length} items is left (<code>npm run check:launch</code>
      lists them).
    </p>
    ${groups.map(
      (group) =>
        html`<h3>${group}</h3>
          <table class="gaps">
            <thead>
              <tr>
                <th>What</th>
                <th>Where</th>
              </tr>
            </thead>
            <tbody>
              ${gaps
                .filter((gap) => gap.group === group)
                .map(
                  ({ what, where }) =>
                    html`<tr>
                      <td>${what}</td>
                      <td><code>${where}</code></td>
                    </tr>`,
                )}
            </tbody>
          </table>`,
    )}`;
}

function testimonialsSection(testimonials: readonly PackTestimonial[]): Markup {
  return html`${testimonials.map(
    (t) =>
      html`<section class="testimonial">
        <h3>${t.name}, ${t.role}</h3>
        <p>
          ${
            t.illustrative
              ? html`<span class="badge warn">illustrative</span> An invented sample, not a real person’s consented
                  quote: the pages say so.`
              : html`<span class="badge ok">real</span> A real person’s quote, published with their written consent.`
          } <code>${t.file}</code>
        </p>
        <table class="quotes">
          <tbody>
            ${LANGUAGES.map(
              (lang) =>
                html`<tr>
                  <th>${lang}</th>
                  <td lang="${HTML_LANG[t.quotes[lang].lang]}">
                    ${t.quotes[lang].text}${
                      t.quotes[lang].lang === lang
                        ? ''
                        : html` <span class="inherited">no ${lang} quote: the English shows</span>`
                    }
                  </td>
                  <td class="place" lang="${HTML_LANG[lang]}">${t.place[lang] || 'no place shown'}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </section>`,
  )}`;
}

function pendingSection({ references, manufacturer, intendedUse, credentialsWording }: ReviewPackData['pending']) {
  const keys = Object.keys(REFERENCE_NAMES) as (keyof typeof REFERENCE_NAMES)[];
  const sentence = (name: string) => name[0]!.toUpperCase() + name.slice(1);
  const value = (text: string | null) => (text ? html`${text}` : html`<span class="badge stop">pending</span>`);
  return html`<table class="pending">
      <thead>
        <tr>
          <th>Fact</th>
          <th>Value</th>
          <th>Where it goes</th>
        </tr>
      </thead>
      <tbody>
        ${keys.map(
          (key) =>
            html`<tr>
              <td>${sentence(REFERENCE_NAMES[key])}</td>
              <td>${value(references[key])}</td>
              <td><code>src/config/regulatory.ts REGULATORY_REFERENCES.${key}</code></td>
            </tr>`,
        )}
        <tr>
          <td>Legal manufacturer</td>
          <td>${value(manufacturer.name)}</td>
          <td><code>src/config/regulatory.ts MANUFACTURER.name</code></td>
        </tr>
        <tr>
          <td>Manufacturer’s registered address</td>
          <td>${value(manufacturer.address)}</td>
          <td><code>src/config/regulatory.ts MANUFACTURER.address</code></td>
        </tr>
        <tr>
          <td>Intended use confirmed against the labelling</td>
          <td>
            ${intendedUse.confirmed ? 'yes' : html`<span class="badge stop">not yet: the words below are drafts</span>`}
          </td>
          <td><code>src/config/regulatory.ts INTENDED_USE.confirmed</code></td>
        </tr>
        <tr>
          <td>Instructions for Use link</td>
          <td>${value(intendedUse.instructionsUrl)}</td>
          <td><code>src/config/regulatory.ts INTENDED_USE.instructionsUrl</code></td>
        </tr>
      </tbody>
    </table>
    <h3>The credentials and the intended use as the home page states them</h3>
    <p>
      Each credential’s reference shows under its card once it is set above; the intended use stays a draft until the
      client’s regulatory team confirms it against the labelling.
    </p>
    ${wordingTable(credentialsWording)}`;
}

/** Where a screenshot is in the document. */
const shotAnchor = ({ lang, page, width }: PackScreenshot) => `shot-${lang}-${page || 'home'}-${width}`;

/** An index of the screenshots, a page per row and a language per column, then each page's, page by page. */
function screenshotsSection(screenshots: readonly PackScreenshot[]): Markup {
  const pages = [...new Set(screenshots.map(({ page }) => page))];
  const langs = LANGUAGES.filter((lang) => screenshots.some((shot) => shot.lang === lang));
  const index = html`<table class="shots-index">
    <thead>
      <tr>
        <th>Page</th>
        ${langs.map((lang) => html`<th>${lang}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${pages.map(
        (page) =>
          html`<tr>
            <td>${pageRow(page).name}</td>
            ${langs.map(
              (lang) =>
                html`<td>
                  ${screenshots
                    .filter((shot) => shot.page === page && shot.lang === lang)
                    .map((shot) => html`<a href="#${shotAnchor(shot)}">${shot.width} px</a> `)}
                </td>`,
            )}
          </tr>`,
      )}
    </tbody>
  </table>`;
  return html`${index}${pages.map(
    (page) =>
      html`<h3 class="page-name">${pageRow(page).name}</h3>
        ${screenshots
          .filter((shot) => shot.page === page)
          .map(
            (shot) =>
              html`<figure class="shot w${shot.width}" id="${shotAnchor(shot)}">
                <figcaption>
                  <code>${pagePath(shot.lang, page)}</code> at ${shot.width} px, full page (<a href="${shot.file}"
                    >one image</a
                  >)
                </figcaption>
                <div class="tiles">
                  ${shot.tiles.map(
                    (tile) => html`<img src="${tile.file}" width="${tile.width}" height="${tile.height}" alt="" />`,
                  )}
                </div>
              </figure>`,
          )}`,
  )}`;
}

const STYLES = `
@page { size: A4; margin: 14mm 14mm 16mm; }
:root { --ink: #1d2330; --muted: #5a6172; --rule: #c9cdd6; --ok: #1c6b3a; --warn: #8a5a00; --stop: #a3222b; --open: #3b4a6b; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 182mm; color: var(--ink); font: 10pt/1.45 system-ui, 'DejaVu Sans', sans-serif; }
h1 { font-size: 24pt; line-height: 1.15; margin: 0 0 6mm; }
h2 { font-size: 16pt; margin: 0 0 4mm; padding-bottom: 2mm; border-bottom: 2px solid var(--ink); }
h3 { font-size: 12.5pt; margin: 5mm 0 2mm; }
h4 { font-size: 10.5pt; margin: 4mm 0 1.5mm; }
p { margin: 0 0 2mm; }
a { color: inherit; }
code, pre { font-family: 'DejaVu Sans Mono', monospace; font-size: 8pt; }
pre .arg { white-space: nowrap; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f4f7; padding: 2mm 3mm; margin: 1mm 0 2mm; }
table { width: 100%; border-collapse: collapse; margin: 1mm 0 3mm; font-size: 8.5pt; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th, td { border: 0.5pt solid var(--rule); padding: 1.2mm 1.6mm; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { background: #eef0f4; font-weight: 600; }
table.wording { table-layout: fixed; font-size: 8pt; }
table.wording col.key { width: 17%; } table.wording col.page { width: 10%; }
table.wording td { hyphens: auto; overflow-wrap: normal; }
table.wording td code { font-size: 7.5pt; }
table.wording td.page { color: var(--muted); }
.inherited { display: block; color: var(--muted); font-size: 7pt; font-style: italic; }
.none { color: var(--muted); font-style: italic; }
.badge { display: inline-block; padding: 0.3mm 1.8mm; border-radius: 1mm; font-size: 8pt; font-weight: 600; color: #fff; background: var(--open); text-transform: uppercase; letter-spacing: 0.03em; vertical-align: 0.1em; }
.badge.ok { background: var(--ok); } .badge.warn { background: var(--warn); } .badge.stop { background: var(--stop); }
.badge.evidence { background: #fff; color: var(--ink); border: 0.5pt solid var(--ink); }
.chapter { break-before: page; }
.kicker { color: var(--muted); font-size: 9pt; margin-bottom: 1mm; }
.item + .item { break-before: page; }
.item h3 { margin-top: 0; font-size: 14pt; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5mm 4mm; margin: 0 0 2mm; }
dt { font-weight: 600; } dd { margin: 0; }
.source { border-left: 1.2mm solid var(--ok); padding: 1mm 0 1mm 4mm; margin-bottom: 3mm; }
.source.supply { border-color: var(--open); } .confirm { color: var(--stop); } .source.withheld { border-color: var(--warn); }
.source .citation { font-weight: 600; }
blockquote { margin: 2mm 0; padding: 2mm 3mm; background: #f3f4f7; font-style: italic; }
.sign-off { border: 0.8pt solid var(--open); padding: 2mm 4mm; margin-top: 4mm; break-inside: avoid; }
.sign-off.ok { border-color: var(--ok); } .sign-off.warn { border-color: var(--warn); } .sign-off.stop { border-color: var(--stop); }
.sign-off h4 { margin-top: 1mm; }
.fingerprint { color: var(--muted); font-size: 8pt; margin: 0; }
.cover { min-height: 255mm; display: flex; flex-direction: column; }
.cover .label { text-transform: uppercase; letter-spacing: 0.1em; color: var(--muted); margin: 20mm 0 2mm; }
.cover .warning { border: 1pt solid var(--stop); color: var(--stop); padding: 2mm 3mm; }
.cover .how { margin-top: auto; background: #f3f4f7; padding: 3mm 5mm; }
.summary { width: 100mm; } .summary td + td { width: 20mm; text-align: right; }
nav ol { padding-left: 6mm; } nav li { margin: 0.8mm 0; } nav ol ol { font-size: 9pt; margin-bottom: 3mm; }
nav .state { color: var(--muted); font-size: 8pt; text-transform: uppercase; letter-spacing: 0.03em; margin-left: 1.5mm; }
.testimonial { break-inside: avoid; }
table.quotes th { width: 8%; } table.quotes td.place { width: 24%; color: var(--muted); }
.page-name { break-before: page; font-size: 14pt; }
.shot { margin: 0 0 4mm; }
.shot + .shot { break-before: page; }
.shot figcaption { font-size: 9pt; color: var(--muted); margin-bottom: 1.5mm; }
.tiles { display: flex; flex-wrap: wrap; gap: 0 7.5mm; }
.tiles img { display: block; height: auto; border: 0.3pt solid var(--rule); }
.w1280 .tiles img { width: 100%; break-inside: avoid; }
.w1280 .tiles img + img { margin-top: 0; }
.w390 .tiles img { width: 55.6mm; margin-bottom: 4mm; }
@media screen { body { max-width: 1000px; padding: 10mm 16px; } .chapter, .cover { border-top: 1px dashed var(--rule); padding-top: 8mm; margin-top: 8mm; } }
`;

/** The whole document: cover, contents, then one chapter per part, each starting on a new printed page. */
export function reviewPackHtml(data: ReviewPackData): string {
  const items = [...data.claims, ...data.departures, ...data.questions];
  const counts = (['approved', 'changes requested', 're-opened', 'open'] as const).map(
    (state) => [state, items.filter(({ status }) => status.state === state).length] as const,
  );
  const groups = [...new Set(data.gaps.map(({ group }) => group))];
  const chapters = [
    ['gate', 'The launch gate'],
    ['claims', `Claims (${data.claims.length})`],
    ['departures', `Departures from the brief (${data.departures.length})`],
    ['questions', `Market questions (${data.questions.length})`],
    ['testimonials', `Testimonials (${data.testimonials.length})`],
    ['regulatory', 'Regulatory facts still pending'],
    ['pages', `The pages as visitors see them (${data.screenshots.length} screenshots)`],
  ] as const;
  const entries = <Entry>(list: readonly PackItem<Entry>[], headline: (entry: Entry) => string) =>
    html`<ol>
      ${list.map(
        ({ item, entry, status }) =>
          html`<li>
            <a href="#${anchor(item.id)}">${headline(entry)}</a> <span class="state">${status.state}</span>
          </li>`,
      )}
    </ol>`;
  const title = (id: (typeof chapters)[number][0]) => chapters.find(([key]) => key === id)![1];
  const made = data.made.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  const commit = data.commit?.sha.slice(0, 12) ?? 'not from a git checkout';
  const document = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Adhera website review pack, ${commit}</title>
        <style>
          ${new Markup(STYLES)}
        </style>
      </head>
      <body>
        <section class="cover">
          <p class="label">Adhera website · medical, legal and regulatory review</p>
          <h1>Review pack</h1>
          <dl>
            <dt>Commit</dt>
            <dd>
              ${
                data.commit
                  ? html`<code>${data.commit.sha}</code>`
                  : 'None: this pack was not made from a git checkout (a release archive), so no commit names its words.'
              }
            </dd>
            <dt>Made</dt>
            <dd>${made}</dd>
            <dt>Items to sign</dt>
            <dd>
              ${data.claims.length} claims, ${data.departures.length} departures from the brief and
              ${data.questions.length} market questions
            </dd>
          </dl>
          ${data.commit?.dirty ? html`<p class="warning">The working tree had uncommitted changes: this pack shows words that no commit holds yet. Sign a pack made from a clean commit.</p>` : ''}
          <h3>Sign-off</h3>
          <table class="summary">
            <tbody>
              ${counts.map(
                ([state, n]) =>
                  html`<tr>
                    <td>${state}</td>
                    <td>${n}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
          <h3>
            Launch gate:
            ${data.gaps.length ? `${data.gaps.length} items left, a production build refuses` : 'nothing left'}
          </h3>
          <table class="summary">
            <tbody>
              ${groups.map(
                (group) =>
                  html`<tr>
                    <td>${group}</td>
                    <td>${data.gaps.filter((gap) => gap.group === group).length}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
          <div class="how">
            <h4>How to sign</h4>
            <p>
              Each claim and each departure from the brief needs the approval of a medical, a legal and a regulatory
              reviewer. Read its evidence and its words in every language, then run the command printed under it from
              the repository and commit <code>src/data/sign-off.json</code>; to ask for changes, say which in
              <code>--comment</code>. Each command is pinned to the words in this pack: if they have changed since, it
              refuses. Any later edit to an item’s words re-opens it, and the launch gate refuses a production build
              until every item is approved in its current words.
            </p>
          </div>
        </section>
        <nav class="chapter" aria-label="Contents">
          <h2>Contents</h2>
          <ol>
            ${chapters.map(
              ([id, name]) =>
                html`<li>
                  <a href="#${id}">${name}</a>${
                    id === 'claims'
                      ? entries(data.claims, (claim) => claim.statement)
                      : id === 'departures'
                        ? entries(data.departures, (departure) => `The brief: “${departure.brief}”`)
                        : id === 'questions'
                          ? entries(data.questions, (question) => question.market)
                          : ''
                  }
                </li>`,
            )}
          </ol>
        </nav>
        <section class="chapter" id="gate">
          <h2>1. ${title('gate')}</h2>
          ${gapsSection(data.gaps)}
        </section>
        <section class="chapter" id="claims">
          <h2>2. ${title('claims')}</h2>
          ${data.claims.map(claimSection)}
        </section>
        <section class="chapter" id="departures">
          <h2>3. ${title('departures')}</h2>
          ${data.departures.map(departureSection)}
        </section>
        <section class="chapter" id="questions">
          <h2>4. ${title('questions')}</h2>
          ${data.questions.map(questionSection)}
        </section>
        <section class="chapter" id="testimonials">
          <h2>5. ${title('testimonials')}</h2>
          ${testimonialsSection(data.testimonials)}
        </section>
        <section class="chapter" id="regulatory">
          <h2>6. ${title('regulatory')}</h2>
          ${pendingSection(data.pending)}
        </section>
        <section class="chapter" id="pages">
          <h2>7. ${title('pages')}</h2>
          <p>
            Each page in each language at 390 px (a phone) and 1280 px (a laptop), whole, with motion reduced and every
            image loaded.
          </p>
          ${screenshotsSection(data.screenshots)}
        </section>
      </body>
    </html> `;
  return document.text;
}

const TESTIMONIALS_DIR = 'src/content/testimonials';

/** The testimonials in the carousels' order (by `order`, then file name), with what each language shows. */
function projectTestimonials(root: string): PackTestimonial[] {
  type Entry = Parameters<typeof testimonialQuote>[0] & Parameters<typeof testimonialPlace>[0];
  const files = readdirSync(join(root, TESTIMONIALS_DIR))
    .filter((name) => name.endsWith('.json'))
    .sort();
  return files
    .map((name) => {
      const entry = JSON.parse(readFileSync(join(root, TESTIMONIALS_DIR, name), 'utf8')) as Entry & {
        name: string;
        title: string;
        order?: number;
        illustrative?: boolean;
      };
      const perLanguage = <T>(read: (lang: Lang) => T) =>
        Object.fromEntries(LANGUAGES.map((lang) => [lang, read(lang)])) as Record<Lang, T>;
      return {
        order: entry.order ?? 100,
        file: `${TESTIMONIALS_DIR}/${name}`,
        name: entry.name,
        role: entry.title,
        illustrative: entry.illustrative ?? false,
        place: perLanguage((lang) => testimonialPlace({ ...entry, place: entry.place ?? '' }, lang)),
        quotes: perLanguage((lang) => testimonialQuote(entry, lang)),
      };
    })
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...testimonial }) => testimonial);
}

/** The project's facts for the pack: what the gate and the sign-off read, and the screenshots the CLI took. */
export function projectPackData(
  root: string,
  made: { commit: ReviewPackData['commit']; made: string; screenshots: readonly PackScreenshot[] },
): ReviewPackData {
  const facts = projectFacts(root);
  const items = new Map(projectItems(root).map((item) => [item.id, item]));
  const statuses = new Map(signOffStatuses(facts).map(({ id, status }) => [id, status]));
  const packed = <Entry>(kind: string, registry: Readonly<Record<string, Entry>>) =>
    Object.entries(registry).map(([name, entry]) => {
      const id = `${kind}:${name}`;
      return { item: items.get(id)!, entry, status: statuses.get(id)!, decisions: facts.signOff[id] ?? [] };
    });
  const en = JSON.parse(readFileSync(join(root, 'src/i18n/locales/en.json'), 'utf8')) as DictionaryTree;
  const credentialKeys = flattenEntries(en)
    .map(([key]) => key)
    .filter((key) => key.startsWith('homepage.approvals.'));
  return {
    ...made,
    gaps: launchGaps(facts),
    claims: packed('claim', facts.claims),
    departures: packed('departure', facts.departures),
    questions: packed('question', facts.questions),
    testimonials: projectTestimonials(root),
    pending: {
      references: facts.references,
      manufacturer: facts.manufacturer,
      intendedUse: facts.intendedUse,
      credentialsWording: wordingOf(credentialKeys, projectRender(root)),
    },
  };
}
