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
