import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { Claim } from '../src/data/claims.ts';
import type { Departure } from '../src/data/departures.ts';
import type { MarketQuestion } from '../src/config/regulatory.ts';
import { LANGUAGES, type Lang } from '../src/i18n/languages.ts';
import type { ReviewItem, Wording } from '../lib/review-items.ts';
import { reviewPackHtml, type PackItem, type ReviewPackData } from './review-pack.lib.ts';
import { ROLES, itemStatus, rolesFor, type Decision } from '../lib/sign-off.ts';

/** Text in every language of the table: the ones given, English in any other (as a page shows an untranslated key). */
const words = (en: string, es: string, pt: string, br = pt): Record<Lang, string> => ({
  ...(Object.fromEntries(LANGUAGES.map((lang) => [lang, en])) as Record<Lang, string>),
  es,
  pt,
  br,
});

const wording: Wording[] = [
  {
    key: 'impact.stats.incidence.text',
    pages: ['impact'],
    text: words('2.3 million new cases in 2022', '2,3 millones de casos en 2022', '2,3 milhões de casos em 2022'),
  },
  {
    key: 'impact.meta.description',
    pages: ['impact'],
    text: words(
      'An estimated 2.3 million',
      'Unos 2,3 millones',
      'Cerca de 2,3 milhões',
      'Cerca de 2,3 milhões no Brasil',
    ),
  },
];

const item = (id: string, fingerprint: string, items = wording): ReviewItem => ({
  id,
  kind: id.split(':')[0] as ReviewItem['kind'],
  name: id.split(':')[1]!,
  wording: items,
  fingerprint,
});

const packed = <Entry>(
  id: string,
  entry: Entry,
  fingerprint: string,
  decisions: Decision[] = [],
  items = wording,
): PackItem<Entry> => ({
  item: item(id, fingerprint, items),
  entry,
  status: itemStatus(fingerprint, decisions, rolesFor(id)),
  decisions,
});

const NEW_CASES = 'a1'.repeat(32);
const SAFETY = 'b2'.repeat(32);
const TUMOURS = 'c3'.repeat(32);
const DEPARTURE = 'd4'.repeat(32);

const sourced: Claim<string> = {
  statement: 'An estimated 2.3 million new breast cancer cases worldwide in 2022',
  figures: [2_300_000, 2022],
  keys: wording.map(({ key }) => key),
  ideas: [],
  source: {
    citation: 'UICC. Breast cancer (GLOBOCAN 2022).',
    url: 'https://uicc.org/breast-cancer',
    quote: 'With the estimated 2.3 million new cases of breast cancer in 2022 <b>',
    dataYear: '2022',
    note: 'A summary of IARC estimates.',
  },
};
const unsourced: Claim = {
  statement: 'Adhera is designed for safety',
  figures: [],
  keys: ['innovation.benefits.safety.title'],
  ideas: ['safety'],
  source: null,
  evidenceNeeded: 'The device’s biocompatibility evidence.',
};
const withheld: Claim = {
  statement: 'Detection of tumors up to 5 times smaller',
  figures: [5],
  keys: [],
  ideas: [],
  source: null,
  withheld: 'What is 5 times smaller is not defined.',
};
const departure: Departure = {
  brief: '2.3 million new cases per year',
  keys: ['impact.stats.incidence.text'],
  why: 'The source gives one year.',
  claim: 'newCases',
};

const QUESTION = 'f6'.repeat(32);
const question: MarketQuestion = {
  market: 'Spain (the es pages)',
  question: 'May the es pages speak to patients?',
  rule: {
    citation: 'Real Decreto 1591/2009, artículo 38',
    url: 'https://example.org/rd-1591',
    quote: null,
    note: 'A summary found says the article bars it.',
  },
  keys: ['patients.forPatients.title'],
};

const approvedBy = (fingerprint: string): Decision[] =>
  ROLES.map((role) => ({ decision: 'approved', role, reviewer: `Dr ${role}`, date: '2026-11-28', fingerprint }));

