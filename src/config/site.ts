/**
 * Site-wide product constants: the one place a hosting engineer or editor changes the product's
 * name, contact address, partners and feature flags. Nothing here is fetched at run time.
 */
import { SITE_URL } from './site-url.mjs';
import { mailtoHref } from './mailto';

export { SITE_URL };

export const PRODUCT_NAME = 'Adhera';
export const CONTACT_EMAIL = 'contact@adhera.example';
/** The brand's berry: theme-color, the manifest, share images; global.css's --berry-700 must equal it. */
export const BRAND_COLOUR = '#7a1f4b';
/** localStorage key holding the visitor's theme choice ('light' | 'dark'). */
export const THEME_STORAGE_KEY = 'adhera-theme';

interface FeatureFlags {
  /** Show a link to the online store in the navbar. */
  showStore: boolean;
  /** Show the language dropdown in the navbar. */
  showLanguages: boolean;
  /** Show a "Buy now" call to action in the navbar. */
  showBuyButton: boolean;
  /** Show the light/dark theme toggle in the navbar. */
  showThemeButton: boolean;
}

export const DEFAULT_FLAGS: FeatureFlags = {
  showStore: false,
  showLanguages: true,
  showBuyButton: false,
  showThemeButton: false,
};

/**
 * Parses a `SITE_FLAGS` override such as "showThemeButton=true,showLanguages=false".
 * Used by the test build that exercises every flag; unknown names are an error so a typo cannot pass silently.
 */
export function parseFlagOverrides(spec: string | undefined, base: FeatureFlags = DEFAULT_FLAGS): FeatureFlags {
  const flags = { ...base };
  if (!spec) return flags;
  for (const part of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [name, value = 'true'] = part.split('=');
    if (!(name in flags)) throw new Error(`SITE_FLAGS: unknown flag "${name}"`);
    if (value !== 'true' && value !== 'false') throw new Error(`SITE_FLAGS: ${name} must be true or false`);
    flags[name as keyof FeatureFlags] = value === 'true';
  }
  return flags;
}

export const FLAGS: FeatureFlags = parseFlagOverrides(process.env.SITE_FLAGS);

export const STORE_URL = 'https://store.adhera.example';
export const BUY_URL = mailtoHref(CONTACT_EMAIL, `${PRODUCT_NAME} order`);

interface Partner {
  name: string;
  url: string;
  /** File name under src/assets/partners/. */
  logo: string;
}

export const PARTNERS: readonly Partner[] = [
  {
    name: "Women's Imaging Alliance",
    url: 'https://womens-imaging-alliance.example',
    logo: 'womens-imaging-alliance.svg',
  },
  { name: 'Northbridge Medical', url: 'https://northbridge-medical.example', logo: 'northbridge-medical.svg' },
  { name: 'Instituto Aurora', url: 'https://instituto-aurora.example', logo: 'instituto-aurora.svg' },
];
