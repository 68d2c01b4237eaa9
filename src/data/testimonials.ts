/**
 * Testimonials (spec §3): a short quote per language, with English as the fallback when a language
 * has none, and the institution per language where its name translates. The entries are files in src/content/testimonials/, validated by the schema below
 * (wired up in src/content.config.ts); this module holds the pure parts so they can be unit-tested.
 */
import { z } from 'astro/zod';
import type { Lang } from '../i18n/languages';

/** The roles a testimonial can carry; each is shown through the dictionary key patients.testimonials.roles.<role>. */
export const TESTIMONIAL_TITLES = ['Manager', 'Radiologist', 'Patient'] as const;
export type TestimonialTitle = (typeof TESTIMONIAL_TITLES)[number];

/** An optional translation: an empty or blank string counts as missing, like an empty dictionary entry. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * The schema of one testimonial file. `image` is the collection's image() helper in the site, so
 * the portrait goes through astro:assets; tests pass any schema in its place.
 */
export function testimonialSchema<Image extends z.ZodType>(image: Image) {
  return z.object({
    name: z.string().trim().min(1),
    title: z.enum(TESTIMONIAL_TITLES),
    /** The institution, as every language shows it unless a place_… gives its own; empty for a patient. */
    place: z.string().trim(),
    place_es: optionalText,
    place_pt: optionalText,
    place_br: optionalText,
    image,
    /** Lower numbers come first in the sliders; ties keep alphabetical order by file name. */
    order: z.number().int().default(100),
    /** A sample, not a real consented quote: while any is shown, the carousel says the quotes are illustrative. */
    illustrative: z.boolean().default(false),
    desc_en: z.string().trim().min(1),
    desc_es: optionalText,
    desc_pt: optionalText,
    desc_br: optionalText,
  });
}

export type TestimonialQuotes = { desc_en: string } & Partial<Record<`desc_${Lang}`, string | undefined>>;
export type TestimonialPlaces = { place: string } & Partial<Record<`place_${Lang}`, string | undefined>>;

/** The quote in the page's language, or the English one when that language has none (spec §3, §8). */
export function testimonialQuote(entry: TestimonialQuotes, lang: Lang): string {
  return entry[`desc_${lang}`] || entry.desc_en;
}

/** The language the quote is actually written in, for the lang attribute of a fallback quote. */
export function testimonialQuoteLang(entry: TestimonialQuotes, lang: Lang): Lang {
  return entry[`desc_${lang}`] ? lang : 'en';
}

/** The institution in the page's language: a proper name needs no place_…, a description does. */
export function testimonialPlace(entry: TestimonialPlaces, lang: Lang): string {
  return entry[`place_${lang}`] || entry.place;
}
