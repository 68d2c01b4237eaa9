import { describe, expect, it } from 'vitest';
import { MARKET_QUESTIONS } from './regulatory';

/**
 * Who publishes the official texts a market rule may link: a state's gazette or legal portal, a regulator's own
 * site. A summary, a forum or a copy goes in the rule's note, named as secondary; a new publisher joins this list.
 */
const OFFICIAL_PUBLISHERS = [
  'www.boe.es', // Spain: Boletín Oficial del Estado
  'data.dre.pt', // Portugal: Diário da República
  'www.in.gov.br', // Brazil: Diário Oficial da União
  'www.ecfr.gov', // United States: Code of Federal Regulations
  'eur-lex.europa.eu', // European Union
  'web.pharmacyboardkenya.org', // Kenya: Pharmacy and Poisons Board
];

const questions = Object.entries(MARKET_QUESTIONS);

describe('the market questions', () => {
  it('link each rule where its official text is published, not a summary or a copy of it', () => {
    const elsewhere = questions
      .map(([id, { rule }]) => [id, new URL(rule.url)] as const)
      .filter(([, url]) => url.protocol !== 'https:' || !OFFICIAL_PUBLISHERS.includes(url.hostname))
      .map(([id, url]) => `${id}: ${url.href}`);
    expect(elsewhere).toEqual([]);
  });

  it('quote a rule’s own words or say they are to confirm, and say where a rule still to confirm was read', () => {
    for (const [id, { rule }] of questions) {
      if (rule.quote !== null) expect(rule.quote, id).toMatch(/\S/);
      else expect(rule.note, `${id}: what was read, and where`).toMatch(/\S/);
    }
  });
});
