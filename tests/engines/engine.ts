/**
 * What the Firefox and WebKit suites share: the shape of a browser engine as the checks in ./checks.ts
 * drive it, the site server both start for themselves, and the helpers that run in the page. Each suite
 * implements `Engine` over its own protocol (puppeteer-core over WebDriver BiDi for Firefox, W3C
 * WebDriver for WebKit); a check is written once and runs in both.
 */
import { once } from 'node:events';
import { createServer, request } from 'node:http';
import { startSiteServer } from '../../tools/harness/site-server.mjs';
import type { Tab } from '../../tools/harness/tab';
import { DIST, ROOT_NOT_FOUND_PATH, UNSUPPORTED_CODE, rootNotFoundHtml } from '../../tools/harness/site-paths';

/** Web-first waits: how long a state may take to arrive. A state that arrives sooner costs nothing. */
export const STATE_TIMEOUT = 10_000;

/** A function the page runs, sent by its source: self-contained, with JSON arguments and result. */
export type InPage<A extends unknown[], R> = (...args: A) => R | Promise<R>;

/** The keys the checks press. */
export type Key = 'Escape' | 'Enter' | 'Space' | 'Tab';

/** One tab of an engine, as the checks drive it. */
export interface EnginePage {
  /** Loads a path of the test site; resolves with the HTTP status of the document it got. */
  goto(path: string): Promise<number>;
  /** Runs a function in the page; resolves with its result (a promise is awaited). */
  evaluate<A extends unknown[], R>(fn: InPage<A, R>, ...args: A): Promise<R>;
  /** Runs a function at the start of every later document of this tab, before the page's own scripts. */
  beforeEachDocument(fn: () => void): Promise<void>;
  /** Waits up to `timeout` ms until a function of the page's state is true. */
  untilWithin<A extends unknown[]>(timeout: number, state: InPage<A, boolean>, ...args: A): Promise<void>;
  /** A press and release of the primary pointer on the centre of the element `selector` matches. */
  click(selector: string): Promise<void>;
  /** A press and release of the primary pointer at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void>;
  /** A key press, to whatever has the focus. */
  press(key: Key): Promise<void>;
  /** Sets the viewport's size, keeping the document: one load is checked at several widths, as a window is resized. */
  resize(viewport: { width: number; height: number }): Promise<void>;
  /** A viewport-sized PNG of what the window shows. */
  screenshot(): Promise<Buffer>;
  /** Console errors, uncaught exceptions and failed loads of this tab's documents so far. */
  errors(): Promise<string[]>;
}

export interface Engine {
  /** As the suites name it: "Firefox", "WebKit". */
  name: string;
  /** Whether the engine has scroll-driven animations (`animation-timeline`); the checks expect its answer. */
  scrollTimelines: boolean;
  /** Starts the browser and the site server it reads, for the whole suite. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A tab with this viewport, fresh for this test: what the last test's tab held (storage, timers) is gone. */
  open(viewport: { width: number; height: number }): Promise<EnginePage>;
}

/** Waits until a function of the page's state is true. */
export function until<A extends unknown[]>(page: EnginePage, state: InPage<A, boolean>, ...args: A) {
  return page.untilWithin(STATE_TIMEOUT, state, ...args);
}

/**
 * Paths the suites' site server answers as a host without the URL rules answers any unknown path:
 * with dist/404.html and status 404. Hosts with the rules never send that file.
 */
export const WITHOUT_RULES = [ROOT_NOT_FOUND_PATH, `/${UNSUPPORTED_CODE}/patients`];

/**
 * The built site (DIST_DIR, else dist/) on `tools/serve.mjs`, the Node server with the URL rules,
 * behind a front on `port` that answers WITHOUT_RULES as a host without the rules would.
 */
export async function startSite(port: number): Promise<{ stop: () => Promise<void> }> {
  const site = await startSiteServer(DIST);
  const notFound = rootNotFoundHtml();
  const front = createServer((req, res) => {
    if (WITHOUT_RULES.includes(new URL(req.url ?? '/', 'http://host').pathname)) {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      return void res.end(notFound);
    }
    const forward = request(
      { host: '127.0.0.1', port: site.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  front.listen(port, '127.0.0.1');
  await once(front, 'listening');
  return {
    async stop() {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await site.stop();
    },
  };
}

/** An engine's tab as the code every browser suite shares drives it (tools/harness/reader.ts, tests/geometry/walk.ts). */
export const engineTab = (page: EnginePage): Tab => ({
  resize: (viewport) => page.resize(viewport),
  evaluate: (fn, ...args) => page.evaluate(fn, ...args),
  until: (state, ...args) => until(page, state, ...args),
  click: (selector) => page.click(selector),
  escape: () => page.press('Escape'),
});

/**
 * Holds the page's long timers (1 s and more: the carousels' 3 s autoplay) until the test fires them
 * with `window.heldTimers.run()`, so a test decides when rotation is due, as Playwright's clock lets
 * the Chromium tests do. Shorter timers run as usual. Install with `beforeEachDocument`.
 */
export function holdLongTimers() {
  const held = new Map<number, () => void>();
  let nextId = 1_000_000;
  const { setTimeout: realSet, clearTimeout: realClear } = window;
  window.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
    if (delay < 1000 || typeof handler !== 'function') return realSet(handler, delay, ...args);
    const id = nextId++;
    held.set(id, () => handler(...args));
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id === undefined || !held.delete(id)) realClear(id);
  }) as typeof window.clearTimeout;
  window.heldTimers = {
    get pending() {
      return held.size;
    },
    run() {
      const due = [...held.values()];
      held.clear();
      due.forEach((fire) => fire());
      return due.length;
    },
  };
}

declare global {
  interface Window {
    /** Installed by holdLongTimers. */
    heldTimers: HeldTimers;
  }
}

export interface HeldTimers {
  /** How many long timers are waiting. */
  readonly pending: number;
  /** Fires every waiting long timer now; returns how many there were. */
  run(): number;
}
