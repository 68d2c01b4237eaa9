/** Site-wide constants: where an editor or hosting engineer changes the name, contacts, partners and flags. */
import { SITE_URL } from './site-url.mjs';
import { mailtoHref } from './mailto.ts';

export { SITE_URL };

export const PRODUCT_NAME = 'Adhera';
export const CONTACT_EMAIL = 'contact@adhera.example';
/** localStorage key holding the visitor's theme choice ('light' | 'dark'). */
export const THEME_STORAGE_KEY = 'adhera-theme';

/** What the navbar shows: the store link, the language menu, a "Buy now" button, the theme toggle. */
export const DEFAULT_FLAGS = { showStore: false, showLanguages: true, showBuyButton: false, showThemeButton: false };
type FeatureFlags = typeof DEFAULT_FLAGS;

/** Parses a `SITE_FLAGS` override ("showThemeButton=true,showLanguages=false"); a misspelt name is an error. */
export function parseFlagOverrides(spec: string | undefined, base: FeatureFlags = DEFAULT_FLAGS): FeatureFlags {
  const flags = { ...base };
  for (const part of spec?.split(',') ?? []) {
    if (!part.trim()) continue;
    const [name, value = 'true'] = part.trim().split('=');
    if (!(name in flags)) throw new Error(`SITE_FLAGS: unknown flag "${name}"`);
    if (value !== 'true' && value !== 'false') throw new Error(`SITE_FLAGS: ${name} must be true or false`);
    flags[name as keyof FeatureFlags] = value === 'true';
  }
  return flags;
}

export const FLAGS: FeatureFlags = parseFlagOverrides(process.env.SITE_FLAGS);

export const STORE_URL = 'https://store.adhera.example';
/** The Buy link: an e-mail to CONTACT_EMAIL whose subject is the page's language (dictionary menu.buySubject). */
export const buyHref = (subject: string) => mailtoHref(CONTACT_EMAIL, subject);

/** The footer's partners; `logo` is a file name under src/assets/partners/. */
export const PARTNERS = [
  {
    name: "Women's Imaging Alliance",
    url: 'https://womens-imaging-alliance.example',
    logo: 'womens-imaging-alliance.svg',
  },
  { name: 'Northbridge Medical', url: 'https://northbridge-medical.example', logo: 'northbridge-medical.svg' },
  { name: 'Instituto Aurora', url: 'https://instituto-aurora.example', logo: 'instituto-aurora.svg' },
] as const;
