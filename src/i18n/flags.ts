import type { ImageMetadata } from 'astro';
import en from '../assets/flags/en.svg';
import es from '../assets/flags/es.svg';
import pt from '../assets/flags/pt.svg';
import br from '../assets/flags/br.svg';
import type { Lang } from './languages';

/** Self-hosted flag for each published language (spec §3 "Language option"). */
export const FLAG_IMAGES: Record<Lang, ImageMetadata> = { en, es, pt, br };
