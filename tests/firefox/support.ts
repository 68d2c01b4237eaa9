/**
 * The Firefox suite's harness: the built site on the Node server (nginx is Playwright's, so this suite
 * starts its own server on PORTS.firefox), Firefox driven by puppeteer-core over WebDriver BiDi, and
 * state waits. Playwright cannot download Firefox here; Debian's firefox-esr is found (or installed)
 * by tools/system-deps.mjs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import puppeteer, { type Browser, type EvaluateFunc, type Page } from 'puppeteer-core';
import { ensureFirefox } from '../../tools/system-deps.mjs';
import { PORTS } from '../ports';
import { ROOT_NOT_FOUND_PATH, rootNotFoundHtml } from '../site-paths';

export const BASE_URL = `http://127.0.0.1:${PORTS.firefox}`;

/** Web-first waits: how long a state may take to arrive. A state that arrives sooner costs nothing. */
export const STATE_TIMEOUT = 10_000;

/** Starts `tools/serve.mjs` on dist/ (DIST_DIR) and resolves once it listens; `stop` ends it. */
export async function startServer(): Promise<{ stop: () => Promise<void> }> {
  const server: ChildProcess = spawn(
    process.execPath,
    ['tools/serve.mjs', '--port', String(PORTS.firefox), '--dir', process.env.DIST_DIR || 'dist'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  server.stderr!.on('data', (chunk) => (errors += chunk));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
    server.once('exit', (code) =>
      reject(new Error(`tools/serve.mjs exited (${code}) on port ${PORTS.firefox}: ${errors}`)),
    );
  });
  return {
    async stop() {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await once(server, 'exit');
    },
  };
}

/** Answers a path in this page as a host without the URL rules answers any unknown one: dist/404.html, status 404. */
export async function asHostWithoutRules(page: Page, path = ROOT_NOT_FOUND_PATH) {
  const body = rootNotFoundHtml();
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (new URL(request.url()).pathname !== path) return void request.continue();
    void request.respond({ status: 404, contentType: 'text/html; charset=utf-8', body });
  });
}

/** Headless Firefox over WebDriver BiDi, the protocol puppeteer-core speaks with Firefox. */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({ browser: 'firefox', executablePath: ensureFirefox(), headless: true });
}

/** Console errors and uncaught exceptions for the lifetime of the page. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  return errors;
}

/** Waits until a function of the page's state (run in the page, with `args`) is true. */
export function until<A extends unknown[]>(page: Page, state: EvaluateFunc<A>, ...args: A) {
  return untilWithin(page, STATE_TIMEOUT, state, ...args);
}

/** `until`, for a state that may take longer to arrive (a timer of the page's). */
export async function untilWithin<A extends unknown[]>(
  page: Page,
  timeout: number,
  state: EvaluateFunc<A>,
  ...args: A
) {
  await page.waitForFunction(state, { timeout, polling: 'raf' }, ...args);
}

/** Waits until no CSS transition runs (the mobile panel slides in), so boxes are where they stay. */
export function transitionsDone(page: Page) {
  return until(
    page,
    () => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'),
  );
}

/**
 * A reader's pass: touches the navbar (its island hydrates on a first touch) and brings every lazy
 * image and island into view in turn, a frame apart so the page's observers see each; resolves once
 * every island has hydrated and every image a reader could see has loaded.
 */
export async function readThrough(page: Page) {
  await page.evaluate(async () => {
    document.querySelector('header.nav')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (const target of document.querySelectorAll('img[loading="lazy"], astro-island > :first-child')) {
      target.scrollIntoView({ block: 'center', behavior: 'instant' });
      await frame();
      await frame();
    }
  });
  await until(
    page,
    () =>
      !document.querySelector('astro-island[ssr]') &&
      [...document.images].every((img) => !img.checkVisibility() || img.closest('[inert]') || img.complete),
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Holds the page's long timers (1 s and more: the carousels' 3 s autoplay) until the test fires them
 * with `window.heldTimers.run()`, so a test decides when rotation is due, as Playwright's clock lets
 * the Chromium tests do. Shorter timers run as usual. Install with `page.evaluateOnNewDocument`.
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
