/** The credentials, by dictionary key (homepage.approvals.<key>), each with a generic icon, never an agency's mark. */
import type { IconName } from '../icons/icons';

export const APPROVALS = [
  { key: 'patent', icon: 'justice-outline' },
  { key: 'fda', icon: 'i-documents-accepted-outline' },
  { key: 'ce', icon: 'yes-outline' },
  { key: 'anvisa', icon: 'register-book-outline' },
  { key: 'kenya', icon: 'i-certificate-paper-outline' },
] as const satisfies readonly { key: string; icon: IconName }[];
