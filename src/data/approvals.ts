/** The credentials, by dictionary key (homepage.approvals.<key>), each with a generic icon, never an agency's mark. */
import type { IconName } from '../icons/icons';
import { REGULATORY_REFERENCES } from '../config/regulatory.ts';

type ApprovalKey = keyof typeof REGULATORY_REFERENCES;

const CREDENTIALS = [
  { key: 'patent', icon: 'justice-outline' },
  { key: 'fda', icon: 'i-documents-accepted-outline' },
  { key: 'ce', icon: 'yes-outline' },
  { key: 'anvisa', icon: 'register-book-outline' },
  { key: 'kenya', icon: 'i-certificate-paper-outline' },
] as const satisfies readonly { key: ApprovalKey; icon: IconName }[];

/** Each credential with its reference number from src/config/regulatory.ts, null while the client has not given it. */
export const APPROVALS = CREDENTIALS.map((credential) => ({
  ...credential,
  reference: REGULATORY_REFERENCES[credential.key],
}));
