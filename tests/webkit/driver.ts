/**
 * WebKit over plain W3C WebDriver, from Node with fetch(): WebKitGTK's WebKitWebDriver on a virtual
 * display (xvfb-run), driving tests/webkit/browser.py, a bare GTK window with one WebKitWebView. One
 * session per driver process; `close` ends the session and the process group (driver, display, browser).
 * Debian's webkit2gtk-driver, xvfb and the Python bindings are found (or installed) by tools/harness/system-deps.mjs.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { ensureWebKit } from '../../tools/harness/system-deps.mjs';

/** The browser WebKitWebDriver starts: it lets windows be as narrow as a phone (MiniBrowser's toolbar does not). */
const BROWSER = fileURLToPath(new URL('./browser.py', import.meta.url));

/** W3C key codes for the keys the suites press. */
export const KEYS = { Escape: '\uE00C', Enter: '\uE007', Tab: '\uE004', Space: ' ' } as const;

/** An error the WebDriver endpoint answered with: its W3C error code and message. */
export class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

/** A function sent to the page by its source: self-contained, its arguments JSON. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R | Promise<R>;

export interface WebKitSession {
  /** Sends one WebDriver command of this session (`path` after /session/{id}); resolves with its value. */
  command<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** Runs a function in the current document and resolves with what it returns (a promise is awaited). */
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R>;
  /** Ends the session, then the driver, its display and the browser. */
  close(): Promise<void>;
}

/** How long the driver may take to listen, and a session to start. */
const START_TIMEOUT = 30_000;

/**
 * Starts WebKitWebDriver on `port` under its own virtual display, and a session in it. The display is
 * as large as the widest window the suites use; windows are resized to each test's viewport. With
 * `reducedMotion`, pages see `prefers-reduced-motion: reduce`.
 */
export async function launchWebKit(port: number, { reducedMotion = false } = {}): Promise<WebKitSession> {
  const { driver, xvfbRun } = ensureWebKit();
  const child = spawn(xvfbRun, ['-a', '-s', '-screen 0 1920x1200x24', driver, `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  const stopped = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, 'SIGTERM');
    await stopped;
  };

  const base = `http://127.0.0.1:${port}`;
  const request = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(base + path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new WebDriverError(value.error ?? String(response.status), value.message ?? '');
    return value;
  };

  try {
    const deadline = Date.now() + START_TIMEOUT;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}): ${log}`);
      const ready = await request<{ ready: boolean }>('GET', '/status').then(
        (status) => status.ready,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not listen on port ${port}: ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { sessionId } = await request<{ sessionId: string }>('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          'webkitgtk:browserOptions': { binary: BROWSER, args: reducedMotion ? ['--reduced-motion'] : [] },
        },
      },
    });
    const command = <T>(method: string, path: string, body?: unknown) =>
      request<T>(method, `/session/${sessionId}${path}`, body);
    // No script timeout: WebKit would time scripts with the page's own setTimeout, which a test may hold
    // (holdLongTimers). Waits bound themselves, and the test runner's timeout bounds the rest.
    await command('POST', '/timeouts', { script: null });
    return {
      command,
      evaluate: <A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A) =>
        command<R>('POST', '/execute/sync', { script: `return (${fn.toString()}).apply(null, arguments)`, args }),
      async close() {
        await command('DELETE', '').catch(() => {});
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
