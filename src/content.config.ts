/** Content collections: a testimonial per JSON file, checked against src/data/testimonials.ts at build. */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { testimonialSchema } from './data/testimonials';

const testimonials = defineCollection({
  loader: glob({ pattern: '*.json', base: './src/content/testimonials' }),
  schema: ({ image }) => testimonialSchema(image()),
});

export const collections = { testimonials };
