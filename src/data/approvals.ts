/**
 * The regulatory credentials, by their dictionary key (homepage.approvals.<key>.*). Each shows a generic
 * Health Icon on a plain disc, so no page imitates an agency's logo, mark or seal.
 */
import type { IconName } from '../icons/icons';

export const APPROVALS = [
  { key: 'patent', icon: 'justice-outline' },
  { key: 'fda', icon: 'i-documents-accepted-outline' },
  { key: 'ce', icon: 'yes-outline' },
  { key: 'anvisa', icon: 'register-book-outline' },
  { key: 'kenya', icon: 'i-certificate-paper-outline' },
] as const satisfies readonly { key: string; icon: IconName }[];
