import { describe, expect, it } from 'vitest';
import { LANGUAGES, fallbackOf } from '../../src/i18n/languages.ts';
import type { StatusReport } from '../i18n-status.lib.ts';
import { fieldPattern } from '../../src/i18n/text-rules.ts';
import { PRODUCT_NAME } from '../../src/config/site.ts';
import {
  FORMAT,
  STATUS_PAGE,
  adminConfig,
  dictionaryFields,
  outdatedNotes,
  stringIndex,
  testimonialFields,
} from './config.ts';

const EN = { menu: { home: 'Home', notFound: { title: '404!' } }, rodape: { tagline: 'Saving lives!' } };

type Field = {
  name: string;
  label?: string;
  widget?: string;
  required?: unknown;
  hint?: string;
  pattern?: [string, string];
  fields?: Field[];
  options?: string[];
};

/** Each string field's dotted key, as the form nests them. */
const keys = (fields: Field[], prefix = ''): string[] =>
  fields.flatMap((field) => (field.fields ? keys(field.fields, `${prefix}${field.name}.`) : [prefix + field.name]));

describe('the admin dictionary form', () => {
  it("has one field per string of en.json, nested and ordered as en.json's groups", () => {
    expect(keys(dictionaryFields(EN) as Field[])).toEqual(['menu.home', 'menu.notFound.title', 'rodape.tagline']);
  });

  it('gains a field for a key added to en.json, with no list of keys to update', () => {
    const more = { ...EN, rodape: { ...EN.rodape, sources: 'Sources' } };
    expect(keys(dictionaryFields(more) as Field[])).toContain('rodape.sources');
  });

  it('requires every language but an overrides one (br), whose empty field means "same as pt"', () => {
    const [menu] = dictionaryFields(EN) as Field[];
    const required = LANGUAGES.filter((lang) => !fallbackOf(lang));
    expect(menu.fields![0]).toMatchObject({ name: 'home', widget: 'string', required });
    expect(required).not.toContain('br');
  });

  it("holds each string to its English text's rules, the build's, with the same words", () => {
    const [, rodape] = dictionaryFields({ ...EN, rodape: { rights: '© {{year}} Adhera' } }) as Field[];
    expect(rodape.fields![0].pattern).toEqual(fieldPattern('© {{year}} Adhera'));
    expect(rodape.fields![0].pattern![1]).toContain('Keep {{year}}: it is replaced by the current year.');
  });

  it('labels by page, heading and English words, so that an editor finds a string by what the page says', () => {
    const en = {
      homepage: {
        women: { title: 'Breakthrough that puts women first', cta: 'Contact Us', p2: 'Write to {{email}}.' },
      },
      menu: { home: 'Home', skipToContent: 'Skip to main content' },
      rodape: { rights: '© {{year}}' },
    };
    const [homepage, menu, rodape] = dictionaryFields(en) as (Field & { label: string })[];
    const women = homepage.fields![0] as Field & { label: string; fields: (Field & { label: string })[] };
    expect([homepage.label, women.label, women.fields[1].label]).toEqual([
      'Home page',
      '“Breakthrough that puts women first”',
      'Button: “Contact Us”',
    ]);
    expect(women.fields[2].label).toBe('Paragraph 2: “Write to {{email}}.”');
    expect(menu.label).toBe('Menu and shared labels');
    expect((menu.fields![1] as Field & { label: string }).label).toBe('“Skip to main content”');
    expect(rodape.label).toBe('Footer');
  });

  it('gives long strings a multi-line box', () => {
    const [field] = dictionaryFields({ text: 'x'.repeat(61), short: 'x'.repeat(60) }) as Field[];
    expect(field.widget).toBe('text');
    expect((dictionaryFields({ short: 'x'.repeat(60) }) as Field[])[0].widget).toBe('string');
  });

  it("notes each outdated translation for its own language's field, with the source's new text and the status link", () => {
    const changed = { commit: 'abc', date: '2026-11-24' };
    const status = {
      languages: [
        { lang: 'es', outdated: [{ key: 'menu.home', changed, because: [{ lang: 'en', changed }] }] },
        { lang: 'br', outdated: [{ key: 'menu.home', changed, because: [{ lang: 'pt', changed }] }] },
      ],
    } as unknown as StatusReport;
    const now: Record<string, string> = { 'en menu.home': 'Home page', 'pt menu.home': 'Página inicial' };
    expect(outdatedNotes(status, (lang, key) => now[`${lang} ${key}`])).toEqual([
      {
        lang: 'es',
        key: 'menu.home',
        note: '⚠ Spanish is outdated: English changed on 2026-11-24 to “Home page”.',
        review: `${STATUS_PAGE}#es:menu.home`,
      },
      {
        lang: 'br',
        key: 'menu.home',
        note: '⚠ Brazilian Portuguese is outdated: European Portuguese changed on 2026-11-24 to “Página inicial”.',
        review: `${STATUS_PAGE}#br:menu.home`,
      },
    ]);
    // The field's own hint, shown under every language, says nothing of it.
    expect((dictionaryFields(EN) as Field[])[0].fields![0].hint).toBe('Key menu.home.');
  });
});

