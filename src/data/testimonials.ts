/** Testimonials: files in src/content/testimonials/, validated by the schema below (src/content.config.ts). */
import { z } from 'astro/zod';
import { LANGUAGES, type Lang } from '../i18n/languages.ts';

/** An optional translation: an empty or blank string counts as missing, like an empty dictionary entry. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** `desc_<code>` or `place_<code>` for every published language but English, the source: optional translations. */
function perLanguage<Prefix extends string>(prefix: Prefix) {
  const codes = LANGUAGES.filter((lang): lang is Exclude<Lang, 'en'> => lang !== 'en');
  return Object.fromEntries(codes.map((lang) => [`${prefix}_${lang}`, optionalText])) as Record<
    `${Prefix}_${Exclude<Lang, 'en'>}`,
    typeof optionalText
  >;
}

/** The schema of one testimonial file; `image` is the collection's image() helper, or any schema in tests. */
export function testimonialSchema<Image extends z.ZodType>(image: Image) {
  return z.object({
    name: z.string().trim().min(1),
    /** The role, shown through the dictionary (patients.testimonials.roles.<role>). */
    title: z.enum(['Manager', 'Radiologist', 'Patient']),
    /**
     * The institution, as every language shows it unless a place_<code> gives its own; empty or absent for a
     * patient (the content admin leaves an empty field out of the file).
     */
    place: z.string().trim().default(''),
    ...perLanguage('place'),
    image,
    /** Lower numbers come first in the sliders; ties keep alphabetical order by file name. */
    order: z.number().int().default(100),
    /** A sample, not a real consented quote: while any is shown, the carousel says the quotes are illustrative. */
    illustrative: z.boolean().default(false),
    desc_en: z.string().trim().min(1),
    ...perLanguage('desc'),
  });
}

type TestimonialQuotes = { desc_en: string } & Partial<Record<`desc_${Lang}`, string | undefined>>;
type TestimonialPlaces = { place: string } & Partial<Record<`place_${Lang}`, string | undefined>>;

/** The quote in the page's language, or in English when that language has none, with the language it is in. */
export function testimonialQuote(entry: TestimonialQuotes, lang: Lang): { text: string; lang: Lang } {
  const own = entry[`desc_${lang}`];
  return own ? { text: own, lang } : { text: entry.desc_en, lang: 'en' };
}

/** The institution in the page's language: a proper name needs no place_…, a description does. */
export function testimonialPlace(entry: TestimonialPlaces, lang: Lang): string {
  return entry[`place_${lang}`] || entry.place;
}
