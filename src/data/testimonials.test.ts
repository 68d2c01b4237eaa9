import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { testimonialPlace, testimonialQuote, testimonialSchema } from './testimonials';

// In the site the image is the collection's image() helper; a path string stands in for it here.
const schema = testimonialSchema(z.string().min(1));

const valid = {
  name: 'Grace Okafor',
  title: 'Manager',
  place: 'breast imaging center',
  image: '../../assets/testimonials/manager.svg',
  desc_en: 'Our retake rate has dropped.',
};

describe('testimonial schema', () => {
  it('accepts an entry with only the required fields', () => {
    const result = schema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.desc_es).toBeUndefined();
  });

  it('accepts optional translations', () => {
    const result = schema.safeParse({
      ...valid,
      desc_es: 'Hemos reducido las repeticiones.',
      desc_br: 'Menos repetições.',
    });
    expect(result.success).toBe(true);
    expect(result.data?.desc_es).toBe('Hemos reducido las repeticiones.');
    expect(result.data?.desc_br).toBe('Menos repetições.');
  });

  it('accepts an empty or absent place (patients have none)', () => {
    expect(schema.safeParse({ ...valid, title: 'Patient', place: '' }).success).toBe(true);
    const { place: _place, ...withoutPlace } = valid;
    expect(schema.parse({ ...withoutPlace, title: 'Patient' }).place).toBe('');
  });

  it.each(['name', 'title', 'image', 'desc_en'] as const)('rejects an entry without %s', (field) => {
    const entry: Record<string, unknown> = { ...valid };
    delete entry[field];
    const result = schema.safeParse(entry);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('rejects a blank English quote or name', () => {
    expect(schema.safeParse({ ...valid, desc_en: '   ' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, name: '' }).success).toBe(false);
  });

  it('rejects a title outside Manager, Radiologist, Patient', () => {
    expect(schema.safeParse({ ...valid, title: 'Surgeon' }).success).toBe(false);
  });

  it('treats a blank translation as missing', () => {
    expect(schema.parse({ ...valid, desc_pt: '  ' }).desc_pt).toBeUndefined();
  });

  it('takes a place per language, blank counting as missing', () => {
    const result = schema.parse({ ...valid, place_es: 'centro de diagnóstico mamario', place_pt: ' ' });
    expect(result.place_es).toBe('centro de diagnóstico mamario');
    expect(result.place_pt).toBeUndefined();
  });

  it('marks an entry as an illustrative sample only when it says so', () => {
    expect(schema.parse(valid).illustrative).toBe(false);
    expect(schema.parse({ ...valid, illustrative: true }).illustrative).toBe(true);
    expect(schema.safeParse({ ...valid, illustrative: 'yes' }).success).toBe(false);
  });

  it('orders entries by `order`, defaulting to 100', () => {
    expect(schema.parse(valid).order).toBe(100);
    expect(schema.parse({ ...valid, order: 5 }).order).toBe(5);
    expect(schema.safeParse({ ...valid, order: 1.5 }).success).toBe(false);
  });
});

describe('testimonialQuote', () => {
  const entry = { desc_en: 'English', desc_es: 'Español', desc_pt: 'Português' };

  it('uses the quote of the page language', () => {
    expect(testimonialQuote(entry, 'es')).toEqual({ text: 'Español', lang: 'es' });
    expect(testimonialQuote(entry, 'pt')).toEqual({ text: 'Português', lang: 'pt' });
  });

  it('falls back to English, not Portuguese, when the language has none', () => {
    expect(testimonialQuote(entry, 'br')).toEqual({ text: 'English', lang: 'en' });
  });

  it('falls back to English for an empty translation', () => {
    expect(testimonialQuote({ desc_en: 'English', desc_es: '' }, 'es')).toEqual({ text: 'English', lang: 'en' });
  });

  it('uses desc_br when there is one', () => {
    expect(testimonialQuote({ ...entry, desc_br: 'Brasileiro' }, 'br')).toEqual({ text: 'Brasileiro', lang: 'br' });
  });
});

describe('testimonialPlace', () => {
  it('uses the place of the page language, else the one place every language shares', () => {
    const entry = { place: 'breast imaging center', place_es: 'centro de diagnóstico mamario' };
    expect(testimonialPlace(entry, 'es')).toBe('centro de diagnóstico mamario');
    expect(testimonialPlace(entry, 'br')).toBe('breast imaging center');
    expect(testimonialPlace({ place: 'Instituto Aurora' }, 'pt')).toBe('Instituto Aurora');
  });
});

describe('src/content/testimonials', () => {
  const dir = new URL('../content/testimonials/', import.meta.url);
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  // The build resolves each portrait with image(); here the file must at least exist.
  const entrySchema = testimonialSchema(
    z.string().refine((path) => existsSync(new URL(path, dir)), 'portrait file not found'),
  );

  it('holds the three built-in testimonials', () => {
    const titles = files.map((file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')).title);
    expect(titles.sort()).toEqual(['Manager', 'Patient', 'Radiologist']);
  });

  it.each(files)('%s matches the schema', (file) => {
    const result = entrySchema.safeParse(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
    expect(result.error?.issues ?? []).toEqual([]);
  });
});
