/**
 * Every figure and clinical claim the site makes, with the dictionary keys that state it and its evidence.
 * Editors add a source here, once: every page stating the claim then shows a marker and lists the source.
 * A claim whose source is null shows nothing extra, and the launch gate lists it until one is supplied.
 * Read by the site and by the Node tools (i18n:check keeps `figures` in every language; check:launch).
 */

export interface Source {
  /** The reference as a reader would look it up: authors, title, journal or publisher, year. */
  citation: string;
  /** Where to read it: a DOI link (https://doi.org/…) or the publisher's URL. */
  url: string;
  /** The citation's language as an HTML lang tag, when it is not English ('pt-BR'). */
  lang?: string;
}

export interface Claim {
  /** What the claim says, in English, for editors and the launch gate. */
  statement: string;
  /** The numbers every translation must keep, as i18n:check reads them ("97–99%" is 97 and 99). */
  figures: readonly number[];
  /** The en.json keys whose text states the claim; a page shows the marker beside each one it renders. */
  keys: readonly string[];
  source: Source | null;
}

const claims = {
  moreTissue: {
    statement: 'Up to 30% more breast tissue captured with Adhera',
    figures: [30],
    keys: [
      'banners.slide1.description',
      'homepage.meta.description',
      'homepage.why.bullet1',
      'impact.stats.solution.figure',
      'impact.stats.solution.text',
      'innovation.meta.description',
      'innovation.benefits.accuracy.text',
      'innovation.band.results.text',
      'patients.band.tissue.title',
      'patients.band.tissue.text',
      'patients.forProviders.point1',
    ],
    source: null,
  },
  smallerTumours: {
    statement: 'Detection of tumors up to 5 times smaller',
    figures: [5],
    keys: [
      'banners.slide4.heading',
      'banners.slide4.description',
      'impact.stats.solution.text',
      'innovation.band.results.text',
    ],
    source: null,
  },
  upperOuterQuadrant: {
    statement: '70% of breast cancers arise in the upper outer quadrant',
    figures: [70],
    keys: ['homepage.why.bullet2', 'innovation.diagnostics.p1'],
    source: null,
  },
  newCases: {
    statement: '2.3 million new breast cancer cases worldwide every year',
    figures: [2_300_000],
    keys: ['impact.meta.description', 'impact.stats.incidence.figure', 'impact.stats.incidence.text'],
    source: null,
  },
  youngerWomen: {
    statement: 'A 48% rise in breast cancer among women aged 20–40',
    figures: [48, 20, 40],
    keys: ['impact.hero.subtitle', 'impact.stats.incidence.text'],
    source: null,
  },
  earlySurvival: {
    statement: '99% survival when breast cancer is detected early',
    figures: [99],
    keys: ['impact.stats.health.figure', 'impact.stats.health.text', 'patients.forPatients.p3'],
    source: null,
  },
  earlyStageCure: {
    statement: 'Cure rates of 97–99% at stages I and II',
    figures: [97, 99],
    keys: ['impact.stats.health.text', 'innovation.diagnostics.p3'],
    source: null,
  },
  fewerRetakes: {
    statement:
      'By holding the breast in position, Adhera can help reduce retakes, and with them discomfort and radiation',
    figures: [],
    keys: [
      'banners.slide3.description',
      'homepage.intro.p3',
      'homepage.why.bullet3',
      'homepage.women.p1',
      'impact.trust.p2',
      'innovation.benefits.safety.text',
      'patients.band.positioning.text',
      'patients.forPatients.p3',
      'patients.forProviders.point2',
    ],
    source: null,
  },
} satisfies Record<string, Claim>;

export type ClaimId = keyof typeof claims;
export const CLAIMS: Readonly<Record<ClaimId, Claim>> = claims;

/** Every number some claim names: i18n:check holds each translation of a claim's text to the English figures. */
export const CLAIMED_FIGURES: readonly number[] = [...new Set(Object.values(CLAIMS).flatMap((claim) => claim.figures))];
