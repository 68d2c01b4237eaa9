import { useEffect, useRef, type ReactNode } from 'react';
import LanguageMenu, { type LanguageMenuProps } from './LanguageMenu';
import ThemeToggle, { type ThemeToggleProps } from './ThemeToggle';
import { usePopover } from './use-popover';
import './navbar.css';

type Link = { href: string; label: string };

/** Strings and URLs only; each optional part is there when its feature flag is on. */
export interface NavbarProps {
  brand: { href: string; current: boolean };
  links: (Link & { current: boolean })[];
  labels: { mainNavigation: string; menu: string };
  languages?: LanguageMenuProps;
  store?: Link;
  buy?: Link;
  theme?: ThemeToggleProps;
  /** The logo's and the current language flag's inline SVG, named slots; optional because `astro check` does not count a slot as a prop. */
  logo?: ReactNode;
  flag?: ReactNode;
}

const PANEL_ID = 'nav-panel';
/** From this width the links show in the bar; below it they are in the panel (navbar.css). */
const DESKTOP_QUERY = '(min-width: 992px)';
/** What the open panel covers: inert, so Tab and screen readers stay in the panel. */
const BEHIND = '.skip-link, #main, body > footer';

/** The navbar; hydrated, it makes the page behind the open panel inert and closes it at 992px and on navigation. */
export default function Navbar({ brand, links, labels, languages, store, buy, theme, logo, flag }: NavbarProps) {
  const panel = useRef<HTMLDivElement>(null);
  const [open, closePanel] = usePopover(panel);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const listeners = new AbortController();
    const { signal } = listeners;
    desktop.addEventListener('change', () => desktop.matches && closePanel(), { signal });
    window.addEventListener('pageshow', closePanel, { signal });
    return () => listeners.abort();
  }, []);

  useEffect(() => {
    if (!open) return;
    const behind = document.querySelectorAll<HTMLElement>(BEHIND);
    behind.forEach((element) => (element.inert = true));
    return () => behind.forEach((element) => (element.inert = false));
  }, [open]);

  return (
    <header className="nav">
      <div className="nav__bar container">
        <a
          className="nav__brand"
          href={brand.href}
          aria-current={brand.current ? 'page' : undefined}
          onClick={closePanel}
        >
          {logo}
        </a>
        <button
          type="button"
          className="nav__toggle icon-button"
          popoverTarget={PANEL_ID}
          aria-controls={PANEL_ID}
          aria-expanded={open}
          aria-label={labels.menu}
        >
          <span className="nav__toggle-bars" aria-hidden="true" />
        </button>
        <div ref={panel} id={PANEL_ID} className="nav__panel" popover="auto">
          <nav aria-label={labels.mainNavigation}>
            <ul className="nav__links">
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    className="nav__link"
                    href={link.href}
                    aria-current={link.current ? 'page' : undefined}
                    onClick={closePanel}
                  >
                    {/* Its own box, so the current page's mark sits under the words (a border: WebKit draws no
                        text-decoration on an inline-flex link). */}
                    <span>{link.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {(languages || store || buy || theme) && (
            <div className="nav__tools">
              {languages && <LanguageMenu {...languages} flag={flag} />}
              {store && (
                <a className="nav__link nav__store" href={store.href} onClick={closePanel}>
                  {store.label}
                </a>
              )}
              {theme && <ThemeToggle {...theme} />}
              {buy && (
                <a className="button nav__buy" href={buy.href} onClick={closePanel}>
                  {buy.label}
                </a>
              )}
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
