/** Testimonials: files in src/content/testimonials/, validated by the schema below (src/content.config.ts). */
import { z } from 'astro/zod';
import { HTML_LANG, LANGUAGES, type Lang } from '../i18n/languages.ts';

/** An optional translation: an empty or blank string counts as missing, like an empty dictionary entry. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** A language's name in English, for the admin's labels: "Spanish", "European Portuguese". */
const englishName = (lang: Lang) => new Intl.DisplayNames('en', { type: 'language' }).of(HTML_LANG[lang]) ?? lang;

/**
 * What a field is, for the content admin (tools/admin/config.ts): its label, and a hint saying what it does on
 * the page. Kept with the field's rule, so that a new field brings its own words.
 */
const about = (title: string, description: string) => ({ title, description });

const PER_LANGUAGE = {
  place: (name: string) =>
    about(`Institution in ${name}`, `Only when the institution is a description rather than a name; else leave empty.`),
  desc: (name: string) =>
    about(`Quote in ${name}`, `Left empty, the ${name} pages show the English quote, marked as English.`),
};

/** `desc_<code>` or `place_<code>` for every published language but English, the source: optional translations. */
function perLanguage<Prefix extends keyof typeof PER_LANGUAGE>(prefix: Prefix) {
  const codes = LANGUAGES.filter((lang): lang is Exclude<Lang, 'en'> => lang !== 'en');
  return Object.fromEntries(
    codes.map((lang) => [`${prefix}_${lang}`, optionalText.meta(PER_LANGUAGE[prefix](englishName(lang)))]),
  ) as Record<`${Prefix}_${Exclude<Lang, 'en'>}`, typeof optionalText>;
}

/** The schema of one testimonial file; `image` is the collection's image() helper, or any schema in tests. */
export function testimonialSchema<Image extends z.ZodType>(image: Image) {
  return z.object({
    name: z.string().trim().min(1).meta(about('Name', 'As the quote is signed.')),
    /** The role, shown through the dictionary (patients.testimonials.roles.<role>). */
    title: z
      .enum(['Manager', 'Radiologist', 'Patient'])
      .meta(about('Role', 'Each page shows it in its own language (patients.testimonials.roles).')),
    /**
     * The institution, as every language shows it unless a place_<code> gives its own; empty or absent for a
     * patient (the content admin leaves an empty field out of the file).
     */
    place: z
      .string()
      .trim()
      .default('')
      .meta(about('Institution', 'As every language shows it unless given below; empty for a patient.')),
    ...perLanguage('place'),
    image: image.meta(about('Portrait', 'An image from src/assets/testimonials/: pick one, or upload a new one.')),
    /** Lower numbers come first in the sliders; ties keep alphabetical order by file name. */
    order: z
      .number()
      .int()
      .default(100)
      .meta(about('Position', 'Lower numbers come first in the carousels (the built-in quotes use 10, 20, 30).')),
    /** A sample, not a real consented quote: while any is shown, the carousel says the quotes are illustrative. */
    illustrative: z
      .boolean()
      .default(false)
      .meta(
        about(
          'Illustrative sample (not a real, consented quote)',
          'On for an invented or sample quote: the carousel then notes that its quotes are illustrative, not ' +
            'statements by real people, as advertising rules for medical devices forbid passing an invented ' +
            'testimonial off as real, and the launch check (npm run check:launch) lists it. Turn it off only for a ' +
            'real person’s quote, with their written consent on file.',
        ),
      ),
    desc_en: z.string().trim().min(1).meta(about('Quote in English', 'Required: the other languages fall back to it.')),
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
