/**
 * The regulatory credentials (spec §1): a patent, an FDA 510(k) clearance, a CE marking, an ANVISA
 * registration and a certificate from Kenya's Pharmacy and Poisons Board. Every word comes from the
 * dictionaries (homepage.approvals.*), so it is localized and selectable; each badge is a generic Health
 * Icon on a plain disc, so no page imitates an agency's logo, mark or seal.
 */
import type { IconName } from '../icons/icons';
import type { Translate } from '../i18n/translate';
import type { Feature } from '../components/FeatureGrid.astro';

const APPROVALS = [
  { key: 'patent', icon: 'justice-outline' },
  { key: 'fda', icon: 'i-documents-accepted-outline' },
  { key: 'ce', icon: 'yes-outline' },
  { key: 'anvisa', icon: 'register-book-outline' },
  { key: 'kenya', icon: 'i-certificate-paper-outline' },
] as const satisfies readonly { key: string; icon: IconName }[];

export function approvalFeatures(t: Translate): Required<Feature>[] {
  return APPROVALS.map(({ key, icon }) => ({
    title: t(`homepage.approvals.${key}.title`),
    text: t(`homepage.approvals.${key}.text`),
    icon,
    badge: t(`homepage.approvals.${key}.badge`),
  }));
}
