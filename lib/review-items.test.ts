import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { Claim } from '../src/data/claims.ts';
import { sourcedClaim } from '../tests/fixtures/claims/sourced-claim.ts';
import type { Departure } from '../src/data/departures.ts';
import { LANGUAGES, type Lang } from '../src/i18n/languages.ts';
import { useTranslations, type UIKey } from '../src/i18n/translate.ts';
import { pagesShowing, projectItems, projectRender, reviewItems, type Render } from './review-items.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const claim: Claim = { ...sourcedClaim, keys: ['homepage.why.bullet1', 'innovation.band.results.text'] };
const departure: Departure = { brief: 'Proven Results', keys: ['innovation.band.results.title'], why: 'Studies.' };

/** Every key's text is its key and language, unless `edits` says otherwise. */
const renderWith =
  (edits: Record<string, Partial<Record<Lang, string>>> = {}): Render =>
  (key) =>
    Object.fromEntries(LANGUAGES.map((lang) => [lang, edits[key]?.[lang] ?? `${key} in ${lang}`])) as Record<
      Lang,
      string
    >;

const fingerprints = (claims: Record<string, Claim>, departures: Record<string, Departure>, render = renderWith()) =>
  Object.fromEntries(
    reviewItems({ claims, departures, questions: {} }, render).map(({ id, fingerprint }) => [id, fingerprint]),
  );

describe('an item’s fingerprint', () => {
  const before = fingerprints({ moreTissue: claim }, { provenResults: departure });

  it('names each claim and departure, claims first, each by a sha256', () => {
    expect(Object.keys(before)).toEqual(['claim:moreTissue', 'departure:provenResults']);
    for (const fingerprint of Object.values(before)) expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with any word a reviewer reads for a claim', () => {
    const edits: Claim[] = [
      { ...claim, statement: 'Up to 31% more tissue' },
      { ...claim, figures: [31] },
      { ...claim, keys: [...claim.keys, 'homepage.intro.p3'] },
      { ...claim, source: { ...claim.source!, quote: 'Up to 30% more tissue was seen.' } },
      { ...claim, source: { ...claim.source!, dataYear: '2023' } },
      { ...claim, source: { ...claim.source!, note: 'One centre.' } },
      { ...claim, source: { ...claim.source!, url: 'https://doi.org/10.1000/2' } },
      { ...claim, source: null, evidenceNeeded: 'The client’s study.' },
      { ...claim, source: null, evidenceNeeded: 'The client’s trial.' },
      { ...claim, keys: [], source: null, withheld: 'Undefined.' },
    ];
    const seen = new Set([before['claim:moreTissue']]);
    for (const edited of edits) {
      const after = fingerprints({ moreTissue: edited }, { provenResults: departure });
      expect(seen, JSON.stringify(edited)).not.toContain(after['claim:moreTissue']);
      seen.add(after['claim:moreTissue']);
      expect(after['departure:provenResults']).toBe(before['departure:provenResults']);
    }
  });

  it('changes when one language’s page says a key otherwise, Brazilian Portuguese included', () => {
    for (const lang of LANGUAGES) {
      const render = renderWith({ 'innovation.band.results.text': { [lang]: 'Studies report more.' } });
      const after = fingerprints({ moreTissue: claim }, { provenResults: departure }, render);
      expect(after['claim:moreTissue'], lang).not.toBe(before['claim:moreTissue']);
    }
  });

  it('changes with a departure’s brief, why or wording, and with nothing else', () => {
    const edits: Departure[] = [
      { ...departure, brief: 'Proven results' },
      { ...departure, why: 'Studies report it.' },
      { ...departure, keys: ['innovation.band.results.text'] },
    ];
    for (const edited of edits) {
      const after = fingerprints({ moreTissue: claim }, { provenResults: edited });
      expect(after['departure:provenResults']).not.toBe(before['departure:provenResults']);
    }
    const unread = fingerprints(
      { moreTissue: { ...claim, ideas: ['accuracy'] } },
      { provenResults: { ...departure, claim: 'moreTissue' } },
    );
    expect(unread).toEqual(before);
  });

  it('does not depend on the order the source’s fields were written in', () => {
    const { citation, url, quote, dataYear } = claim.source!;
    const reordered = { ...claim, source: { dataYear, quote, url, citation } };
    expect(fingerprints({ moreTissue: reordered }, { provenResults: departure })).toEqual(before);
  });
});

describe('the words an item is read with', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'review-items-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('are what the site’s pages show, in every language', () => {
    const render = projectRender(ROOT);
    for (const { wording } of projectItems(ROOT)) {
      for (const { key, text } of wording) {
        for (const lang of LANGUAGES) expect(text[lang], `${lang} ${key}`).toBe(useTranslations(lang)(key as UIKey));
        expect(render(key)).toEqual(text);
      }
    }
  });

  it('give Brazilian Portuguese the European Portuguese words it does not override', () => {
    mkdirSync(join(scratch, 'src/i18n/locales'), { recursive: true });
    const dictionary = (text: string) => JSON.stringify({ a: { b: text, c: `${text} too` } });
    writeFileSync(join(scratch, 'src/i18n/locales/en.json'), dictionary('English'));
    writeFileSync(join(scratch, 'src/i18n/locales/es.json'), dictionary('Español'));
    writeFileSync(join(scratch, 'src/i18n/locales/pt.json'), dictionary('Português'));
    writeFileSync(join(scratch, 'src/i18n/locales/br.json'), JSON.stringify({ a: { b: 'Brasileiro' } }));
    // Any other language of the table, a copy of English as the recipe for a new one starts it.
    for (const lang of LANGUAGES.filter((code) => !['en', 'es', 'pt', 'br'].includes(code)))
      writeFileSync(join(scratch, `src/i18n/locales/${lang}.json`), dictionary('English'));
    const render = projectRender(scratch);
    expect(render('a.b')).toMatchObject({ en: 'English', es: 'Español', pt: 'Português', br: 'Brasileiro' });
    expect(render('a.c').br).toBe('Português too');
  });

  it('name the pages that show each key', () => {
    expect(pagesShowing('banners.slide4.heading')).toEqual(['']);
    expect(pagesShowing('homepage.why.bullet2')).toEqual(['']);
    expect(pagesShowing('impact.stats.health.text')).toEqual(['impact']);
    expect(pagesShowing('rodape.sources.title')).toEqual([]);
  });
});
