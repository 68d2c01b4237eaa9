import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkFolder,
  extractNumbers,
  formatReport,
  listFindings,
  glossaryHits,
  parseGlossary,
  parseLanguageList,
  type Report,
  type TermBase,
} from './i18n-check.ts';

const fixture = (name: string) => `tests/fixtures/i18n/${name}`;
/** The fixtures' languages, whatever the site publishes: en the reference, br overriding pt. */
const FIXTURE_LANGUAGES = 'en,es,pt,br:pt';
const languages = parseLanguageList(FIXTURE_LANGUAGES);

/** Findings as "lang kind key" lines, the part of the report a test can pin down exactly. */
const summary = (report: Report) =>
  report.languages.flatMap(({ lang, findings }) =>
    findings.map(({ severity, kind, key }) => `${lang} ${severity} ${kind} ${key ?? ''}`.trim()),
  );

describe('numbers in copy', () => {
  const values = (text: string) => extractNumbers(text).map(({ value }) => value);
  it('reads decimal points and commas alike, with million in any of the languages', () => {
    expect(values('2.3 million new cases')).toEqual([2_300_000]);
    expect(values('2,3 millones de casos')).toEqual([2_300_000]);
    expect(values('2,3 milhões de novos casos')).toEqual([2_300_000]);
  });
  it('splits ranges written with an en dash, a hyphen or words', () => {
    expect(values('cure rates of 97–99%')).toEqual([97, 99]);
    expect(values('mujeres de 20-40 años')).toEqual([20, 40]);
    expect(values('dos 20 aos 40 anos')).toEqual([20, 40]);
  });
  it('reads groups of three digits as thousands', () => {
    expect(values('1,000 clinics or 1.000 clínicas')).toEqual([1000, 1000]);
  });
});

describe('glossary terms', () => {
  const terms = parseGlossary({ br: { utentes: 'pacientes', quénia: 'Quênia', 'mais pequen[oa]s?': 'menor' } }, [
    'br',
  ]).br;
  const found = (text: string) => glossaryHits(text, terms).map((hit) => hit.found);

  it('match whole words only, whatever their case', () => {
    expect(found('Utentes e técnicos; as UTENTES')).toEqual(['Utentes', 'UTENTES']);
    expect(found('utentesX, xutentes, utentes2')).toEqual([]);
  });
  it('keep accents: another accent is another word, a combining accent is the same letter', () => {
    expect(found('no Quênia')).toEqual([]);
    expect(found('no QUÉNIA, no Que\u0301nia')).toEqual(['QUÉNIA', 'Quénia']);
  });
  it('are regular expressions', () => {
    expect(found('tumores até 5 vezes mais pequenos')).toEqual(['mais pequenos']);
  });
  it('belong to one of the site’s languages', () => {
    expect(() => parseGlossary({ xx: {} }, ['en', 'es'])).toThrow('glossary: "xx" is not one of en, es');
  });
});

describe('the term base', () => {
  const file = JSON.parse(readFileSync(new URL('./i18n-check.glossary.json', import.meta.url), 'utf8')) as {
    termBase: { concepts: TermBase };
  };
  const { concepts } = file.termBase;
  const glossary = parseGlossary({}, ['en', 'es', 'pt', 'br'], concepts);
  const hits = (lang: string, text: string) => glossaryHits(text, glossary[lang]).map(({ found }) => found);

  it('holds each market’s terms: health professionals, screening, early detection, the image, official names', () => {
    expect(Object.keys(concepts)).toHaveLength(6);
    expect(hits('es', 'Para profesionales de la salud: tejido captado y detección temprana.')).toEqual([
      'profesionales de la salud',
      'detección temprana',
      'tejido captado',
    ]);
    expect(hits('es', 'Para profesionales sanitarios: más tejido en la imagen, cribado y detección precoz.')).toEqual(
      [],
    );
    expect(hits('pt', 'Rastreamento e tecido captado')).toEqual(['Rastreamento', 'tecido captado']);
    expect(hits('br', 'Rastreio e deteção precoce')).toEqual(['Rastreio', 'deteção precoce']);
  });

  it('holds a body’s name as the body writes it, letter case included', () => {
    expect(hits('en', 'Registered with ANVISA')).toEqual(['ANVISA']);
    expect(hits('en', 'Registered with Anvisa')).toEqual([]);
    expect(hits('es', 'la Junta de Farmacia y Venenos (PPB)')).toEqual(['Junta de Farmacia y Venenos']);
  });
});

