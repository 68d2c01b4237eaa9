#!/usr/bin/env node
/**
 * Finds (and where possible installs) the system programs the tests need.
 *   Chromium: CHROMIUM_PATH, else a browser Playwright installed, else /usr/bin/chromium; if none and
 *   apt-get is usable as root, Debian's chromium is installed; otherwise we stop and say how to get one.
 *   nginx: NGINX_PATH, else nginx on the PATH or in /usr/sbin; if none and apt-get is usable as root,
 *   Debian's nginx-light is installed; otherwise we stop and say how to get nginx.
 *   Fonts: the share images are drawn at build with the system's TrueType fonts; if there is none and
 *   apt-get is usable as root, Debian's fonts-dejavu-core is installed.
 * `node scripts/system-deps.mjs chromium|nginx|fonts|all` prints the path(s) (installing if needed).
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

/** The Chromium to use, or null. Never installs anything. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(process.env.CHROMIUM_PATH))
      throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
    return process.env.CHROMIUM_PATH;
  }
  return playwrightChromium() || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null);
}

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
export function aptInstall(packages) {
  if (!canAptInstall()) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.error(`Installing ${packages.join(', ')} with apt-get…`);
  if (!aptUpdated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  aptUpdated = true;
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  return true;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (aptInstall(['chromium']) && existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  throw new Error(
    'No Chromium found for the browser tests. Either set CHROMIUM_PATH to a Chromium or Chrome binary, ' +
      'run `npx playwright install chromium`, or install your system package (Debian/Ubuntu: apt-get install chromium).',
  );
}

/** The nginx binary to use, or null. Never installs anything. */
export function findNginx() {
  if (process.env.NGINX_PATH) {
    if (!existsSync(process.env.NGINX_PATH)) throw new Error(`NGINX_PATH=${process.env.NGINX_PATH} does not exist`);
    return process.env.NGINX_PATH;
  }
  const dirs = [
    ...(process.env.PATH || '').split(':'),
    '/usr/sbin',
    '/usr/local/sbin',
    '/opt/homebrew/bin',
    '/usr/local/bin',
  ];
  return dirs.map((dir) => `${dir}/nginx`).find((path) => path.startsWith('/') && existsSync(path)) ?? null;
}

export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  // nginx-light is enough: the shipped config needs no module beyond gzip_static.
  if (aptInstall(['nginx-light'])) {
    // The package starts a system nginx on port 80; the site's own runs separately on its port.
    const installed = findNginx();
    if (installed) return installed;
  }
  throw new Error(
    'No nginx found for `npm run serve:static` and the HTTP tests. Either set NGINX_PATH to an nginx binary, ' +
      'or install your system package (Debian/Ubuntu: apt-get install nginx-light; macOS: brew install nginx). ' +
      '`npm start` serves the site with Node alone.',
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
export function findFonts() {
  const hasFont = (dir) =>
    existsSync(dir) && readdirSync(dir, { recursive: true }).some((name) => /\.(ttf|otf|ttc)$/i.test(String(name)));
  return FONT_DIRS.find(hasFont) ?? null;
}

export function ensureFonts() {
  const found = findFonts();
  if (found) return found;
  if (aptInstall(['fonts-dejavu-core']) && findFonts()) return findFonts();
  throw new Error(
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
    else if (what === 'nginx') console.log(ensureNginx());
    else if (what === 'fonts') console.log(ensureFonts());
    else if (what === 'all') console.log([ensureChromium(), ensureNginx(), ensureFonts()].join('\n'));
    else throw new Error(`unknown dependency "${what}"`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
