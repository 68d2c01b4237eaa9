#!/usr/bin/env node
/**
 * Finds (and where possible installs) the system programs the tests need.
 *   Chromium: CHROMIUM_PATH, else a browser Playwright installed, else /usr/bin/chromium; if none and
 *   apt-get is usable as root, Debian's chromium is installed; otherwise we stop and say how to get one.
 *   Chromium for the browser tests: CHROMIUM_PATH, else Debian's headless shell (chromium-headless-shell, installed
 *   as above); where it is missing and cannot be installed, the Chromium above.
 *   Firefox (the second engine, driven by puppeteer-core): FIREFOX_PATH, else firefox-esr or firefox on
 *   the PATH; if none and apt-get is usable as root, Debian's firefox-esr is installed; otherwise we
 *   stop and say how to get one.
 *   nginx: NGINX_PATH, else nginx on the PATH or in /usr/sbin; if none and apt-get is usable as root,
 *   Debian's nginx-light is installed; otherwise we stop and say how to get nginx.
 *   Fonts: the share images are drawn at build with the system's TrueType fonts; if there is none and
 *   apt-get is usable as root, Debian's fonts-dejavu-core is installed.
 *   WebKit (the third engine, driven over W3C WebDriver): WEBKIT_DRIVER_PATH, else WebKitWebDriver on the
 *   PATH, with xvfb-run, xauth and /usr/bin/python3's GTK and WebKitGTK bindings; if any is missing and
 *   apt-get is usable as root, Debian's webkit2gtk-driver, xvfb, xauth, python3-gi and gir1.2-webkit2-4.1
 *   are installed; otherwise we stop and say how to get them.
 * `node tools/harness/system-deps.mjs chromium|firefox|nginx|fonts|webkit|all` prints the path(s) (installing if needed).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function playwrightChromium() {
  try {
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The program an environment variable names, or undefined if it is unset; a wrong path is an error. */
function fromEnv(variable) {
  const path = process.env[variable];
  if (path && !existsSync(path)) throw new Error(`${variable}=${path} does not exist`);
  return path || undefined;
}

/** The first of `names` in a folder of the PATH, then of `moreDirs`, or null. */
function findOnPath(names, moreDirs = []) {
  const dirs = [...(process.env.PATH || '').split(':'), ...moreDirs].filter((dir) => dir.startsWith('/'));
  for (const dir of dirs) {
    const found = names.map((name) => join(dir, name)).find((path) => existsSync(path));
    if (found) return found;
  }
  return null;
}

/** The Chromium to use, or null. Never installs anything. */
export function findChromium() {
  return fromEnv('CHROMIUM_PATH') ?? (playwrightChromium() || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null));
}

/**
 * The Chromium the browser tests drive, or null. Never installs anything. Chromium's headless shell is the same
 * engine without the browser around it: a new tab costs it about a quarter of the CPU a full Chromium spends, and the
 * tests open hundreds (Playwright's own headless Chromium is this shell).
 */
export function findTestChromium() {
  return findHeadlessShell() ?? findChromium();
}

const findHeadlessShell = () =>
  fromEnv('CHROMIUM_PATH') ?? (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : null);

