/**
 * Content collections. Testimonials: one JSON file per person in src/content/testimonials/, checked
 * against the schema in src/data/testimonials.ts when the site builds.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { testimonialSchema } from './data/testimonials';

const testimonials = defineCollection({
  loader: glob({ pattern: '*.json', base: './src/content/testimonials' }),
  schema: ({ image }) => testimonialSchema(image()),
});

export const collections = { testimonials };