describe('the strings the admin finds by their words', () => {
  it('are labelled as the form labels them, with the text of each language that has one', () => {
    const texts: Record<string, string> = {
      'en menu.home': 'Home',
      'es menu.home': 'Inicio',
      'en rodape.tagline': 'Saving lives!',
    };
    const found = stringIndex(EN, (lang, key) => texts[`${lang} ${key}`]);
    expect(found.map((string) => string.key)).toEqual(['menu.home', 'menu.notFound.title', 'rodape.tagline']);
    expect(found[0]).toEqual({
      key: 'menu.home',
      trail: ['Menu and shared labels', '“Home”'],
      texts: { en: 'Home', es: 'Inicio' },
    });
    expect(found[1].trail).toEqual(['Menu and shared labels', 'Not-found page', 'Heading: “404!”']);
  });
});

describe('the admin testimonial form', () => {
  it('follows the schema the build checks testimonials with', () => {
    const fields = testimonialFields() as Field[];
    const byName = Object.fromEntries(fields.map((field) => [field.name, field]));
    // A place and a quote per language of the table (English's place is the plain `place`).
    const others = LANGUAGES.filter((lang) => lang !== 'en');
    expect(fields.map((field) => field.name)).toEqual([
      'name',
      'title',
      'place',
      ...others.map((lang) => `place_${lang}`),
      'image',
      'order',
      'illustrative',
      ...LANGUAGES.map((lang) => `desc_${lang}`),
    ]);
    expect(byName.title).toMatchObject({
      widget: 'select',
      options: ['Manager', 'Radiologist', 'Patient'],
      required: true,
    });
    expect(byName.desc_en).toMatchObject({ widget: 'text', required: true });
    expect(byName.desc_br).toMatchObject({ widget: 'text', required: false });
    expect(byName.place).toMatchObject({ widget: 'string', required: false });
    expect(byName.order).toMatchObject({ widget: 'number', required: false });
    expect(byName.illustrative).toMatchObject({ widget: 'boolean' });
    expect(byName.image).toMatchObject({ widget: 'image', required: true });
  });

  it('labels each field in words, with a hint from the schema, and explains what "illustrative" means', () => {
    const byName = Object.fromEntries((testimonialFields() as Field[]).map((field) => [field.name, field]));
    expect(byName.desc_es).toMatchObject({ label: 'Quote in Spanish' });
    expect(byName.desc_es.hint).toContain('Spanish pages show the English quote');
    expect(byName.place_br).toMatchObject({ label: 'Institution in Brazilian Portuguese' });
    expect(byName.illustrative.label).toMatch(/Illustrative sample/);
    expect(byName.illustrative.hint).toMatch(/advertising rules for medical devices/);
  });

  it('refuses markup and braces in the texts, as the build does', () => {
    const byName = Object.fromEntries((testimonialFields() as Field[]).map((field) => [field.name, field]));
    expect(byName.desc_es.pattern).toEqual(fieldPattern(''));
    expect(new RegExp(byName.desc_es.pattern![0]).test('<em>Gracias</em>')).toBe(false);
    expect(new RegExp(byName.desc_es.pattern![0]).test('Gracias')).toBe(true);
  });
});

describe('the admin configuration', () => {
  it("edits every language's dictionary file side by side, in the format that keeps their layout", () => {
    const config = adminConfig({ en: EN });
    expect(config.i18n).toEqual({
      structure: 'multiple_files',
      locales: [...LANGUAGES],
      default_locale: 'en',
    });
    expect(config.output.omit_empty_optional_fields).toBe(true);
    expect(config.app_title).toBe(`${PRODUCT_NAME} content`);
    // Without a live preview there are no preview links; with one, each entry links to its page there.
    expect(config.show_preview_links).toBe(false);
    const previewed = adminConfig({ en: EN, previewUrl: 'http://127.0.0.1:4321' });
    expect(previewed).toMatchObject({ site_url: 'http://127.0.0.1:4321', show_preview_links: true });
    expect(previewed.collections[0].files![0].preview_path).toBe('/{{locale}}');
    expect(previewed.collections[1].preview_path).toBe('/en/patients');
    const [dictionaries, testimonials] = config.collections;
    expect(dictionaries.files![0]).toMatchObject({ file: 'src/i18n/locales/{{locale}}.json', format: FORMAT });
    expect(testimonials).toMatchObject({ folder: 'src/content/testimonials', format: FORMAT, create: false });
  });
});
