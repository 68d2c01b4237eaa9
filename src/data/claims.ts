/**
 * Every figure and clinical claim the site makes, with the dictionary keys that state it and its evidence.
 * Editors add a source here, once: every page stating the claim then shows a marker and lists the source.
 * A claim whose source is null shows nothing extra, and the launch gate lists it until one is supplied.
 * A claim of the brief that the site no longer states keeps its entry with no keys and says why (`withheld`), so the
 * client sees what evidence would bring it back. Read by the site and by the Node tools (i18n:check keeps `figures`
 * in every language; check:launch; the review pack).
 */
import type { ClaimIdea } from './claim-words';
import type { UIKey } from '../i18n/translate';

export interface Source {
  /** The reference as a reader would look it up: authors or body, title, journal or publisher, year. */
  citation: string;
  /** Where to read it: the page the quote was read on, or a DOI link (https://doi.org/…). */
  url: string;
  /**
   * The source's own sentence or table row that states the figures, verbatim as found at `url`: every figure of the
   * claim is in it. Null while it could not be read: a reviewer confirms it at the source and writes it here, and the
   * launch gate lists the claim until then. Never a sentence written from memory or from a summary.
   */
  quote: string | null;
  /** The period the data describe ("2022", "1979–2000"), as the source gives it; null while it is to be confirmed. */
  dataYear: string | null;
  /** What a reviewer should know before relying on it: a secondary summary, a figure for one country. */
  note?: string;
  /** The citation's language as an HTML lang tag, when it is not English ('pt-BR'). */
  lang?: string;
}

/**
 * A claim. Its keys are en.json's (UIKey), so a misspelt key is a type error; the tests of code that reads claims may
 * use keys of their own (Claim<string>).
 */
export interface Claim<Key extends string = UIKey> {
  /** What the site claims, in English, for editors, the launch gate and the review pack. */
  statement: string;
  /**
   * The statistics every translation must keep, as i18n:check reads them ("97–99%" is 97 and 99); a year the sentence
   * names is not one, though i18n:check holds a string stating a statistic to all its English numbers.
   */
  figures: readonly number[];
  /** The en.json keys whose text states the claim; a page shows the marker beside each one it renders. */
  keys: readonly Key[];
  /**
   * The ideas (src/data/claim-words.ts) a sentence states this claim with: a test finds any key that names one of them
   * without being listed by a claim of that idea.
   */
  ideas: readonly ClaimIdea[];
  source: Source | null;
  /** While there is no source: what the evidence must show, and who supplies it. */
  evidenceNeeded?: string;
  /** Why the site does not state a claim of the brief (its keys are then empty), and what would bring it back. */
  withheld?: string;
}

/** What the client's own evidence for a claim about Adhera must be. */
const CLIENT_STUDY = 'The client’s study or test report, with the population, the comparison and how it was measured.';

