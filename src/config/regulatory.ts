/**
 * Regulatory facts only the client can supply. Each reference is null until supplied: an unset one shows nothing
 * on the credentials cards, and `npm run check:launch` lists it. Never fill one with an example value.
 */
import type { UIKey } from '../i18n/translate';

/** The reference printed under each credential card, by credential (src/data/approvals.ts). */
export const REGULATORY_REFERENCES: Record<'patent' | 'fda' | 'ce' | 'anvisa' | 'kenya', string | null> = {
  /** The patent's number, as granted ("US 11,234,567 B2"). */
  patent: null,
  /** The FDA 510(k) number ("K" and six digits). */
  fda: null,
  /**
   * The notified body behind the CE marking: its four-digit number and name ("0123, TÜV SÜD"). For a class I device
   * marked without one, the client's regulatory team words what to show, and homepage.approvals.ce.reference with it.
   */
  ce: null,
  /** The ANVISA registration number (eleven digits). */
  anvisa: null,
  /** The number of the Pharmacy and Poisons Board certificate. */
  kenya: null,
};

/**
 * The intended-use statement and the professional-use line live in the dictionaries
 * (homepage.approvals.intendedUse); they are drafts until the client confirms them against the device's labelling.
 */
export const INTENDED_USE = {
  confirmed: false,
  /** Where visitors read the Instructions for Use (a PDF on this site or the client's); null links nowhere. */
  instructionsUrl: null as string | null,
};

/**
 * The legal manufacturer and its registered address, exactly as the device's labelling gives them. Every page's
 * footer names them once both are set; until then it names no one.
 */
export const MANUFACTURER: { name: string | null; address: string | null } = {
  name: null,
  address: null,
};

/** A rule as a reviewer reads it: where it was found, and its own words when they could be read there. */
export interface MarketRule {
  /** The rule as a reader looks it up: its name, article and date. */
  citation: string;
  /**
   * The official text's address (the gazette, eCFR, EUR-Lex, the regulator's own page): where its words were read,
   * or, while they are to confirm, where a reviewer confirms them. Never a secondary page: those go in the note.
   */
  url: string;
  /** The rule's own words as found at `url`; null while they could not be read there: to confirm at the source. */
  quote: string | null;
  /** What a reviewer should know: where the rule was read, and a secondary page's words, named as secondary. */
  note?: string;
}

/** A decision only the client's regulatory team can make, with the rule it turns on and the words it concerns. */
export interface MarketQuestion {
  /** The market whose rule it is. */
  market: string;
  question: string;
  rule: MarketRule;
  /** The en.json keys whose words the decision may change: the review pack shows each in every language. */
  keys: readonly UIKey[];
}

const CREDENTIAL_KEYS = [
  'banners.slide5.description',
  'homepage.approvals.lead',
  'homepage.approvals.anvisa.text',
  'homepage.approvals.anvisa.badge',
  'impact.trust.p3',
] as const;

/**
 * The regulatory questions a careful read of the site raises, each an item of the sign-off (`question:<id>`): the
 * launch gate lists each until a regulatory reviewer records the decision with `npm run sign-off`.
 */