describe('i18n check on fixtures', () => {
  it('passes a consistent set of dictionaries without a warning', () => {
    const report = checkFolder(fixture('clean'), { languages });
    expect(summary(report)).toEqual([]);
    expect(report.errors).toBe(0);
    expect(report.warnings).toBe(0);
  });

  it('reports a key en.json has and es.json lacks, naming the file and the full key', () => {
    const report = checkFolder(fixture('missing-key'), { languages });
    expect(summary(report)).toEqual(['es error missing homepage.women.cta']);
    expect(formatReport(report)).toMatch(
      /tests\/fixtures\/i18n\/missing-key\/es\.json .*1 error[\s\S]*missing key +homepage\.women\.cta/,
    );
  });

  it('reports a key that en.json lacks', () => {
    const report = checkFolder(fixture('unknown-key'), { languages });
    expect(summary(report)).toEqual(['pt error unknown menu.shop']);
  });

  it('reports placeholders that differ from en.json, expected against found', () => {
    const report = checkFolder(fixture('placeholder'), { languages });
    expect(summary(report)).toEqual(['es error placeholder homepage.women.p2', 'pt error placeholder rodape.rights']);
    const text = formatReport(report);
    expect(text).toContain('homepage.women.p2: Keep {{email}}: it is replaced by the contact address.');
    expect(text).toContain('Braces { } belong only around {{email}}');
    expect(text).toContain('rodape.rights: Keep {{year}}: it is replaced by the current year.\n');
  });

  it('rejects the mistakes the pages would show as typed, each with what to do, and a missing image', () => {
    const report = checkFolder(fixture('broken-text'), { languages });
    expect(summary(report)).toEqual([
      'es error placeholder homepage.women.p2',
      'es error markup homepage.women.cta',
      'pt error placeholder homepage.women.p2',
      'br error placeholder homepage.women.p2',
    ]);
    const lines = listFindings(report, 'error');
    expect(lines).toContain(
      `${fixture('broken-text')}/es.json: homepage.women.p2: Keep {{email}}: it is replaced by the contact address.`,
    );
    expect(lines).toContainEqual(expect.stringMatching(/pt\.json: homepage\.women\.p2: Keep \{\{email\}\}.* Braces/));
    expect(lines).toContainEqual(expect.stringMatching(/br\.json: homepage\.women\.p2: Keep \{\{email\}\}.* Braces/));
    expect(lines).toContainEqual(expect.stringMatching(/es\.json: homepage\.women\.cta: Remove the markup/));
    // The testimonial: the image path leads nowhere, a quote holds markup, and an empty quote is only a warning.
    const [testimonial] = report.content;
    expect(testimonial.findings.map(({ severity, kind, key }) => `${severity} ${kind} ${key}`)).toEqual([
      'error image image',
      'error markup desc_pt',
      'warning empty desc_es',
    ]);
    expect(lines).toContainEqual(
      expect.stringMatching(/testimonials\/sample\.json: image: there is no image at "[^"]*manger\.svg"/),
    );
    expect(listFindings(report, 'warning')).toContainEqual(
      expect.stringMatching(/sample\.json: desc_es: is empty, so the es pages show the English quote$/),
    );
    expect(report.errors).toBe(6);
    expect(report.warnings).toBe(1);
  });

  it('warns about text left in English and empty strings, but not about allow-listed names and numbers', () => {
    const report = checkFolder(fixture('identical'), { languages });
    // The fixture also keeps "Adhera", "Español" and "30%" as in English: those are allowed.
    expect(summary(report)).toEqual(['es warning identical menu.store', 'pt warning empty homepage.women.cta']);
    expect(report.errors).toBe(0);
    expect(formatReport(report)).toContain('menu.store: is the same as in English: "Store"');
  });

  it('warns when a translation changes a claimed figure, and accepts the same figure in local notation', () => {
    const report = checkFolder(fixture('claim'), { languages });
    // The clean fixture writes "2,3 millones" and "20-40" for "2.3 million" and "20–40" without a warning.
    expect(summary(report)).toEqual(['es warning claim impact.solution', 'pt warning claim impact.incidence']);
    const text = formatReport(report);
    expect(text).toContain('impact.solution: a claimed figure differs: en.json says 30, 5; es.json says 40, 5');
    expect(text).toContain('en.json says 2.3 million, 48, 20, 40; pt.json says 2,5 milhões, 48, 20, 40');
  });

  it('rejects a br.json override for a key en.json does not have', () => {
    expect(summary(checkFolder(fixture('br-unknown-key'), { languages }))).toEqual(['br error unknown menu.shop']);
  });

  it('accepts br.json overriding some keys and leaving the rest to pt.json', () => {
    const report = checkFolder(fixture('br-overrides'), { languages });
    expect(summary(report)).toEqual([]);
    expect(formatReport(report)).toContain('br.json (2 overrides of pt.json): OK');
  });

  it('rejects each language’s glossary terms, br on the pt text it inherits, and in the testimonials', () => {
    const report = checkFolder(fixture('glossary'), { languages });
    expect(report.referenceFindings.map(({ kind, key }) => `en ${kind} ${key}`)).toEqual([
      'en term homepage.approvals.title',
    ]);
    // pt may say "utentes" and "cancro"; br may not, whether br.json says it or inherits it from pt.json.
    expect(summary(report)).toEqual([
      'es error term homepage.approvals.title',
      'br error term menu.patients',
      'br error term homepage.approvals.title',
      'br error term impact.title',
    ]);
    expect(report.content.map(({ findings }) => findings.map(({ key }) => key))).toEqual([['desc_en', 'desc_br']]);
    expect(report.errors).toBe(7);
    const text = formatReport(report);
    expect(text).toContain('menu.patients: "Utentes" → pacientes\n');
    expect(text).toMatch(
      /impact\.title: "cancro" → câncer \(text from \S+\/glossary\/pt\.json: override the key in br\.json\)/,
    );
    expect(text).toContain('homepage.approvals.title: "approved" → cleared (FDA 510(k))');
    expect(text).toMatch(
      /glossary\/testimonials\/sample\.json \(testimonial\): 2 errors[\s\S]*desc_br: "equipa" → equipe/,
    );
  });

  it('holds pt to European forms, br to its own, and every language to the calques and the measure the evidence gives', () => {
    const report = checkFolder(fixture('glossary-calques'), { languages });
    expect(report.referenceFindings.map(({ kind, key }) => `en ${kind} ${key}`)).toEqual(['en term impact.survival']);
    // pt may not say "câncer" or "está mudando"; br inherits both without an error, but not "sem esforço", nor pt's
    // "sobrevivência" (br says "sobrevida"). No language says cure rates: registries publish survival.
    expect(summary(report)).toEqual([
      'es error term impact.survival',
      'es error term innovation.application',
      'pt error term impact.title',
      'pt error term impact.title',
      'br error term impact.survival',
      'br error term innovation.application',
    ]);
    const text = formatReport(report);
    expect(text).toContain('impact.title: "câncer" → cancro, cancros');
    expect(text).toContain('impact.title: "está mudando" → está a mudar');
    expect(text).toContain('innovation.application: "sin esfuerzo" → sencillo');
    expect(text).toContain('impact.survival: "Tasas de curación" → supervivencia relativa a cinco años');
    expect(text).toContain('impact.survival: "Sobrevivência" → sobrevida');
  });

  it('reports a malformed file with the key or the line where it goes wrong', () => {
    const report = checkFolder(fixture('malformed'), { languages });
    expect(summary(report)).toEqual(['es error malformed menu', 'pt error malformed']);
    const text = formatReport(report);
    expect(text).toContain('menu: should be a group of keys, found a string');
    // The rest of es.json is still checked: its 7 strings outside "menu", with nothing else to report.
    expect(text).toMatch(/malformed\/es\.json \(7 strings\): 1 error, 0 warnings/);
    expect(text).toContain('is not valid JSON at line 14, column 14, near key "homepage.women.cta"');
  });
});
