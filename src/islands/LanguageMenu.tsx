import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { switchLanguagePath } from '../i18n/paths';
import { isLang } from '../i18n/languages';
import type { LanguageMenuProps } from './navbar-types';

/** Disclosure listing the other languages; choosing one opens the same page in that language. */
export default function LanguageMenu({ current, options, buttonLabel, listLabel }: LanguageMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  // Tabbing out of the menu closes it, like a click outside.
  const onBlur = (event: React.FocusEvent) => {
    if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      // Close only this menu; the mobile panel closes on the next Escape.
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      setOpen(false);
      button.current?.focus();
    }
  };

  // Keep the query and hash of the page being read, which the server-rendered href cannot know.
  const choose = (event: MouseEvent<HTMLAnchorElement>, code: string) => {
    if (!isLang(code) || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(false);
    window.location.assign(switchLanguagePath(window.location.href, code));
  };

  return (
    <div className="lang" ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="lang__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <img src={current.flag} alt="" width={24} height={16} className="lang__flag" />
        {/* The visible code is part of the accessible name (WCAG 2.5.3 label in name). */}
        <span className="lang__code">{current.code.toUpperCase()}</span>
        <span className="visually-hidden"> – {buttonLabel}</span>
        <svg className="lang__chevron" viewBox="0 0 24 24" aria-hidden="true" width="16" height="16">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} className="lang__list" aria-label={listLabel} hidden={!open}>
        {options.map((option) => (
          <li key={option.code}>
            <a
              href={option.href}
              hrefLang={option.tag}
              lang={option.tag}
              className="lang__option"
              onClick={(event) => choose(event, option.code)}
            >
              <img src={option.flag} alt="" width={24} height={16} className="lang__flag" />
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
