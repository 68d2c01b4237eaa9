/**
 * WebKit as an engine of tests/engines/checks.ts: WebKitGTK (Debian's, found or installed by
 * tools/harness/system-deps.mjs; Playwright cannot download its WebKit here) on a virtual display, driven over
 * W3C WebDriver (./driver.ts). WebDriver has no console and no response status, so a script injected
 * before the page's own records errors, and the bare browser (./browser.py) tells the status.
 */
import { startSite, type Engine, type EnginePage, type InPage, type Key } from '../engines/engine';
import { PORTS } from '../../tools/harness/ports';
import { KEYS, launchWebKit, WebDriverError, type WebKitSession } from './driver';

/** The key under which recordErrors keeps a tab's errors, in its sessionStorage (it outlives a redirect). */
const ERRORS_KEY = 'webkit-suite-errors';

/**
 * In every document, before the page's own scripts: notes console errors, uncaught exceptions, rejected
 * promises nobody handled, resources that failed to load and CSP violations, each with the page's path.
 */
function recordErrors(key: string) {
  const note = (text: string) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      sessionStorage.setItem(key, JSON.stringify([...list, `${location.pathname}: ${text}`]));
    } catch {
      // about:blank has no storage, and nothing of the site's to report.
    }
  };
  const consoleError = console.error;
  console.error = function (...args: unknown[]) {
    note(args.map(String).join(' '));
    return consoleError.apply(this, args);
  };
  addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement || target instanceof HTMLScriptElement)
        note(`failed to load ${target.src}`);
      else if (target instanceof HTMLLinkElement) note(`failed to load ${target.href}`);
      else note(`${event.message} (${event.filename}:${event.lineno})`);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => note(`unhandled rejection: ${event.reason}`));
  addEventListener('securitypolicyviolation', (event) =>
    note(`blocked by ${event.violatedDirective}: ${event.blockedURI}`),
  );
}

/** In the page: polls `state` once a frame for up to `wait` ms; whether it became true. */
function pollFor(state: (...args: unknown[]) => boolean, args: unknown[], wait: number) {
  const end = performance.now() + wait;
  return new Promise<boolean>((resolve) => {
    const check = () => {
      if (state(...args)) return resolve(true);
      if (performance.now() > end) return resolve(false);
      requestAnimationFrame(check);
    };
    check();
  });
}

/** A page's window in ./browser.py, with the handlers it answers (each postMessage resolves with its answer). */
type BrowserWindow = {
  webkit: {
    messageHandlers: {
      initScript: { postMessage(source: string): Promise<boolean> };
      status: { postMessage(_: null): Promise<number> };
    };
  };
};

interface WebKitOptions {
  /** The port of WebKitWebDriver. */
  driverPort: number;
  /** The port of the site the tabs read. */
  sitePort: number;
  /** Whether `start` starts the site server (tests/engines/engine.ts) on `sitePort`, or the site is already there. */
  serveSite: boolean;
  /** Whether pages see `prefers-reduced-motion: reduce`. */
  reducedMotion?: boolean;
}

/** A WebKit engine: one WebDriver session and one window for all its tabs. */
export function webkitEngine({ driverPort, sitePort, serveSite, reducedMotion }: WebKitOptions): Engine {
  const baseUrl = `http://127.0.0.1:${sitePort}`;
  let session: WebKitSession | undefined;
  let site: Awaited<ReturnType<typeof startSite>> | undefined;

  const actions = async (type: 'key' | 'pointer', steps: object[]) => {
    const source =
      type === 'key' ? { type, id: 'keyboard' } : { type, id: 'mouse', parameters: { pointerType: 'mouse' } };
    await session!.command('POST', '/actions', { actions: [{ ...source, actions: steps }] });
    await session!.command('DELETE', '/actions');
  };

  return {
    name: 'WebKit',
    // WebKitGTK 2.50 has animation-timeline, as Safari has since 26 (the suite's first check asks the engine).
    scrollTimelines: true,
    async start() {
      if (serveSite) site = await startSite(sitePort);
      session = await launchWebKit(driverPort, { reducedMotion });
    },
    async stop() {
      await session?.close();
      await site?.stop();
    },
    async open({ width, height }) {
      const s = session!;
      // One window for every tab, each a new document in it: the last test's storage goes, and the size
      // is this test's. (A new window per test would cost a third of a second.)
      await s.evaluate(() => {
        try {
          sessionStorage.clear();
        } catch {
          // about:blank, before the first test, has no storage.
        }
      });
      await s.command('POST', '/window/rect', { x: 0, y: 0, width, height });
      const scripts = [`(${recordErrors.toString()})(${JSON.stringify(ERRORS_KEY)});`];
      const install = () =>
        s.evaluate(
          (source: string) =>
            (window as unknown as BrowserWindow).webkit.messageHandlers.initScript.postMessage(source),
          scripts.join('\n'),
        );
      await install();

      const evaluate = <A extends unknown[], R>(fn: InPage<A, R>, ...args: A) => s.evaluate(fn, ...args);
      const tab: EnginePage = {
        async goto(path) {
          await s.command('POST', '/url', { url: baseUrl + path });
          return s.evaluate(() => (window as unknown as BrowserWindow).webkit.messageHandlers.status.postMessage(null));
        },
        evaluate,
        async beforeEachDocument(fn) {
          scripts.push(`(${fn.toString()})();`);
          await install();
        },
        async untilWithin(timeout, state, ...args) {
          const end = Date.now() + timeout;
          for (;;) {
            const left = end - Date.now();
            // A document that goes away mid-poll (a redirect) ends that poll; the next asks the new one.
            const met = await s
              .command<boolean>('POST', '/execute/sync', {
                script: `return (${pollFor.toString()})(${state.toString()}, arguments[0], arguments[1])`,
                args: [args, Math.max(0, Math.min(left, 1000))],
              })
              .catch((error: unknown) => {
                if (error instanceof WebDriverError && ['javascript error', 'no such frame'].includes(error.code))
                  return false;
                throw error;
              });
            if (met) return;
            if (Date.now() >= end) {
              throw new Error(`WebKit: no state ${state.toString()} (${JSON.stringify(args)}) within ${timeout} ms`);
            }
          }
        },
        async click(selector) {
          const element = await s.command<Record<string, string>>('POST', '/element', {
            using: 'css selector',
            value: selector,
          });
          await s.command('POST', `/element/${Object.values(element)[0]}/click`, {});
        },
        clickAt: (x, y) =>
          actions('pointer', [
            { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ]),
        press: (key: Key) =>
          actions('key', [
            { type: 'keyDown', value: KEYS[key] },
            { type: 'keyUp', value: KEYS[key] },
          ]),
        // The window has no frame or toolbar: its size is the viewport's, as in open.
        resize: async ({ width, height }) => void (await s.command('POST', '/window/rect', { width, height })),
        screenshot: async () => Buffer.from(await s.command<string>('GET', '/screenshot'), 'base64'),
        errors: () =>
          evaluate((key: string) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], ERRORS_KEY),
      };
      return tab;
    },
  };
}

/** The WebKit suite's engine: its own site server and driver. */
export const webkit = webkitEngine({ driverPort: PORTS.webkitDriver, sitePort: PORTS.webkit, serveSite: true });