function canAptInstall() {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let aptUpdated = false;
/** Installs Debian packages when running as root with apt-get; returns false when that is impossible. */
function aptInstall(packages) {
  if (!canAptInstall()) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.error(`Installing ${packages.join(', ')} with apt-get…`);
  if (!aptUpdated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  aptUpdated = true;
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  return true;
}

/** What `find` gives; else, where apt-get can install `aptPackages`, what it gives after that; else throws `help`. */
function ensure(find, aptPackages, help) {
  const found = find() ?? (aptInstall([aptPackages].flat()) ? find() : null);
  if (!found) throw new Error(help);
  return found;
}

export function ensureChromium() {
  return ensure(
    findChromium,
    'chromium',
    'No Chromium found. Either set CHROMIUM_PATH to a Chromium or Chrome binary, run `npx playwright install ' +
      'chromium`, or install your system package (Debian: apt-get install chromium-headless-shell for the tests, ' +
      'chromium for the bench, the screenshots and the review pack).',
  );
}

/**
 * The headless shell, installed where apt-get can; else (no apt-get, no root, or a distribution without the
 * package) any Chromium `ensureChromium` finds or installs.
 */
export function ensureTestChromium() {
  const shell = findHeadlessShell();
  if (shell) return shell;
  try {
    if (aptInstall(['chromium-headless-shell'])) return findHeadlessShell() ?? ensureChromium();
  } catch (error) {
    console.error(`chromium-headless-shell could not be installed (${error.message}); using a full Chromium.`);
  }
  return ensureChromium();
}

/** The Firefox to use, or null. Never installs anything. */
function findFirefox() {
  return (
    fromEnv('FIREFOX_PATH') ??
    findOnPath(['firefox-esr', 'firefox'], ['/usr/bin', '/Applications/Firefox.app/Contents/MacOS'])
  );
}

export function ensureFirefox() {
  return ensure(
    findFirefox,
    'firefox-esr',
    'No Firefox found for the Firefox smoke tests (npm run test:firefox). Either set FIREFOX_PATH to a Firefox ' +
      'binary, or install your system package (Debian: apt-get install firefox-esr; Ubuntu: the Mozilla ' +
      'team PPA or deb package, not the snap; macOS: brew install --cask firefox).',
  );
}

/** The nginx binary to use, or null. Never installs anything. */
function findNginx() {
  return (
    fromEnv('NGINX_PATH') ??
    findOnPath(['nginx'], ['/usr/sbin', '/usr/local/sbin', '/opt/homebrew/bin', '/usr/local/bin'])
  );
}

// nginx-light is enough: the shipped config needs no module beyond gzip_static. The package starts a
// system nginx on port 80; the site's own runs separately on its port.
export function ensureNginx() {
  return ensure(
    findNginx,
    'nginx-light',
    'No nginx found for `npm run serve:static` and the HTTP tests. Either set NGINX_PATH to an nginx binary, ' +
      'or install your system package (Debian/Ubuntu: apt-get install nginx-light; macOS: brew install nginx). ' +
      '`npm start` serves the site with Node alone.',
  );
}

/** The Python of tests/webkit/browser.py's shebang: the system's, where apt puts the GTK bindings. */
const WEBKIT_PYTHON = '/usr/bin/python3';

/** Whether the Python that runs tests/webkit/browser.py (its shebang's) has GTK and WebKitGTK's bindings. */
function hasWebKitBindings() {
  try {
    const imports = 'import gi; gi.require_version("Gtk", "3.0"); gi.require_version("WebKit2", "4.1")';
    execFileSync(WEBKIT_PYTHON, ['-c', `${imports}; from gi.repository import Gtk, WebKit2`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** WebKitGTK's WebDriver, xvfb-run (WebKitGTK has no headless mode) and the browser's bindings, or null. */
function findWebKit() {
  const driver = fromEnv('WEBKIT_DRIVER_PATH') ?? findOnPath(['WebKitWebDriver'], ['/usr/bin']);
  const xvfbRun = findOnPath(['xvfb-run'], ['/usr/bin']);
  const xauth = findOnPath(['xauth'], ['/usr/bin']);
  return driver && xvfbRun && xauth && hasWebKitBindings() ? { driver, xvfbRun } : null;
}

/**
 * The third engine, for `npm run test:webkit` and WebKit's screenshots: WebKitWebDriver (WEBKIT_DRIVER_PATH,
 * else on the PATH), a virtual display to run it on, and Python's GTK bindings for the bare browser window
 * it drives (tests/webkit/browser.py).
 */
export function ensureWebKit() {
  return ensure(
    findWebKit,
    ['webkit2gtk-driver', 'xvfb', 'xauth', 'python3-gi', 'gir1.2-webkit2-4.1'],
    'WebKitGTK is needed for the WebKit tests (npm run test:webkit): its WebDriver, a virtual display and ' +
      `the GTK and WebKitGTK bindings of ${WEBKIT_PYTHON}. Either run npm test as root on Debian/Ubuntu ` +
      '(it installs them), or install them yourself: apt-get install webkit2gtk-driver xvfb xauth python3-gi ' +
      'gir1.2-webkit2-4.1. WEBKIT_DRIVER_PATH can name a WebKitWebDriver elsewhere.',
  );
}

const FONT_DIRS = [
  '/usr/share/fonts',
  '/usr/local/share/fonts',
  join(homedir(), '.fonts'),
  join(homedir(), '.local/share/fonts'),
  '/System/Library/Fonts',
  '/Library/Fonts',
];

/** A font folder holding at least one TrueType/OpenType font, or null. */
function findFonts() {
  const hasFont = (dir) =>
    existsSync(dir) && readdirSync(dir, { recursive: true }).some((name) => /\.(ttf|otf|ttc)$/i.test(String(name)));
  return FONT_DIRS.find(hasFont) ?? null;
}

function ensureFonts() {
  return ensure(
    findFonts,
    'fonts-dejavu-core',
    'No TrueType fonts found for the share images drawn at build. Install a sans-serif font ' +
      '(Debian/Ubuntu: apt-get install fonts-dejavu-core).',
  );
}

/** Flags for a headless Chromium on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const what = process.argv[2] || 'chromium';
  try {
    if (what === 'chromium') console.log(ensureChromium());
    else if (what === 'firefox') console.log(ensureFirefox());
    else if (what === 'nginx') console.log(ensureNginx());
    else if (what === 'fonts') console.log(ensureFonts());
    else if (what === 'webkit') console.log(ensureWebKit().driver);
    else if (what === 'all') {
      const found = [ensureTestChromium(), ensureFirefox(), ensureNginx(), ensureFonts(), ensureWebKit().driver];
      console.log(found.join('\n'));
    } else throw new Error(`unknown dependency "${what}"`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
