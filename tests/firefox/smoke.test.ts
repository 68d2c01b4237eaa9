/**
 * The second engine: the built site in Firefox (Debian's firefox-esr, driven by puppeteer-core over
 * WebDriver BiDi), through the checks every engine suite runs (tests/engines/checks.ts). Firefox ESR has
 * no scroll-driven animations, so it shows the site's fallbacks: the bar coloured by a script, the
 * parallax art standing still.
 */
import { describeEngine } from '../engines/checks';
import { firefox } from './support';

describeEngine(firefox);
