import { useEffect, useMemo, useRef, type FocusEvent, type ReactNode } from 'react';
import { usePopover } from './use-popover';

/** The id of the list of the other languages, in the server HTML (src/components/SiteNav.astro). */
export const LANGUAGE_LIST_ID = 'nav-languages';

export interface LanguageMenuProps {
  /**
   * Server HTML, so its words and links are not repeated in the island's props: the button's face (the current
   * language's flag and code, and its name for screen readers) and the popover list of the other languages.
   */
  button: ReactNode;
  list: ReactNode;
}

/** The other languages in a popover; hydrated, it closes when focus leaves and keeps the page's query and hash. */
export default function LanguageMenu({ button, list }: LanguageMenuProps) {
  const root = useRef<HTMLDivElement>(null);
  // The list is server HTML: found in the menu, not rendered by it.
  const listRef = useMemo(
    () => ({
      get current() {
        return root.current?.querySelector<HTMLElement>(`#${LANGUAGE_LIST_ID}`) ?? null;
      },
    }),
    [],
  );
  const [open, close] = usePopover(listRef);

  // Tabbing out of the menu closes it, like a click outside.
  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) close();
  };

  // The server-rendered href is the same page in that language; it cannot know the query and hash.
  useEffect(() => {
    const choose = (event: MouseEvent) => {
      const option = (event.target as Element).closest<HTMLAnchorElement>(`#${LANGUAGE_LIST_ID} a[href]`);
      if (!option || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      close();
      window.location.assign(option.getAttribute('href')! + window.location.search + window.location.hash);
    };
    const menu = root.current!;
    menu.addEventListener('click', choose);
    return () => menu.removeEventListener('click', choose);
  }, []);

  return (
    <div className="lang" ref={root} onBlur={onBlur}>
      <button
        type="button"
        className="lang__button"
        popoverTarget={LANGUAGE_LIST_ID}
        aria-controls={LANGUAGE_LIST_ID}
        aria-expanded={open}
      >
        {button}
      </button>
      {list}
    </div>
  );
}
