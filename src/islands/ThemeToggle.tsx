export interface ThemeToggleProps {
  storageKey: string;
  toDark: string;
  toLight: string;
}

/** Switches and remembers the theme. The button holds both faces; CSS shows the one for the other theme. */
export default function ThemeToggle({ storageKey, toDark, toLight }: ThemeToggleProps) {
  const toggle = () => {
    const root = document.documentElement;
    const next = root.dataset.theme === 'dark' ? 'light' : 'dark';
    root.dataset.theme = next;
    try {
      localStorage.setItem(storageKey, next);
    } catch (error) {
      // Storage problems are only logged; the theme still changes for this page.
      console.warn('Theme preference could not be saved:', error);
    }
  };

  return (
    <button type="button" className="theme-toggle icon-button" onClick={toggle}>
      <span className="theme-toggle__face theme-toggle__face--to-dark">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span className="visually-hidden">{toDark}</span>
      </span>
      <span className="theme-toggle__face theme-toggle__face--to-light">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4.5" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        </svg>
        <span className="visually-hidden">{toLight}</span>
      </span>
    </button>
  );
}
