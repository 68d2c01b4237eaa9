import { useEffect, useRef, type ReactNode } from 'react';
import LanguageMenu, { type LanguageMenuProps } from './LanguageMenu';
import ThemeToggle, { type ThemeToggleProps } from './ThemeToggle';
import { usePopover } from './use-popover';
import './navbar.css';

type Link = { href: string; label: string };

/**
 * Strings and URLs only; each optional part is there when its feature flag is on. What the server HTML already says
 * comes as named slots, so it is not repeated in the props: the brand link with the logo, the main navigation with
 * its links, and the language menu's button face and list (optional because `astro check` does not count a slot as
 * a prop).
 */
export interface NavbarProps {
  /** The menu button's name. */
  menuLabel: string;
  store?: Link;
  buy?: Link;
  theme?: ThemeToggleProps;
  brand?: ReactNode;
  navigation?: ReactNode;
  languageButton?: LanguageMenuProps['button'];
  languageList?: LanguageMenuProps['list'];
}

const PANEL_ID = 'nav-panel';
/** From this width the links show in the bar; below it they are in the panel (navbar.css). */
const DESKTOP_QUERY = '(min-width: 992px)';
/** What the open panel covers: inert, so Tab and screen readers stay in the panel. */
const BEHIND = '.skip-link, #main, body > footer';

/** The navbar; hydrated, it makes the page behind the open panel inert and closes it at 992px and on navigation. */
export default function Navbar({
  menuLabel,
  store,
  buy,
  theme,
  brand,
  navigation,
  languageButton,
  languageList,
}: NavbarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [open, closePanel] = usePopover(panel);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const listeners = new AbortController();
    const { signal } = listeners;
    desktop.addEventListener('change', () => desktop.matches && closePanel(), { signal });
    window.addEventListener('pageshow', closePanel, { signal });
    // Following any link of the bar (most are server HTML) closes the panel.
    bar.current!.addEventListener('click', (event) => (event.target as Element).closest('a') && closePanel(), {
      signal,
    });
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
      <div ref={bar} className="nav__bar container">
        {brand}
        <button
          type="button"
          className="nav__toggle icon-button"
          popoverTarget={PANEL_ID}
          aria-controls={PANEL_ID}
          aria-expanded={open}
          aria-label={menuLabel}
        >
          <span className="nav__toggle-bars" aria-hidden="true" />
        </button>
        <div ref={panel} id={PANEL_ID} className="nav__panel" popover="auto">
          {navigation}
          {(languageList || store || buy || theme) && (
            <div className="nav__tools">
              {languageList && <LanguageMenu button={languageButton} list={languageList} />}
              {store && (
                <a className="nav__link nav__store" href={store.href}>
                  {store.label}
                </a>
              )}
              {theme && <ThemeToggle {...theme} />}
              {buy && (
                <a className="button nav__buy" href={buy.href}>
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
