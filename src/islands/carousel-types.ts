/** Props the server passes to the carousel islands: only the strings, URLs and numbers they render. */

/** Localized labels for the W3C carousel pattern, resolved on the server (no i18next in the browser). */
export interface CarouselLabels {
  /** Name of the carousel region ("Highlights"). */
  region: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** Name of the group of slide buttons ("Choose a slide"). */
  pagination: string;
  /** One per item: "Go to slide 3". */
  bullets: string[];
  /** One per item: "3 of 5". */
  slides: string[];
  /** aria-roledescription of the region and of each slide: "carousel" and "slide", in the page language. */
  roleCarousel: string;
  roleSlide: string;
}

/** Responsive picture sources made by astro:assets on the server. */
export interface PictureSources {
  avif: string;
  webp: string;
  /** Fallback src (WebP) for browsers without srcset support. */
  src: string;
  width: number;
  height: number;
}

export interface HeroSlide {
  heading: string;
  description: string;
  /** Health Icons SVG markup (src/icons/icons.ts), decorative. */
  icon: string;
  image: PictureSources;
  button: { label: string; href: string; icon: string; outline: boolean };
}

export interface TestimonialSlide {
  quote: string;
  /** Set to "en" when the page language has no translation and the English quote stands in. */
  quoteLang?: string;
  name: string;
  /** Role and institution, already localized and joined ("Radiologist, Riverside Diagnostic Institute"). */
  role: string;
  portrait: { src: string; width: number; height: number };
}

export type TestimonialLayout = 'single' | 'multi';
