import { useEffect, useRef, useState } from 'react';
import LanguageMenu from './LanguageMenu';
import ThemeToggle from './ThemeToggle';
import type { NavbarProps } from './navbar-types';
import './navbar.css';

/** Must match the CSS breakpoint in navbar.css (spec §9: mobile menu under 992px). */
const DESKTOP_QUERY = '(min-width: 992px)';

export default function Navbar({ brand, links, labels, languages, store, buy, theme }: NavbarProps) {
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // Spec §2: the coloured sticky look appears as soon as the page is scrolled at all.
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // Lock the page behind the open menu, for the pointer (scrolling) and the keyboard (inert).
  useEffect(() => {
    document.documentElement.classList.toggle('nav-open', open);
    const behind = document.querySelectorAll<HTMLElement>('.skip-link, #main, body > footer');
    behind.forEach((element) => (element.inert = open));
    return () => {
      document.documentElement.classList.remove('nav-open');
      behind.forEach((element) => (element.inert = false));
    };
  }, [open]);

  // The panel only exists under 992px: close it when the window grows past that.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', onChange);
    // A page restored from the back/forward cache must not come back with the menu open.
    const onPageShow = () => setOpen(false);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      desktop.removeEventListener('change', onChange);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="nav" data-scrolled={scrolled || undefined}>
      <div className="nav__bar container">
        <a className="nav__brand" href={brand.href} aria-current={brand.current ? 'page' : undefined} onClick={close}>
          <img src={brand.logo} alt={brand.name} width={144} height={32} />
        </a>
        <button
          ref={toggle}
          type="button"
          className="nav__toggle"
          aria-expanded={open}
          aria-controls="nav-panel"
          aria-label={open ? labels.closeMenu : labels.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="nav__toggle-bars" aria-hidden="true" />
        </button>
        <div id="nav-panel" className="nav__panel" data-open={open || undefined}>
          <nav aria-label={labels.mainNavigation}>
            <ul className="nav__links">
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    className="nav__link"
                    href={link.href}
                    aria-current={link.current ? 'page' : undefined}
                    onClick={close}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {(languages || store || buy || theme) && (
            <div className="nav__tools">
              {languages && <LanguageMenu {...languages} />}
              {store && (
                <a className="nav__link nav__store" href={store.href} onClick={close}>
                  {store.label}
                </a>
              )}
              {theme && <ThemeToggle {...theme} />}
              {buy && (
                <a className="button nav__buy" href={buy.href} onClick={close}>
                  {buy.label}
                </a>
              )}
            </div>
          )}
        </div>
      </div>
      {open && <div className="nav__overlay" aria-hidden="true" onClick={close} />}
    </header>
  );
}