const claims = {
  moreTissue: {
    statement: 'Up to 30% more breast tissue captured with Adhera, for a more complete image',
    figures: [30],
    keys: [
      'banners.slide1.heading',
      'banners.slide1.description',
      'homepage.meta.description',
      'homepage.intro.title',
      'homepage.intro.p3',
      'homepage.intro.p4',
      'homepage.why.bullet1',
      'homepage.why.image.title',
      'homepage.why.image.text',
      'impact.stats.solution.figure',
      'impact.stats.solution.text',
      'innovation.meta.description',
      'innovation.hero.title',
      'innovation.benefits.lead',
      'innovation.benefits.accuracy.text',
      'innovation.band.clinical.text',
      'innovation.band.results.text',
      'patients.hero.subtitle',
      'patients.band.tissue.title',
      'patients.band.tissue.text',
      'patients.forPatients.point3',
      'patients.forProviders.point1',
    ],
    ideas: ['tissue', 'comparison'],
    source: null,
    evidenceNeeded: CLIENT_STUDY,
  },
  positioning: {
    statement:
      'Adhera helps the breast stay where the technologist positioned it, the upper outer quadrant included, for ' +
      'better breast positioning',
    figures: [],
    keys: [
      'banners.slide2.heading',
      'banners.slide2.description',
      'homepage.intro.p2',
      'homepage.why.lead',
      'homepage.why.bullet2',
      'homepage.why.grip.text',
      'innovation.hero.subtitle',
      'innovation.diagnostics.p2',
      'patients.band.positioning.title',
      'patients.band.positioning.text',
      'patients.forPatients.p1',
      'patients.forPatients.p2',
      'patients.forProviders.p1',
    ],
    ideas: ['comparison'],
    source: null,
    evidenceNeeded: CLIENT_STUDY,
  },
  diagnosticAccuracy: {
    statement: 'An image that covers more of the breast can support diagnostic accuracy and a more complete reading',
    figures: [],
    keys: [
      'homepage.intro.p4',
      'homepage.why.image.text',
      'innovation.benefits.accuracy.title',
      'innovation.benefits.accuracy.text',
      'innovation.band.clinical.text',
    ],
    ideas: ['accuracy', 'diagnosis', 'comparison'],
    source: null,
    evidenceNeeded: `${CLIENT_STUDY} A positioning aid's labelling may not allow a diagnostic claim: regulatory to confirm.`,
  },
  smallerTumours: {
    statement: 'Detection of tumors up to 5 times smaller',
    figures: [5],
    keys: [],
    ideas: [],
    source: null,
    withheld:
      'The brief does not say what is 5 times smaller (diameter or volume) or compared with what, and detection is ' +
      'outside the intended use of a positioning aid. The client’s study, with the measure, and regulatory’s ' +
      'confirmation that the labelling allows the claim, would bring it back.',
  },
  upperOuterQuadrant: {
    statement: '53.3% of breast cancers recorded in England and Wales in 2000 arose in the upper outer quadrant',
    figures: [53.3],
    keys: ['innovation.diagnostics.p1'],
    ideas: [],
    source: {
      citation:
        'Darbre PD. Recorded quadrant incidence of female breast cancer in Great Britain suggests a disproportionate ' +
        'increase in the upper outer quadrant of the breast. Anticancer Research. 2005;25(3C):2543–50. PMID 16080490.',
      url: 'https://pubmed.ncbi.nlm.nih.gov/16080490/',
      quote:
        'In England and Wales, the recorded incidence of female breast cancer in the UOQ rose from 47.9% in 1979 to ' +
        '53.3% in 2000, and has done so linearly over time with a correlation coefficient R of +0.71 +/- SD 0.01 ' +
        '(p < 0.001).',
      dataYear: '1979–2000',
      note:
        'The abstract’s sentence, found again word for word on the PubMed record (read at its former address, ' +
        'www.ncbi.nlm.nih.gov/pubmed/16080490). National registry data for England and Wales. Other studies report ' +
        '36–62% (Sisti et al., Acta Biomedica 2020, table 7); none found reports 70%.',
    },
  },
  newCases: {
    statement: 'An estimated 2.3 million new breast cancer cases worldwide in 2022',
    figures: [2_300_000],
    keys: ['impact.meta.description', 'impact.stats.incidence.figure', 'impact.stats.incidence.text'],
    ideas: [],
    source: {
      citation: 'Filho AM, et al. The GLOBOCAN 2022 cancer estimates. Int J Cancer. 2024 (IARC).',
      url: 'https://pubmed.ncbi.nlm.nih.gov/39688499/',
      quote:
        'With 2.30 million (2.28-2.30) new cases estimated in 2022, breast cancer was the most diagnosed cancer in ' +
        'females, followed by lung cancer (0.91 million [0.90-0.91 million]) and cervical cancer (0.66 million ' +
        '[0.66-0.67]).',
      dataYear: '2022',
      note:
        'Filho AM, Laversanne M, Ferlay J, et al. The GLOBOCAN 2022 cancer estimates: data sources, methods, and a ' +
        'snapshot of the cancer burden worldwide. International Journal of Cancer, published online 17 December ' +
        '2024, pages 1336–1346, doi:10.1002/ijc.35278, PMID 39688499 (confirm the volume at the DOI): IARC’s ' +
        'GLOBOCAN 2022 estimates, in the abstract of the paper that documents them. The sentence was read on the ' +
        'PubMed record as a translation proxy relays it, and on copies of the abstract (zhixidata.com, ' +
        'synapsesocial.com, scilynk.com), word for word alike; the journal’s own page was not read. The main report, ' +
        'Bray F et al., CA Cancer J Clin 2024;74:229–263 (doi:10.3322/caac.21834, PMID 38572751), gives female ' +
        'breast cancer’s share in its abstract, not the count: "Lung cancer was the most frequently diagnosed cancer ' +
        'in 2022, responsible for almost 2.5 million new cases, or one in eight cancers worldwide (12.4% of all ' +
        'cancers globally), followed by cancers of the female breast (11.6%), colorectum (9.6%), prostate (7.3%), ' +
        'and stomach (4.9%)." (read on a copy of its PubMed record, gco.iarc.asia). Secondary: UICC’s breast cancer ' +
        'page (https://uicc.org/what-we-do/thematic-areas/breast-cancer) reports the same estimate: "With the ' +
        'estimated 2.3 million new cases of breast cancer in 2022, roughly one in ' +
        'every 9 cancers for both sexes diagnosed globally was breast cancer."',
    },
  },
  youngerWomen: {
    statement: 'A 48% rise in breast cancer among women aged 20–40',
    figures: [48, 20, 40],
    keys: ['impact.hero.subtitle', 'impact.stats.incidence.rise'],
    ideas: ['comparison'],
    source: null,
    evidenceNeeded:
      'No public source found states a 48% rise for women aged 20–40. The nearest: the American Cancer Society ' +
      'reports incidence rising 1.4% a year in women under 50 (2012–2021; Giaquinto et al., CA Cancer J Clin 2024, ' +
      'doi:10.3322/caac.21863). The client supplies the source of 48%, or the figure goes.',
  },
  earlyDetection: {
    statement: 'Finding breast cancer early matters: it gives the best chance of successful treatment',
    figures: [],
    keys: [
      'impact.meta.title',
      'impact.meta.description',
      'impact.hero.title',
      'impact.hero.subtitle',
      'innovation.diagnostics.p3',
      'patients.forPatients.p3',
    ],
    ideas: ['detection', 'comparison'],
    source: null,
    evidenceNeeded:
      'A public health body’s own sentence that finding breast cancer early improves treatment or survival. A lead ' +
      'found: the CDC’s U.S. Cancer Statistics Breast Cancer Stat Bite ' +
      '(https://www.cdc.gov/cancer/uscs/about/stat-bites/stat-bite-breast.htm) says "Survival is higher when breast ' +
      'cancer is found before it has spread to other parts of the body." Medical and regulatory choose the source.',
  },
  earlySurvival: {
    statement:
      '99% five-year relative survival in the United States (SEER) when breast cancer is diagnosed at the localized ' +
      'stage, before it has spread beyond the breast',
    figures: [99],
    keys: [
      'impact.stats.health.figure',
      'impact.stats.health.text',
      'innovation.diagnostics.p3',
      'patients.forPatients.p3',
    ],
    ideas: ['survival', 'diagnosis'],
    source: {
      citation: 'NCI SEER Program. Cancer Stat Facts: Female Breast Cancer.',
      url: 'https://seer.cancer.gov/statfacts/html/breast.html',
      quote: null,
      dataYear: null,
      note:
        'National Cancer Institute, Surveillance, Epidemiology, and End Results (SEER) Program: the registry the ' +
        'figure comes from. Its page could not be read from here, so its own row (five-year ' +
        'relative survival, localized stage) and the diagnosis years it covers are to be confirmed at the source, ' +
        'and the pages say the years are to be confirmed. The figure describes women diagnosed in the United States. ' +
        'The site cited the National Breast Cancer Foundation’s summary of American Cancer Society figures ' +
        '(https://www.nationalbreastcancer.org/breast-cancer-facts/); its sentence was not found again, so it is no ' +
        'longer quoted. Elsewhere survival is lower: UICC’s breast cancer page ' +
        '(https://uicc.org/what-we-do/thematic-areas/breast-cancer) says "The five-year breast-cancer survival rates ' +
        'exceed 90% in high-income countries, compared to 66% in India and 40% in South Africa." The CDC’s U.S. Cancer ' +
        'Statistics Breast Cancer Stat Bite (https://www.cdc.gov/cancer/uscs/about/stat-bites/stat-bite-breast.htm), ' +
        'an official page read here, defines the stage as the site does: "From 2015 to 2019, about 2 in 3 breast ' +
        'cancer cases were diagnosed at a localized stage, meaning the cancer had not spread outside the breast." ' +
        'Its survival figure, as read, is for all stages: "90% of female breast cancer patients who were diagnosed ' +
        'from 2012 to 2018 had not died from their cancer 5 years later."',
    },
  },
  earlyStageCure: {
    statement: 'Cure rates of 97–99% at stages I and II',
    figures: [97, 99],
    keys: [],
    ideas: [],
    source: null,
    withheld:
      'No public source gives cure rates by stage. The Office for National Statistics (England, diagnosed ' +
      '2012–2014) reports only that "Women diagnosed with breast cancer at stage 1 or 2 have 1 year survival which ' +
      'is very similar to the general population", and summaries of its later data give five-year survival of about ' +
      '90% at stage 2, below 97%. The site states the five-year survival at the localized stage instead.',
  },
  fewerRetakes: {
    statement:
      'By holding the breast in position, Adhera can help reduce retakes, and with them discomfort and radiation',
    figures: [],
    keys: [
      'banners.slide3.description',
      'homepage.meta.description',
      'homepage.intro.p1',
      'homepage.intro.p3',
      'homepage.why.bullet3',
      'homepage.women.p1',
      'impact.trust.p1',
      'impact.trust.p2',
      'innovation.benefits.safety.text',
      'patients.meta.description',
      'patients.band.positioning.text',
      'patients.forPatients.p2',
      'patients.forPatients.p3',
      'patients.forPatients.point2',
      'patients.forProviders.p1',
      'patients.forProviders.point2',
    ],
    ideas: ['retakes', 'radiation', 'comfort', 'comparison'],
    source: null,
    evidenceNeeded: CLIENT_STUDY,
  },
  comfort: {
    statement: 'Adhera is designed with comfort in mind and can make the exam more comfortable',
    figures: [],
    keys: [
      'homepage.intro.p4',
      'homepage.women.p1',
      'impact.trust.p1',
      'innovation.benefits.lead',
      'innovation.benefits.safety.title',
      'patients.hero.subtitle',
      'patients.forPatients.p1',
      'patients.forPatients.point1',
    ],
    ideas: ['comfort', 'comparison'],
    source: null,
    evidenceNeeded: `${CLIENT_STUDY} Patient-reported comfort, for instance.`,
  },
  safety: {
    statement: 'Adhera is designed for safety',
    figures: [],
    keys: ['innovation.benefits.safety.title'],
    ideas: ['safety'],
    source: null,
    evidenceNeeded: 'The device’s biocompatibility and safety evidence as its labelling states it.',
  },
  alcoholFree: {
    statement: 'Adhera is alcohol-free',
    figures: [],
    keys: [
      'banners.slide3.description',
      'homepage.meta.description',
      'homepage.intro.p2',
      'homepage.why.stick.text',
      'innovation.benefits.safety.text',
      'innovation.band.advantages.text',
      'patients.meta.description',
      'patients.band.alcohol.title',
      'patients.band.alcohol.text',
      'patients.forPatients.p2',
      'patients.forPatients.point1',
    ],
    ideas: ['alcoholFree'],
    source: null,
    evidenceNeeded: 'The device’s composition as its labelling or Instructions for Use state it.',
  },
  simpleApplication: {
    statement: 'Adhera is simple to apply during standard positioning',
    figures: [],
    keys: [
      'homepage.why.stepsTitle',
      'innovation.hero.title',
      'innovation.benefits.lead',
      'innovation.benefits.application.title',
      'innovation.band.advantages.title',
      'innovation.band.advantages.text',
      'patients.forProviders.p1',
      'patients.forProviders.p2',
      'patients.forProviders.point3',
    ],
    ideas: ['simple', 'comparison'],
    source: null,
    evidenceNeeded: 'The client’s usability evidence, or the Instructions for Use describing the step.',
  },
  savingLives: {
    statement: 'Saving lives, one image at a time (the footer tagline, on every page and in every share image)',
    figures: [],
    keys: ['rodape.taglineLead', 'rodape.taglineRest'],
    ideas: ['lives'],
    source: null,
    evidenceNeeded:
      'Outcome evidence that Adhera contributes to saving lives, which a positioning aid’s labelling is unlikely to ' +
      'support. The brief gives the tagline: medical, legal and regulatory decide whether it stays.',
  },
  breakthrough: {
    statement: 'Adhera is a breakthrough, an innovation',
    figures: [],
    keys: ['homepage.women.title', 'innovation.meta.title', 'innovation.hero.title', 'menu.innovation'],
    ideas: ['novelty'],
    source: null,
    evidenceNeeded:
      'What is new, compared with what (the patent, for instance). The brief gives these titles and the menu ' +
      'label: the reviewers decide whether they stay.',
  },
  betterMammogram: {
    statement: 'A better mammogram for everyone',
    figures: [],
    keys: ['patients.hero.title'],
    ideas: ['comparison'],
    source: null,
    evidenceNeeded: `${CLIENT_STUDY} The brief gives the title: the reviewers decide whether it stays.`,
  },
  itWorks: {
    statement: 'Adhera works: why and how',
    figures: [],
    keys: ['homepage.why.title'],
    ideas: ['effect'],
    source: null,
    evidenceNeeded: `${CLIENT_STUDY} The brief gives the title "Why it Works": the reviewers decide whether it stays.`,
  },
  clinicalImpact: {
    statement: 'Adhera has an impact on diagnostics, on clinical practice and on healthcare',
    figures: [],
    keys: [
      'innovation.diagnostics.title',
      'innovation.band.clinical.title',
      'impact.stats.health.title',
      'menu.impact',
    ],
    ideas: ['impact', 'diagnosis'],
    source: null,
    evidenceNeeded:
      `${CLIENT_STUDY} The brief gives these titles and the menu label ("Impact on Diagnostics", "Clinical Impact", ` +
      '"Health Impact", "Impact on Healthcare"): the reviewers decide whether they stay.',
  },
} satisfies Record<string, Claim>;

export type ClaimId = keyof typeof claims;
export const CLAIMS: Readonly<Record<ClaimId, Claim>> = claims;

/** Every number some claim names: i18n:check holds each translation of a claim's text to the English figures. */
export const CLAIMED_FIGURES: readonly number[] = [...new Set(Object.values(CLAIMS).flatMap((claim) => claim.figures))];
