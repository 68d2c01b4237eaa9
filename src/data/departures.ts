/**
 * Where the site's words depart from the client's brief, and why: each is listed in the review pack with the brief's
 * words beside the site's in every language, and needs the reviewers' approval before launch like a claim does.
 * Read by the launch gate and the review pack.
 */
import type { ClaimId } from './claims';
import type { UIKey } from '../i18n/translate';

export interface Departure {
  /** The brief's words. */
  brief: string;
  /** The en.json keys whose text says it otherwise (or no longer says it): the pack shows each in every language. */
  keys: readonly UIKey[];
  /** Why the site says something else. */
  why: string;
  /** The claim of src/data/claims.ts it concerns, if any. */
  claim?: ClaimId;
}

const departures = {
  newCasesPerYear: {
    brief: '2.3 million new cases per year',
    keys: ['impact.meta.description', 'impact.stats.incidence.text'],
    why: 'The source gives an estimate for one year, 2022, not a figure for every year: the site says so.',
    claim: 'newCases',
  },
  survivalMeasure: {
    brief: '99% survival with early detection',
    keys: ['impact.stats.health.text', 'innovation.diagnostics.p3', 'patients.forPatients.p3'],
    why:
      'The source gives five-year relative survival of women in the United States (the SEER registry) diagnosed at ' +
      'the localized stage (not spread outside the breast), not survival after any early detection, nor a figure ' +
      'for Spain, Portugal or Brazil: the site names the measure, the stage, the country and the registry.',
    claim: 'earlySurvival',
  },
  cureRates: {
    brief: '97–99% cure rates at stages I and II',
    keys: ['impact.stats.health.text', 'innovation.diagnostics.p3'],
    why:
      'Registries publish survival, not cure rates, and the published five-year survival at stage II is about 90%, ' +
      'below 97%: the site no longer states it, and gives the localized stage’s five-year survival instead.',
    claim: 'earlyStageCure',
  },
  upperOuterQuadrant: {
    brief: '70% of cancers in the upper outer quadrant',
    keys: ['homepage.why.bullet2', 'innovation.diagnostics.p1'],
    why:
      'No source found gives 70%. A national registry study gives 53.3% for England and Wales in 2000 (others 36–62%): ' +
      'the innovation page states that figure, with its place and year; the home page names the quadrant without one.',
    claim: 'upperOuterQuadrant',
  },
  smallerTumours: {
    brief: 'Tumors up to 5 times smaller',
    keys: [
      'banners.slide4.heading',
      'banners.slide4.description',
      'impact.stats.solution.text',
      'innovation.band.results.text',
    ],
    why:
      'What is 5 times smaller (diameter or volume), and compared with what, is not defined, and detection is ' +
      'outside the intended use of a positioning aid: the site no longer states it. Slide 4 now leads to the ' +
      'figures on breast cancer on the Impact page.',
    claim: 'smallerTumours',
  },
  competitiveAdvantages: {
    brief: 'Competitive Advantages',
    keys: ['innovation.band.advantages.title'],
    why: 'A competitive advantage is a comparison with other products, which no evidence supports: the title says what the text beneath it does.',
  },
  provenResults: {
    brief: 'Proven Results',
    keys: ['innovation.band.results.title'],
    why: 'Efficacy is reported by studies, not proven: the title attributes the results to them.',
    claim: 'moreTissue',
  },
  improvedAccuracy: {
    brief: 'Improved diagnostic accuracy',
    keys: ['innovation.benefits.accuracy.title'],
    why: 'No evidence shows improved accuracy; a more complete image can support it: the title says so.',
    claim: 'diagnosticAccuracy',
  },
  enhancedSafetyComfort: {
    brief: 'Enhanced safety and comfort',
    keys: ['innovation.benefits.safety.title'],
    why: '"Enhanced" is a comparison no evidence supports: the title says what Adhera is designed for.',
    claim: 'comfort',
  },
  theSolution: {
    brief: 'The solution (the third statistics box)',
    keys: ['impact.stats.solution.title'],
    why: 'A positioning aid is no solution to breast cancer: the box names what Adhera contributes.',
    claim: 'moreTissue',
  },
} satisfies Record<string, Departure>;

export type DepartureId = keyof typeof departures;
export const DEPARTURES: Readonly<Record<DepartureId, Departure>> = departures;
