/**
 * The third engine: the built site in WebKit (Debian's WebKitGTK, the engine of every iPhone and iPad
 * browser, driven over W3C WebDriver), through the checks every engine suite runs
 * (tests/engines/checks.ts). WebKit has scroll-driven animations, so the bar and the parallax art run on
 * them rather than on the fallbacks Firefox shows.
 */
import { describeEngine } from '../engines/checks';
import { webkit } from './support';

describeEngine(webkit);
