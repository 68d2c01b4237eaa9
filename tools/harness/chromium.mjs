/**
 * The one place the tools launch Chromium (the bench, the pixel tool, the review pack): the machine's Chromium
 * (./system-deps.mjs finds or installs it) with the flags for a machine without network but loopback. The browser
 * tests' Chromium is Playwright's to launch, from the same flags (playwright.config.ts).
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, ensureChromium } from './system-deps.mjs';

/**
 * Chromium driven by Playwright.
 * @param {import('@playwright/test').LaunchOptions} [options] more of Playwright's launch options
 */
export function launchChromium(options = {}) {
  return chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS, ...options });
}

/** Chromium with a DevTools port of its own, for Lighthouse (chrome-launcher), headless as Playwright's. */
export function launchChromiumForLighthouse() {
  return chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
}
