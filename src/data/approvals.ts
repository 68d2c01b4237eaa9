/**
 * The regulatory approvals (spec §1): a patent, FDA clearance, CE marking, ANVISA registration and the
 * Kenyan Pharmacy and Poisons Board certificate, each with its designed badge. Text comes from the
 * dictionaries (homepage.approvals.*), so every page that shows them says the same thing.
 */
import type { ImageMetadata } from 'astro';
import patent from '../assets/approvals/patent.svg';
import fda from '../assets/approvals/fda.svg';
import ce from '../assets/approvals/ce.svg';
import anvisa from '../assets/approvals/anvisa.svg';
import kenya from '../assets/approvals/kenya-ppb.svg';
import type { Translate } from '../i18n/translate';
import type { Feature } from '../components/FeatureGrid.astro';

const APPROVALS = [
  { key: 'patent', badge: patent },
  { key: 'fda', badge: fda },
  { key: 'ce', badge: ce },
  { key: 'anvisa', badge: anvisa },
  { key: 'kenya', badge: kenya },
] as const satisfies readonly { key: string; badge: ImageMetadata }[];

export function approvalFeatures(t: Translate): Feature[] {
  return APPROVALS.map(({ key, badge }) => ({
    title: t(`homepage.approvals.${key}.title`),
    text: t(`homepage.approvals.${key}.text`),
    badge: { src: badge, alt: t(`homepage.approvals.${key}.badgeAlt`) },
  }));
}
