/** Props the server passes to the navbar island: only the strings and URLs it renders. */
export interface NavLink {
  href: string;
  label: string;
  current: boolean;
}

export interface LanguageOption {
  code: string;
  /** The language's own name ("Español"). */
  name: string;
  /** BCP 47 tag for hreflang/lang ("pt-BR"). */
  tag: string;
  href: string;
  flag: string;
}

export interface LanguageMenuProps {
  current: LanguageOption;
  options: LanguageOption[];
  /** Accessible name of the dropdown button, after its visible code ("Change language (current: English)"). */
  buttonLabel: string;
  /** Name of the list ("Language"). */
  listLabel: string;
}

export interface ThemeToggleProps {
  storageKey: string;
  toDark: string;
  toLight: string;
}

export interface NavbarProps {
  brand: { href: string; name: string; current: boolean };
  links: NavLink[];
  labels: { mainNavigation: string; menu: string };
  /** Present when the showLanguages flag is on. */
  languages?: LanguageMenuProps;
  /** Present when the showStore flag is on. */
  store?: { href: string; label: string };
  /** Present when the showBuyButton flag is on. */
  buy?: { href: string; label: string };
  /** Present when the showThemeButton flag is on. */
  theme?: ThemeToggleProps;
}
