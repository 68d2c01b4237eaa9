import { useRef, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { usePopover } from './use-popover';

interface LanguageOption {
  code: string;
  /** The language's own name ("Español") and its BCP 47 tag ("pt-BR"). */
  name: string;
  tag: string;
  href: string;
  flag: string;
}

export interface LanguageMenuProps {
  current: Pick<LanguageOption, 'code'>;
  /** The current language's flag, inline SVG from the server. */
  flag?: ReactNode;
  options: LanguageOption[];
  /** The dropdown button's name after its visible code ("Change language (current: English)"), and the list's. */
  buttonLabel: string;
  listLabel: string;
}

const LIST_ID = 'nav-languages';

/** The other languages in a popover; hydrated, it closes when focus leaves and keeps the page's query and hash. */
export default function LanguageMenu({ current, flag, options, buttonLabel, listLabel }: LanguageMenuProps) {
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [open, close] = usePopover(list);

  // Tabbing out of the menu closes it, like a click outside.
  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) close();
  };

  // The server-rendered href is the same page in that language; it cannot know the query and hash.
  const choose = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    close();
    window.location.assign(href + window.location.search + window.location.hash);
  };

  return (
    <div className="lang" ref={root} onBlur={onBlur}>
      <button
        type="button"
        className="lang__button"
        popoverTarget={LIST_ID}
        aria-controls={LIST_ID}
        aria-expanded={open}
      >
        {flag}
        {/* The visible code is part of the accessible name (WCAG 2.5.3 label in name). */}
        <span className="lang__code">{current.code.toUpperCase()}</span>
        <span className="visually-hidden"> – {buttonLabel}</span>
        <svg className="lang__chevron" viewBox="0 0 24 24" aria-hidden="true" width="16" height="16">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul ref={list} id={LIST_ID} className="lang__list" popover="auto" aria-label={listLabel}>
        {options.map((option) => (
          <li key={option.code}>
            <a
              href={option.href}
              hrefLang={option.tag}
              lang={option.tag}
              className="lang__option"
              onClick={(event) => choose(event, option.href)}
            >
              {/* Loaded when the list first opens. */}
              <img src={option.flag} alt="" width={24} height={16} className="lang__flag" loading="lazy" />
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
