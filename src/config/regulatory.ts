/**
 * Regulatory facts only the client can supply. Each reference is null until supplied: an unset one shows nothing
 * on the credentials cards, and `npm run check:launch` lists it. Never fill one with an example value.
 */

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
  /** Where its words were read. */
  url: string;
  /** The rule's own words as found at `url`; null while they could not be read: to confirm at the source. */
  quote: string | null;
  /** What a reviewer should know: a secondary page's words, where the rule's own are to confirm. */
  note?: string;
}

/** A decision only the client's regulatory team can make, with the rule it turns on and the words it concerns. */
export interface MarketQuestion {
  /** The market whose rule it is. */
  market: string;
  question: string;
  rule: MarketRule;
  /** The en.json keys whose words the decision may change: the review pack shows each in every language. */
  keys: readonly string[];
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
      'Adhera is applied by mammography technologists only. Spain bars advertising to the public of devices meant to ' +
      'be used or applied only by health professionals: may the es pages speak to patients (the For Patients block, ' +
      'the patients’ slide and hero), or must they address professionals only, or have the autonomous community’s ' +
      'prior authorisation?',
    rule: {
      citation:
        'Real Decreto 1591/2009, de 16 de octubre, por el que se regulan los productos sanitarios, artículo 38 ' +
        '(publicidad dirigida al público), kept in force by Real Decreto 192/2023, de 21 de marzo',
      url: 'https://ymikimonokia.com/Legislacion/que-publicidad-puede-hacerse-de-los-productos-ortoprotesicos',
      quote: null,
      note:
        'The article’s own words are to confirm in the Boletín Oficial del Estado. A legal summary found says: ' +
        '"Además, no podrán ser objeto de publicidad al público los productos sanitarios que estén destinados a ser ' +
        'utilizados o aplicados exclusivamente por profesionales sanitarios." A law firm’s page ' +
        '(https://mariscal-abogados.es/?p=32398) says Real Decreto 1591/2009, "aunque derogado por el RD 192/2023, ' +
        'mantiene vigentes sus artículos 38, 39 y 40 en materia de publicidad, promoción, incentivos y patrocinio de ' +
        'reuniones científicas hasta el desarrollo de legislación específica."',
    },
    keys: ['banners.slide3.button', 'patients.forPatients.title', 'patients.forPatients.p1', 'menu.patients'],
  },
  portugalPublicAdvertising: {
    market: 'Portugal (the pt pages)',
    question:
      'Portugal bars advertising to the general public of devices whose use needs a health professional’s mediation ' +
      'and decision: may the pt pages speak to patients (utentes), or must they address professionals only?',
    rule: {
      citation:
        'Decreto-Lei n.º 145/2009, de 17 de junho (dispositivos médicos), as amended, its rules on advertising ' +
        '(publicidade)',
      url: 'https://ffms.pt/pt-pt/direitos-e-deveres/quais-os-limites-publicidade-de-medicamentos-e-dispositivos-medicos',
      quote: null,
      note:
        'The decree’s own article is to confirm in the Diário da República. The decree "Estabelece as regras a que ' +
        'devem obedecer a investigação, o fabrico, a comercialização, a entrada em serviço, a vigilância e a ' +
        'publicidade dos dispositivos médicos e respectivos acessórios" (its title, as found). A foundation’s legal ' +
        'guide found says: "Em relação aos dispositivos médicos — abrangendo produtos como material cirúrgico, ' +
        'pacemakers, equipamento de raios X, etc. —, é proibida a publicidade junto do público em geral sempre que a ' +
        'utilização careça da mediação e decisão de um profissional de saúde."',
    },
    keys: ['banners.slide3.button', 'patients.forPatients.title', 'patients.forPatients.p1', 'menu.patients'],
  },
  anvisaNotification: {
    market: 'Brazil',
    question:
      'Anvisa notifies devices of classes I and II and registers those of classes III and IV. Which is Adhera’s? ' +
      'Every language says it is registered ("registrado", "registado"); a notified device is not registered, and ' +
      'the words, and the reference number’s label, change with the answer.',
    rule: {
      citation:
        'Anvisa, Resolução da Diretoria Colegiada RDC nº 751, de 15 de setembro de 2022 (classificação de risco, ' +
        'regimes de notificação e de registro), art. 2º',
      url: 'https://pt.scribd.com/document/629431893/RESOLUCAO-RDC-Nº-751-DE-15-DE-SETEMBRO-DE-2022-RESOLUCAO-RDC-Nº-751-DE-1',
      quote:
        'Art. 2º Esta Resolução se aplica aos dispositivos médicos nela definidos, sendo obrigatório a notificação ou ' +
        'o registro destes, conforme classificação de risco.',
      note:
        'Read on a copy of its publication in the Diário Oficial da União (21/09/2022). Which classes are notified and ' +
        'which registered is to confirm in the resolution’s own article: a summary found gives "Notificação (Classes ' +
        'I e II)".',
    },
    keys: [...CREDENTIAL_KEYS, 'homepage.approvals.anvisa.reference'],
  },
  fdaPrescription: {
    market: 'United States',
    question:
      'Is the 510(k) clearance for a prescription device? Then its label bears "Rx only", and the site’s intended ' +
      'use must be the cleared indications for use, word for word, with its warnings: the intended-use words are ' +
      'drafts until then.',
    rule: {
      citation: '21 CFR 801.109 (Prescription devices), paragraph (b)(1)',
      url: 'https://self-law.org/code/us/cfr/t21/s%C2%A7%20801.109',
      quote:
        '(1)The symbol statement “Rx only” or “℞ only” or the statement “Caution: Federal law restricts this device ' +
        'to sale by or on the order of a ___”, the blank to be filled with the word “physician”, “dentist”, ' +
        '“veterinarian”, or with the descriptive designation of any other practitioner licensed by the law of the ' +
        'State in which the practitioner practices to use or order the use of the device; and',
      note:
        'Read on a research copy of the Code of Federal Regulations: confirm on the official text (eCFR). Its ' +
        'paragraph (c) asks the labelling to bear "information for use, including indications".',
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
      citation: 'Regulation (EU) 2017/745 on medical devices, Article 7 (Claims)',
      url: 'https://elsmar.com/elsmarqualityforum/threads/control-of-medical-device-marketing-and-promotional-materials-eu-regulation.75265/',
      quote:
        'In the labelling, instructions for use, making available, putting into service and advertising of devices, ' +
        'it shall be prohibited to use text, names, trademarks, pictures and figurative or other signs that may ' +
        "mislead the user or the patient with regard to the device's intended purpose, safety and performance by:",
      note:
        'Read as quoted on a forum page and on training slides, word for word alike: confirm on EUR-Lex. Points (a) ' +
        'and (b) follow: "(a) ascribing functions and properties to the device which the device does not have; (b) ' +
        'creating a false impression regarding treatment or diagnosis, functions or properties which the device does ' +
        'not have;".',
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
} satisfies Record<string, MarketQuestion>;

export type MarketQuestionId = keyof typeof MARKET_QUESTIONS;
