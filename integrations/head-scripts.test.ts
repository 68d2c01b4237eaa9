import { describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '../src/config/site';
import { UNSUPPORTED_CODE } from '../lib/url-cases.mjs';
import { headScript as buildHeadScript } from './head-scripts.mjs';

const SRC_DIR = new URL('../src/', import.meta.url);
const headScript = (theme: boolean, rootNotFound = false) => buildHeadScript(SRC_DIR, { theme, rootNotFound }).code;

/** Runs the inlined script against a stand-in page: what it stores, logs and listens to. */
function runHeadScript({
  stored = null as string | null,
  storage = true,
  scrollTimelines = true,
  popovers = true,
  theme = true,
} = {}) {
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
  const HTMLElement = { prototype: popovers ? { popover: null } : {} };
  new Function(
    'document',
    'HTMLElement',
    'CSS',
    'localStorage',
    'console',
    'addEventListener',
    'scrollY',
    headScript(theme),
  )(
    { documentElement: root },
    HTMLElement,
    { supports: () => scrollTimelines },
    localStorage,
    { warn },
    addEventListener,
    0,
  );
  return { classes, theme: root.dataset.theme, properties, warn, addEventListener, storageReads };
}

describe('the script before the first paint', () => {
  it("leaves a browser without the Popover API the page without scripts: no `js` class for the islands' page", () => {
    expect(runHeadScript({ popovers: false }).classes).toEqual([]);
  });

  it('marks that the islands can run and applies a stored theme', () => {
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
    expect(headScript(false)).not.toMatch(/localStorage/);
  });

  it("drives the navbar's colour from scrolling where CSS has no scroll timelines", () => {
    expect(runHeadScript().addEventListener).not.toHaveBeenCalled();
    const page = runHeadScript({ scrollTimelines: false });
    expect(page.properties['--nav-scroll-delay']).toBe('1s');
    expect(page.addEventListener).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});

/** Runs dist/404.html's head script at a URL: where it sends the browser. */
function runRootNotFoundScript(href: string) {
  const { pathname, search, hash } = new URL(href);
  const location = { pathname, search, hash, replace: vi.fn() };
  const root = { classList: { add() {} } };
  new Function('location', 'document', 'HTMLElement', 'CSS', headScript(false, true))(
    location,
    { documentElement: root },
    { prototype: {} },
    { supports: () => true },
  );
  return location.replace.mock.calls[0]?.[0];
}

describe('the root not-found page, on a host without the URL rules', () => {
  it.each([
    [`/${UNSUPPORTED_CODE}/patients`, '/pt/patients'],
    ['/EN/impact?utm_source=mail#stats', '/en/impact?utm_source=mail#stats'],
    ['/de', '/pt'],
  ])('sends %s to %s', (from, to) => {
    expect(runRootNotFoundScript(`https://adhera.example${from}`)).toBe(to);
  });

  it.each(['/en/no-such-page', '/missing-page', '//evil.example/en/'])(
    'shows the page at %s, and never leaves the site',
    (path) => {
      expect(runRootNotFoundScript(`https://adhera.example${path}`)).toBeUndefined();
    },
  );

  it('is left out of every other page', () => {
    for (const theme of [true, false]) expect(headScript(theme)).not.toMatch(/location/);
  });
});

describe("the head script's builds", () => {
  it('are each one minified function, so their names stay out of the page', () => {
    for (const code of [headScript(true), headScript(false), headScript(false, true)]) {
      expect(code).toMatch(/^\(\(\)=>\{[^\n]*\}\)\(\);$/);
    }
  });
});