const data: ReviewPackData = {
  commit: { sha: 'f00d'.repeat(10), dirty: false },
  made: '2026-11-30T09:15:00.000Z',
  gaps: [
    {
      group: 'Addresses',
      what: 'contact address is contact@adhera.example',
      where: 'src/config/site.ts CONTACT_EMAIL',
    },
    { group: 'Sign-off', what: 'claim:safety is not approved: open', where: 'src/data/sign-off.json' },
    { group: 'Sign-off', what: 'claim:smallerTumours is not approved: re-opened', where: 'src/data/sign-off.json' },
  ],
  claims: [
    packed('claim:newCases', sourced, NEW_CASES, approvedBy(NEW_CASES)),
    packed('claim:safety', unsourced, SAFETY, approvedBy(SAFETY).slice(0, 1), [
      {
        key: 'innovation.benefits.safety.title',
        pages: ['innovation'],
        text: words('Safety', 'Seguridad', 'Segurança'),
      },
    ]),
    packed('claim:smallerTumours', withheld, TUMOURS, approvedBy('e5'.repeat(32)), []),
  ],
  departures: [
    packed('departure:newCasesPerYear', departure, DEPARTURE, [
      {
        decision: 'changes requested',
        role: 'legal',
        reviewer: 'B. Counsel',
        date: '2026-11-29',
        comment: 'Name the source.',
        fingerprint: DEPARTURE,
      },
    ]),
  ],
  questions: [
    packed(
      'question:spainPublicAdvertising',
      question,
      QUESTION,
      [],
      [
        {
          key: 'patients.forPatients.title',
          pages: ['patients'],
          text: words('For Patients', 'Para pacientes', 'Para utentes'),
        },
      ],
    ),
  ],
  testimonials: [
    {
      file: 'src/content/testimonials/patient.json',
      name: 'Priya Natarajan',
      role: 'Patient',
      illustrative: true,
      place: words('', '', ''),
      // br has no quote of its own, nor any language added later: they show the English one.
      quotes: {
        ...(Object.fromEntries(LANGUAGES.map((lang) => [lang, { text: 'Positioned once.', lang: 'en' }])) as Record<
          Lang,
          { text: string; lang: Lang }
        >),
        es: { text: 'Me colocaron a la primera.', lang: 'es' },
        pt: { text: 'Posicionada uma vez.', lang: 'pt' },
      },
    },
  ],
  pending: {
    references: { patent: null, fda: 'K123456', ce: null, anvisa: null, kenya: null },
    manufacturer: { name: null, address: null },
    intendedUse: { confirmed: false, instructionsUrl: null },
    credentialsWording: [
      {
        key: 'homepage.approvals.intendedUse.text',
        pages: [''],
        text: words('Intended to hold the breast.', 'Destinado a sujetar.', 'Destinado a segurar.'),
      },
    ],
  },
  screenshots: [
    {
      lang: 'es',
      page: 'impact',
      width: 390,
      file: 'shots/es-impact-390.jpg',
      tiles: [
        { file: 'shots/es-impact-390-1.jpg', width: 390, height: 1700 },
        { file: 'shots/es-impact-390-2.jpg', width: 390, height: 420 },
      ],
    },
  ],
};

