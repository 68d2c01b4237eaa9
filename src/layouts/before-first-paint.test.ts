import { describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '../config/site';
import { beforeFirstPaintScript } from './before-first-paint';

/** Runs the inlined script against a stand-in page: what it stores, logs and listens to. */
function runHeadScript({ stored = null as string | null, storage = true, scrollTimelines = true, theme = true } = {}) {
  const classes: string[] = [];
  const properties: Record<string, string> = {};
  const root = {
    classList: { add: (name: string) => classes.push(name) },
    dataset: {} as Record<string, string>,
    style: { setProperty: (name: string, value: string) => (properties[name] = value) },
  };
  const storageReads: string[] = [];
  const localStorage = {
    getItem: (key: string) => {
      storageReads.push(key);
      if (!storage) throw new Error('denied');
      return key === THEME_STORAGE_KEY ? stored : null;
    },
  };
  const warn = vi.fn();
  const addEventListener = vi.fn();
  new Function(
    'document',
    'CSS',
    'localStorage',
    'console',
    'addEventListener',
    'scrollY',
    beforeFirstPaintScript({ theme }),
  )({ documentElement: root }, { supports: () => scrollTimelines }, localStorage, { warn }, addEventListener, 0);
  return { classes, theme: root.dataset.theme, properties, warn, addEventListener, storageReads };
}

describe('the script before the first paint', () => {
  it('marks that scripts run and applies a stored theme', () => {
    const page = runHeadScript({ stored: 'dark' });
    expect(page.classes).toEqual(['js']);
    expect(page.theme).toBe('dark');
    expect(page.warn).not.toHaveBeenCalled();
  });

  it('keeps the light theme for junk in storage, and only logs it', () => {
    const page = runHeadScript({ stored: '{"oops"' });
    expect(page.theme).toBeUndefined();
    expect(page.warn).toHaveBeenCalledWith(expect.stringMatching(/theme/i));
  });

  it('keeps the light theme when storage is refused, and only logs it', () => {
    const page = runHeadScript({ storage: false });
    expect(page.theme).toBeUndefined();
    expect(page.warn).toHaveBeenCalledWith(expect.stringMatching(/theme/i), expect.any(Error));
  });

  it('leaves a stored theme alone while the toggle is hidden, as nobody can have chosen it', () => {
    const page = runHeadScript({ stored: 'dark', theme: false });
    expect(page.classes).toEqual(['js']);
    expect(page.theme).toBeUndefined();
    expect(page.storageReads).toEqual([]);
    expect(beforeFirstPaintScript({ theme: false })).not.toMatch(/localStorage/);
  });

  it("drives the navbar's colour from scrolling where CSS has no scroll timelines", () => {
    expect(runHeadScript().addEventListener).not.toHaveBeenCalled();
    const page = runHeadScript({ scrollTimelines: false });
    expect(page.properties['--nav-scroll-delay']).toBe('1s');
    expect(page.addEventListener).toHaveBeenCalledWith('scroll', expect.any(Function));
  });

  it('is one minified function, so its names stay out of the page', () => {
    for (const theme of [true, false]) expect(beforeFirstPaintScript({ theme })).toMatch(/^\(\(\)=>\{[^\n]*\}\)\(\);$/);
  });
});
