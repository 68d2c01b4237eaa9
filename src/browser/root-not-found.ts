/**
 * The root not-found page (dist/404.html), which hosts without the URL rules send for any unknown path: the
 * English page, whole. Such a host cannot apply one rule of the site, so this script does: an unsupported or
 * upper-case language code goes to the same page under a published one (/fr/patients → /pt/patients).
 * Hosts with the rules do that themselves, and send the not-found page of the browser's language instead.
 */
import { withLanguageCode } from '../../deploy/url-rules.mjs';

const { pathname, search, hash } = window.location;
const target = withLanguageCode(pathname);
if (target !== pathname) window.location.replace(target + search + hash);