const render = (given: ReviewPackData = data) => new JSDOM(reviewPackHtml(given)).window.document;
const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('the review pack’s document', () => {
  const doc = render();

  it('opens with the commit, the day it was made, the sign-off and the launch gate in numbers', () => {
    const cover = text(doc.querySelector('.cover'));
    expect(cover).toContain(`Commit ${data.commit!.sha}`);
    expect(cover).toContain('2026-11-30 09:15:00 UTC');
    expect(cover).toContain('approved 1 changes requested 1 re-opened 1 open 2');
    expect(cover).toContain('Launch gate: 3 items left, a production build refuses Addresses 1 Sign-off 2');
    expect(doc.querySelector('.cover .warning')).toBeNull();
    expect(
      text(render({ ...data, commit: { ...data.commit!, dirty: true } }).querySelector('.cover .warning')),
    ).toMatch(/uncommitted changes/);
  });

  it('says, made outside a git checkout, that no commit names its words', () => {
    const archived = render({ ...data, commit: null });
    expect(text(archived.querySelector('.cover'))).toContain('Commit None: this pack was not made from a git checkout');
    expect(archived.title).toContain('not from a git checkout');
    expect(archived.querySelector('.cover .warning')).toBeNull();
  });

  it('shows a market question with its rule, its words to confirm, and the regulatory decision’s command', () => {
    const section = doc.querySelector('#question-spainPublicAdvertising')!;
    expect(text(section.querySelector('h3'))).toBe('Spain (the es pages)');
    expect(text(section)).toContain('Real Decreto 1591/2009, artículo 38');
    expect(text(section.querySelector('.confirm'))).toBe('Its words: to confirm at the source.');
    expect(text(section)).toContain('Para utentes');
    const commands = section.querySelector('.sign-off pre')!.textContent!;
    expect(commands).toContain('--role regulatory');
    expect(commands).toContain('--approve --comment "the decision"');
    expect(commands).not.toMatch(/--role (medical|legal)/);
  });

  it('says a claim’s quote is to confirm at the source when it could not be read', () => {
    const unread = { ...sourced, source: { ...sourced.source!, quote: null, dataYear: null } };
    const page = render({ ...data, claims: [packed('claim:newCases', unread, NEW_CASES)] });
    const evidence = page.querySelector('#claim-newCases .source')!;
    expect(evidence.querySelector('blockquote')).toBeNull();
    expect(text(evidence.querySelector('.confirm'))).toMatch(/^Quote: to confirm at the source\./);
    expect(text(evidence)).toContain('Data year to confirm at the source');
  });

  it('lists every part and every item in its contents, each link leading to a section of the document', () => {
    const links = [...doc.querySelectorAll('nav a')];
    expect(links.map(text)).toEqual([
      'The launch gate',
      'Claims (3)',
      sourced.statement,
      unsourced.statement,
      withheld.statement,
      'Departures from the brief (1)',
      'The brief: “2.3 million new cases per year”',
      'Market questions (1)',
      'Spain (the es pages)',
      'Testimonials (1)',
      'Regulatory facts still pending',
      'The pages as visitors see them (1 screenshots)',
    ]);
    for (const link of links)
      expect(doc.getElementById(link.getAttribute('href')!.slice(1)), text(link)).not.toBeNull();
  });

  it('gives the launch gate’s gaps by group, with where each is supplied', () => {
    const gate = doc.getElementById('gate')!;
    expect([...gate.querySelectorAll('h3')].map(text)).toEqual(['Addresses', 'Sign-off']);
    expect(text(gate.querySelector('table'))).toContain(
      'contact address is contact@adhera.example src/config/site.ts CONTACT_EMAIL',
    );
  });

  it('shows a sourced claim with its figures, citation, link, quote and data year', () => {
    const claim = doc.getElementById('claim-newCases')!;
    expect(text(claim.querySelector('h3'))).toBe(sourced.statement);
    expect(text(claim.querySelector('.facts'))).toBe('Figures 2,300,000, 2022');
    expect(text(claim.querySelector('.badge.evidence'))).toBe('sourced');
    expect(claim.querySelector('.source a')?.getAttribute('href')).toBe('https://uicc.org/breast-cancer');
    expect(text(claim.querySelector('blockquote'))).toBe(sourced.source!.quote);
    expect(text(claim.querySelector('.source dl'))).toBe('Data year 2022 Note A summary of IARC estimates.');
  });

  it('sets the words of each key in every language side by side, saying where a language reads another’s', () => {
    const rows = [...doc.querySelectorAll('#claim-newCases table.wording tbody tr')];
    // One column per language of the table, any language beyond these four showing the English it was given.
    const row = (key: string, page: string, cells: Partial<Record<Lang, string>> & { en: string }) => [
      key,
      page,
      ...LANGUAGES.map((lang) => cells[lang] ?? cells.en),
    ];
    expect(rows.map((tr) => [...tr.children].map(text))).toEqual([
      row('impact.stats.incidence.text', 'Impact', {
        en: '2.3 million new cases in 2022',
        es: '2,3 millones de casos en 2022',
        pt: '2,3 milhões de casos em 2022',
        br: '2,3 milhões de casos em 2022 as pt',
      }),
      row('impact.meta.description', 'Impact in search results and shared links', {
        en: 'An estimated 2.3 million',
        es: 'Unos 2,3 millones',
        pt: 'Cerca de 2,3 milhões',
        br: 'Cerca de 2,3 milhões no Brasil',
      }),
    ]);
    expect(rows[0]!.children[4]!.getAttribute('lang')).toBe('pt-PT');
  });

  it('says what an unsourced claim needs and why a withheld one is off the pages', () => {
    expect(text(doc.querySelector('#claim-safety .source'))).toBe(
      'Client to supply. The device’s biocompatibility evidence.',
    );
    const tumours = doc.getElementById('claim-smallerTumours')!;
    expect(text(tumours.querySelector('.source'))).toBe(
      'Withheld from the pages. What is 5 times smaller is not defined.',
    );
    expect(text(tumours.querySelector('.none'))).toBe('The site states this on no page.');
  });

  it('gives each item’s sign-off, and the pinned command for each role still awaited', () => {
    const approved = doc.querySelector('#claim-newCases .sign-off')!;
    expect(text(approved.querySelector('h4'))).toMatch(/^Sign-off: approved by Dr medical \(medical, 2026-11-28\)/);
    expect(approved.querySelector('pre')).toBeNull();
    expect(text(approved.querySelector('.fingerprint'))).toBe(`Words read: sha256 ${NEW_CASES}`);

    const open = doc.querySelector('#claim-safety .sign-off pre')!.textContent!.split('\n');
    expect(open.filter((line) => line.startsWith('npm run sign-off'))).toEqual([
      'npm run sign-off -- claim:safety@b2b2b2b2b2b2 --approve --role legal --reviewer "…"',
      'npm run sign-off -- claim:safety@b2b2b2b2b2b2 --approve --role regulatory --reviewer "…"',
      'npm run sign-off -- claim:safety@b2b2b2b2b2b2 --request-changes --comment "…" --role … --reviewer "…"',
    ]);

    const reopened = doc.querySelector('#claim-smallerTumours .sign-off')!;
    expect(text(reopened.querySelector('h4'))).toMatch(/^Sign-off: re-opened; its words changed after/);
    expect([...reopened.querySelectorAll('.decisions tbody tr')].map((row) => text(row.lastElementChild))).toEqual([
      'earlier words',
      'earlier words',
      'earlier words',
    ]);
  });

  it('shows a departure’s brief, why, words and the changes asked for', () => {
    const section = doc.getElementById('departure-newCasesPerYear')!;
    expect(text(section.querySelector('h3'))).toBe('The brief: “2.3 million new cases per year”');
    expect(text(section)).toContain('Why the site says otherwise: The source gives one year.');
    expect(section.querySelector('a[href="#claim-newCases"]')).not.toBeNull();
    expect(section.querySelectorAll('table.wording tbody tr')).toHaveLength(2);
    expect(text(section.querySelector('.sign-off h4'))).toBe(
      'Sign-off: changes requested by B. Counsel (legal, 2026-11-29): "Name the source."',
    );
  });

  it('marks an illustrative testimonial, and a language that shows the English quote', () => {
    const testimonial = doc.querySelector('#testimonials .testimonial')!;
    expect(text(testimonial.querySelector('.badge'))).toBe('illustrative');
    const br = [...testimonial.querySelectorAll('tr')].find((row) => text(row.firstElementChild) === 'br')!;
    expect(text(br)).toContain('Positioned once. no br quote: the English shows');
    expect(br.querySelector('td')!.getAttribute('lang')).toBe('en');
  });

  it('lists each regulatory fact still pending, and one supplied with its value', () => {
    const rows = [...doc.querySelectorAll('#regulatory table.pending tbody tr')].map(text);
    expect(rows).toContain('FDA 510(k) number K123456 src/config/regulatory.ts REGULATORY_REFERENCES.fda');
    expect(rows).toContain('Patent number pending src/config/regulatory.ts REGULATORY_REFERENCES.patent');
    expect(rows).toContain('Legal manufacturer pending src/config/regulatory.ts MANUFACTURER.name');
    expect(rows.find((row) => row.startsWith('Intended use confirmed'))).toContain('not yet');
    expect(text(doc.querySelector('#regulatory table.wording tbody tr'))).toContain('Intended to hold the breast.');
  });

  it('shows each screenshot whole, tile after tile, with its page, language and width, from an index', () => {
    const shot = doc.querySelector('#pages figure')!;
    expect(doc.querySelector(`#pages table a[href="#${shot.id}"]`)?.closest('tr')?.firstElementChild?.textContent).toBe(
      'Impact on Healthcare',
    );
    expect(text(shot.querySelector('figcaption'))).toBe('/es/impact at 390 px, full page (one image)');
    expect(shot.querySelector('figcaption a')!.getAttribute('href')).toBe('shots/es-impact-390.jpg');
    expect([...shot.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'shots/es-impact-390-1.jpg',
      'shots/es-impact-390-2.jpg',
    ]);
  });

  it('writes the copy as text, never as markup', () => {
    expect(doc.querySelector('#claim-newCases blockquote b')).toBeNull();
    expect(reviewPackHtml(data)).toContain('in 2022 &lt;b&gt;');
  });
});
