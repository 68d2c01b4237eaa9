/**
 * A browser tab as the code the browser suites and the tools share drives it (the reader's pass, the geometry walk):
 * written once over this small interface, so that Chromium (Playwright), Firefox and WebKit run the same code. Each
 * driver has one adapter: playwrightTab (./playwright-tab.ts) for Chromium, engineTab (tests/engines/engine.ts) for
 * the Firefox and WebKit drivers. Functions sent to the page are self-contained, with JSON arguments.
 */
export interface Tab {
  /** Sets the window's size, keeping the document. */
  resize(viewport: { width: number; height: number }): Promise<void>;
  /** Runs a function in the page; resolves with its result (a promise is awaited). */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /** Waits until a function of the page's state is true. */
  until<A extends unknown[]>(state: (...args: A) => boolean, ...args: A): Promise<void>;
  /** A press and release of the primary pointer on the element `selector` matches. */
  click(selector: string): Promise<void>;
  /** A press of the Escape key, to whatever has the focus. */
  escape(): Promise<void>;
}