export const MARKET_QUESTIONS = {
  spainPublicAdvertising: {
    market: 'Spain (the es pages)',
    question:
      'Adhera is applied by mammography technologists only. Spain’s rule on advertising medical devices to the public ' +
      'bars, as legal summaries give it, advertising to the public of devices meant to be used or applied only by ' +
      'health professionals, and asks for the autonomous community’s prior authorisation of advertising to the ' +
      'public: may the es pages speak to patients (the For Patients block, the patients’ slide and hero), or must ' +
      'they address professionals only?',
    rule: {
      citation:
        'Real Decreto 1591/2009, de 16 de octubre, por el que se regulan los productos sanitarios, artículo 38 ' +
        '(publicidad dirigida al público), kept in force for advertising by the derogation provision of Real Decreto ' +
        '192/2023, de 21 de marzo (BOE-A-2023-7416)',
      url: 'https://www.boe.es/eli/es/rd/2009/10/16/1591',
      quote: null,
      note:
        'The article’s own words, and Real Decreto 192/2023’s provision keeping it in force ' +
        '(https://www.boe.es/buscar/act.php?id=BOE-A-2023-7416), are to confirm in the Boletín Oficial del Estado: ' +
        'neither could be read here. Secondary, not the article: a legal summary (ymikimonokia.com, on orthopaedic ' +
        'devices) says "Además, no podrán ser objeto de publicidad al público los productos sanitarios que estén ' +
        'destinados a ser utilizados o aplicados exclusivamente por profesionales sanitarios." and "Las autoridades ' +
        'sanitarias de las Comunidades Autónomas habrán de autorizar previamente los mensajes publicitarios que se ' +
        'inserten en cualquiera de los medios generales de comunicación, incluido Internet, así como cualquier otro ' +
        'material promocional dirigido al público." A law firm’s page (https://mariscal-abogados.es/?p=32398) says ' +
        'Real Decreto 1591/2009, "aunque derogado por el RD 192/2023, mantiene vigentes sus artículos 38, 39 y 40 en ' +
        'materia de publicidad, promoción, incentivos y patrocinio de reuniones científicas hasta el desarrollo de ' +
        'legislación específica." A press report of 19 February 2024 (noticiasdegipuzkoa.eus) says the Ministry of ' +
        'Health put a draft royal decree on the advertising of medical devices to public consultation: whether one ' +
        'has since replaced article 38 is to confirm.',
    },
    keys: ['banners.slide3.button', 'patients.forPatients.title', 'patients.forPatients.p1', 'menu.patients'],
  },
  portugalPublicAdvertising: {
    market: 'Portugal (the pt pages)',
    question:
      'Do Portugal’s rules on advertising medical devices to the general public, which stay in force for advertising, ' +
      'allow the pt pages to speak to patients (utentes) about a device only a professional applies, or must they ' +
      'address professionals only?',
    rule: {
      citation:
        'Decreto-Lei n.º 145/2009, de 17 de junho (dispositivos médicos), its article on advertising (publicidade), ' +
        'as kept in force for advertising by Decreto-Lei n.º 29/2024, de 5 de abril, artigo 52.º',
      url: 'https://data.dre.pt/eli/dec-lei/145/2009/p/cons/20210129/pt/html',
      quote: null,
      note:
        'The Diário da República’s consolidated text (the version of 29 January 2021, at the address a legal ' +
        'database, vlex.pt, gives as its ELI). The advertising article, and article 52.º of Decreto-Lei n.º 29/2024, ' +
        'are to confirm there: neither could be read here. The decree’s title, as vlex.pt gives it: "Estabelece as ' +
        'regras a que devem obedecer a investigação, o fabrico, a comercialização, a entrada em serviço, a ' +
        'vigilância e a publicidade dos dispositivos médicos e respectivos acessórios". Secondary: a law firm ' +
        '(plmj.com) says Decreto-Lei n.º 145/2009 "é agora revogado" by Decreto-Lei n.º 29/2024; a regulatory ' +
        'consultancy (owlpharma.pt) says "Until new legislative acts are published, certain topics, such as medical ' +
        'device advertising, will continue to be covered by the provisions outlined in Decree-Law No. 145/2009. To ' +
        'find out what these exceptions are, see article 52 of the new Decree-Law No. 29/2024." The earlier record ' +
        'quoted a foundation’s legal guide (ffms.pt) on advertising devices to the general public; its sentence was ' +
        'not found again, so it is not quoted.',
    },
    keys: ['banners.slide3.button', 'patients.forPatients.title', 'patients.forPatients.p1', 'menu.patients'],
  },
  anvisaNotification: {
    market: 'Brazil',
    question:
      'Anvisa notifies or registers a device according to its risk class: summaries give notification for classes I ' +
      'and II and registration for classes III and IV. Which is Adhera’s? Every language says it is registered ' +
      '("registrado", "registado"); a notified device is not registered, and the words, and the reference number’s ' +
      'label, change with the answer.',
    rule: {
      citation:
        'Anvisa, Resolução da Diretoria Colegiada RDC nº 751, de 15 de setembro de 2022 (classificação de risco, ' +
        'regimes de notificação e de registro), art. 2º and its article on which classes are notified or registered',
      url: 'https://www.in.gov.br/en/web/dou/-/resolucao-rdc-n-751-de-15-de-setembro-de-2022-430797145',
      quote: null,
      note:
        'The Diário Oficial da União’s page (DOU of 21/09/2022, Edição 180, Seção 1, p. 172), at the address public ' +
        'repositories record for it (one records another number, 430647999: confirm the address opens the ' +
        'resolution). Anvisa publishes an English translation at ' +
        'https://www.gov.br/anvisa/pt-br/assuntos/produtosparasaude/temas-em-destaque/arquivos/2024/rdc-751-2022-en.pdf ' +
        '(as a regulatory site gives the address). Neither could be read here. On a copy of the DOU page ' +
        '(pt.scribd.com, secondary): "Art. 2º Esta Resolução se aplica aos dispositivos médicos nela definidos, ' +
        'sendo obrigatório a notificação ou o registro destes, conforme classificação de risco." Which classes are ' +
        'notified and which registered is to confirm in the resolution’s own article: Anvisa’s webinar on the ' +
        'resolution (February 2023, a copy on scribd) lists a part "Enquadramento e Regimes de Controle"; a ' +
        'consultancy (freyrsolutions.com) tabulates notificação for classes I and II and registro for classes III ' +
        'and IV.',
    },
    keys: [...CREDENTIAL_KEYS, 'homepage.approvals.anvisa.reference'],
  },
  fdaPrescription: {
    market: 'United States',
    question:
      'Is the 510(k) clearance for a prescription device? Then its label bears "Rx only", and labelling that gives ' +
      'information for its use (a website can be labelling) carries the cleared indications for use, word for word, ' +
      'with its hazards, contraindications and precautions: the intended-use words are drafts until then.',
    rule: {
      citation: '21 CFR 801.109 (Prescription devices), paragraphs (b)(1), (c) and (d)',
      url: 'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-H/part-801/subpart-D/section-801.109',
      quote: null,
      note:
        'The eCFR, the official text, could not be read here: its words are to confirm there. Two secondary copies ' +
        'give the section word for word alike: a research copy (self-law.org) and a public repository’s conversion ' +
        'of the Government Publishing Office’s annual edition (CFR-2025, title 21, volume 8). Paragraph (b)(1) in ' +
        'them: "The symbol statement “Rx only” or “℞ only” or the statement “Caution: Federal law restricts this ' +
        'device to sale by or on the order of a ___”, the blank to be filled with the word “physician”, “dentist”, ' +
        '“veterinarian”, or with the descriptive designation of any other practitioner licensed by the law of the ' +
        'State in which the practitioner practices to use or order the use of the device; and". Paragraph (d), as ' +
        'the repository’s copy gives it: "Any labeling, as defined in section 201(m) of the act, whether or not it is ' +
        'on or within a package from which the device is to be dispensed, distributed by or on behalf of the ' +
        'manufacturer, packer, or distributor of the device, that furnishes or purports to furnish information for ' +
        'use of the device contains adequate information for such use, including indications, effects, routes, ' +
        'methods, and frequency and duration of administration and any relevant hazards, contraindications, side ' +
        'effects, and precautions, under which practitioners licensed by law to employ the device can use the ' +
        'device safely and for the purposes for which it is intended, including all purposes for which it is ' +
        'advertised or represented."',
    },
    keys: [
      'homepage.approvals.fda.text',
      'homepage.approvals.intendedUse.text',
      'homepage.approvals.intendedUse.professional',
    ],
  },
  euClaims: {
    market: 'European Union (es and pt pages, and every page seen from the EU)',
    question:
      'Do the tagline ("Saving lives!") and the titles the brief gave ("Breakthrough that puts women first", "A ' +
      'better mammogram for everyone", "Why it Works", "Impact on Diagnostics") ascribe to Adhera functions or ' +
      'properties it does not have, or create a false impression regarding diagnosis? Each is also a claim to sign.',
    rule: {
      citation: 'Regulation (EU) 2017/745 on medical devices, Article 7 (Claims), as corrected',
      url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:32017R0745',
      quote: null,
      note:
        'EUR-Lex, the official text, could not be read here: the article’s words are to confirm there, in its ' +
        'consolidated version. Secondary copies of the text as first published (a public repository’s conversion of ' +
        'EUR-Lex’s page, two sets of training slides, a regulatory site) read, word for word alike: "In the ' +
        'labelling, instructions for use, making available, putting into service and advertising of devices, it ' +
        'shall be prohibited to use text, names, trademarks, pictures and figurative or other signs that may mislead ' +
        "the user or the patient with regard to the device's intended purpose, safety and performance by: (a) " +
        'ascribing functions and properties to the device which the device does not have; (b) creating a false ' +
        'impression regarding treatment or diagnosis, functions or properties which the device does not have;". A ' +
        'copy of the consolidated text marks a corrigendum (C1, 32017R0745R(01), of 3 May 2019) in that sentence and ' +
        'reads "trade marks", as another regulatory site’s table does: quote the consolidated words.',
    },
    keys: [
      'rodape.taglineLead',
      'rodape.taglineRest',
      'homepage.women.title',
      'patients.hero.title',
      'homepage.why.title',
      'innovation.diagnostics.title',
    ],
  },
  kenyaAdvertising: {
    market: 'Kenya',
    question:
      'Kenya’s Pharmacy and Poisons Board regulates the advertisement and promotion of health products and ' +
      'technologies, medical devices among them, to the general public and to healthcare professionals. May the ' +
      'site, open to anyone in Kenya, promote a device only professionals apply to patients, with testimonials, or ' +
      'must what it says of Adhera be kept for healthcare professionals? Does an advertisement need the Board’s ' +
      'approval first?',
    rule: {
      citation:
        'Pharmacy and Poisons Board, Guideline for Advertisement and Promotion of Health Products and Technologies ' +
        '(2022), under the Pharmacy and Poisons Act (Cap. 244) and the Pharmacy and Poisons (Amendment) Rules, Legal ' +
        'Notice No. 98 of 2022',
      url: 'https://web.pharmacyboardkenya.org/download/guideline-for-advertisement-and-promotion-of-health-products-and-technologies',
      quote: null,
      note:
        'The Board’s own download page for the guideline (created there 14 February 2022, updated 16 January 2023) ' +
        'was read; the guideline itself, a PDF, was not: its rules on medical devices, on the general public and on ' +
        'online advertising are to confirm in it. The page says: "Advertisement and promotion of medicines and ' +
        'medical devices remains an important means of creating awareness and disseminating information to the ' +
        'general public and healthcare professionals." Secondary: FAOLEX’s abstract of Legal Notice No. 98 of 2022 ' +
        '(ecolex.org) lists among its new rules "requirements for advertisement; prohibited advertisement; promotion ' +
        'and advertisement of medical devices" and "advertisement for general public". A law firm’s summary of the ' +
        'guideline (mondaq.com) says: "Only over-the-counter (OTC) products can be advertised online.", ' +
        '"Prescription-only meds (POMs) are off-limits to public advertising.", "Say goodbye to influencers and ' +
        'celeb endorsements for health products. That kind of marketing is banned." and "Companies must actively ' +
        'monitor user-generated content for off-label claims or exaggerated testimonials."',
    },
    keys: [
      'banners.slide3.button',
      'menu.patients',
      'patients.forPatients.title',
      'patients.forPatients.p1',
      'homepage.approvals.kenya.text',
      'patients.testimonials.note',
    ],
  },
  ftcTestimonials: {
    market: 'United States',
    question:
      'The three testimonials are illustrative samples written for the site, not statements by real people, and the ' +
      'site labels them so. They still speak of effects (fewer retakes, more complete images, positioning at the ' +
      'first attempt) in the voices of a patient, a radiologist and a manager. Under the FTC’s Endorsement Guides, ' +
      'may they stay as labelled, must they give way to real endorsements with the evidence for what they claim, or ' +
      'must they go?',
    rule: {
      citation:
        'Federal Trade Commission, Guides Concerning the Use of Endorsements and Testimonials in Advertising, 16 CFR ' +
        'Part 255, § 255.2 (Consumer endorsements), as revised effective 26 July 2023 (88 FR 48102)',
      url: 'https://www.ecfr.gov/current/title-16/chapter-I/subchapter-B/part-255/section-255.2',
      quote: null,
      note:
        'The eCFR, the official text, could not be read here, nor the revised section’s words anywhere: they are to ' +
        'confirm there, with § 255.3 (Expert endorsements) for the radiologist’s words. The ' +
        'revision’s date and source as a legal library (cliclaw.com) gives them: "Effective July 26, 2023" and ' +
        '"Source 88 FR 48102, July 26, 2023, unless otherwise noted." Secondary and superseded: a copy of § 255.2 ' +
        'before the revision (chanrobles.com) read "(b) Advertisements presenting endorsements by what are ' +
        'represented, directly or by implication, to be “actual consumers” should utilize actual consumers, in both ' +
        'the audio and video or clearly and conspicuously disclose that the persons in such advertisements are not ' +
        'actual consumers of the advertised product." and "(c) Claims concerning the efficacy of any drug or device ' +
        'as defined in the Federal Trade Commission Act, 15 U.S.C. 55, shall not be made in lay endorsements unless ' +
        '(1) the advertiser has adequate scientific substantiation for such claims and (2) the claims are not ' +
        'inconsistent with any determination that has been made by the Food and Drug Administration with respect to ' +
        'the drug or device that is the subject of the claim."',
    },
    keys: [
      'impact.testimonials.title',
      'impact.testimonials.lead',
      'patients.testimonials.title',
      'patients.testimonials.lead',
      'patients.testimonials.note',
      'menu.carousel.testimonialsLabel',
    ],
  },
} satisfies Record<string, MarketQuestion>;

export type MarketQuestionId = keyof typeof MARKET_QUESTIONS;
