import { useEffect, useState } from 'react';
import type { ThemeToggleProps } from './navbar-types';

type Theme = 'light' | 'dark';

/** Switches between the light and dark palettes and remembers the choice (spec §4). */
export default function ThemeToggle({ storageKey, toDark, toLight }: ThemeToggleProps) {
  const [theme, setTheme] = useState<Theme>('light');

  // The head script already applied the stored theme before first paint; mirror it.
  useEffect(() => {
    setTheme(document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
  }, []);

  const toggle = () => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    setTheme(next);
    try {
      localStorage.setItem(storageKey, next);
    } catch (error) {
      // Spec §8: storage problems are only logged; the theme still changes for this page.
      console.warn('Theme preference could not be saved:', error);
    }
  };

  return (
    <button
      type="button"
      className="theme-toggle"
      onClick={toggle}
      aria-label={theme === 'dark' ? toLight : toDark}
      title={theme === 'dark' ? toLight : toDark}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        {theme === 'dark' ? (
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4.5" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        ) : (
          <path
            d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        )}
      </svg>
    </button>
  );
}
