import { describe, expect, it } from 'vitest';
import { LANGUAGES, fallbackOf } from '../../src/i18n/languages.ts';
import type { StatusReport } from '../i18n-status.lib.ts';
import { FORMAT, STATUS_PAGE, adminConfig, dictionaryFields, outdatedHints, testimonialFields } from './config.ts';

const EN = { menu: { home: 'Home', notFound: { title: '404!' } }, rodape: { tagline: 'Saving lives!' } };

type Field = { name: string; widget?: string; required?: unknown; hint?: string; fields?: Field[]; options?: string[] };

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

  it('gives long strings a multi-line box', () => {
    const [field] = dictionaryFields({ text: 'x'.repeat(61), short: 'x'.repeat(60) }) as Field[];
    expect(field.widget).toBe('text');
    expect((dictionaryFields({ short: 'x'.repeat(60) }) as Field[])[0].widget).toBe('string');
  });

  it("says in a field's hint which languages are outdated, and links the status page", () => {
    const changed = { commit: 'abc', date: '2026-11-24' };
    const status = {
      languages: [
        { lang: 'es', outdated: [{ key: 'menu.home', changed, because: [{ lang: 'en', changed }] }] },
        { lang: 'br', outdated: [{ key: 'menu.home', changed, because: [{ lang: 'pt', changed }] }] },
      ],
    } as unknown as StatusReport;
    const hints = outdatedHints(status);
    const home = (dictionaryFields(EN, hints) as Field[])[0].fields![0];
    expect(home.hint).toBe(
      `Key menu.home. ⚠ Outdated translation: es (en changed 2026-11-24); br (pt changed 2026-11-24). ` +
        `[All outdated translations](${STATUS_PAGE})`,
    );
    expect((dictionaryFields(EN, hints) as Field[])[1].fields![0].hint).toBe('Key rodape.tagline.');
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
    const [dictionaries, testimonials] = config.collections;
    expect(dictionaries.files![0]).toMatchObject({ file: 'src/i18n/locales/{{locale}}.json', format: FORMAT });
    expect(testimonials).toMatchObject({ folder: 'src/content/testimonials', format: FORMAT, create: false });
  });
});
