/**
 * The CloudFront Function of the site on S3 + CloudFront, as source: lib/url-rules.mjs's routeRequest for the
 * viewer request, and the not-found status and security headers for the response. CloudFront Functions take one
 * script without imports, so `npm run hosts:write` (tools/host-configs.mjs) bundles this module with the rules and
 * the page table into adhera-edge.js, the file to deploy, and refuses to write one that cloudfront-js-2.0 could not
 * run (deploy/cloudfront/runtime.mjs). Written in what that runtime offers: no destructuring, spread, for…of or
 * default parameters.
 *   viewer-request:  405 for methods other than GET and HEAD; 400 for a malformed or hostile request target, 414
 *                    for an overlong one; 301 for /, trailing slashes, leading and repeated slashes, upper-case and
 *                    unsupported language prefixes; clean URLs (/es/impact → es/impact.html in the bucket);
 *                    unknown pages, hidden files and the not-found pages by name → the not-found page of the
 *                    path's language, or outside the language folders of the browser's (Accept-Language).
 *   viewer-response: status 404 and Vary: Accept-Language for those not-found pages; security headers.
 * CloudFront hands the function the path as the viewer sent it (percent-encoded) and the query values likewise.
 * The responses made here skip the viewer-response event, so they carry the security headers themselves; the
 * response headers policy (response-headers-policy.json) adds them to everything else, including the custom
 * error responses, which skip it too.
 */
import { PAGE_TABLE } from '../../src/i18n/page-table.ts';
import {
  ALLOWED_METHODS,
  LANGUAGES,
  NOT_FOUND_VARY,
  SECURITY_HEADERS,
  encodePath,
  routeRequest,
} from '../../lib/url-rules.mjs';

/** Whether a decoded path is a page's file in the bucket: /en.html, /es/impact.html. */
function isPageFile(path) {
  const match = /^\/([a-z]{2})(?:\/([^/]+))?\.html$/.exec(path);
  return match !== null && LANGUAGES.includes(match[1]) && PAGE_TABLE.some((row) => row.slug === (match[2] || ''));
}

/**
 * The bucket key for routeRequest's files: a path with an extension as it is (a missing file gets the
 * distribution's custom error response), a clean URL's .html file when that is a page's, else none.
 */
function bucketFile(files) {
  // routeRequest gives a path with an extension alone, and a clean URL followed by its .html file.
  return files.length === 1 ? files[0] : files.filter(isPageFile)[0];
}

/** The query as the viewer sent it, from CloudFront's parsed form. */
function queryString(querystring) {
  const parts = [];
  for (const name in querystring) {
    const entry = querystring[name];
    const values = entry.multiValue ? entry.multiValue.map((value) => value.value) : [entry.value];
    values.forEach((value) => parts.push(value === '' ? name : `${name}=${value}`));
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/**
 * routeRequest for a viewer request: { status } for 400 and 414, { status: 301, location }, or { uri, notFound }:
 * the bucket key to fetch, and whether it stands for a not-found page.
 */
function routeViewer(request) {
  const acceptLanguage = request.headers && request.headers['accept-language'];
  const target = request.uri + queryString(request.querystring || {});
  const route = routeRequest(target, acceptLanguage && acceptLanguage.value);
  if (route.status) return route;
  const file = bucketFile(route.files);
  return file ? { uri: encodePath(file), notFound: false } : { uri: route.notFound, notFound: true };
}

const REASONS = { 301: 'Moved Permanently', 400: 'Bad Request', 405: 'Method Not Allowed', 414: 'URI Too Long' };

/** CloudFront's form of a header list, names in lower case as the event object requires. */
function setHeaders(headers, values) {
  for (const name in values) headers[name.toLowerCase()] = { value: values[name] };
  return headers;
}

/** A response made by the function itself: never cached for long, with the security headers. */
function generated(statusCode, extraHeaders) {
  const headers = setHeaders(setHeaders({ 'cache-control': { value: 'no-cache' } }, SECURITY_HEADERS), extraHeaders);
  return { statusCode, statusDescription: REASONS[statusCode], headers };
}

function viewerRequest(request) {
  if (!ALLOWED_METHODS.includes(request.method)) return generated(405, { allow: ALLOWED_METHODS.join(', ') });
  const answer = routeViewer(request);
  if (answer.status === 301) return generated(301, { location: answer.location });
  if (answer.status) return generated(answer.status, {});
  request.uri = answer.uri;
  return request;
}

function viewerResponse(request, response) {
  // The request here is the one the viewer sent, before viewer-request rewrote its URI.
  if (routeViewer(request).notFound && response.statusCode === 200) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
    // Shared caches must not hand one visitor's language to another.
    const vary = response.headers.vary;
    response.headers.vary = { value: vary ? `${vary.value}, ${NOT_FOUND_VARY}` : NOT_FOUND_VARY };
  }
  setHeaders(response.headers, SECURITY_HEADERS);
  return response;
}

/** The one function CloudFront calls, for both events of the distribution's default behaviour. */
export function handler(event) {
  if (event.context.eventType === 'viewer-response') return viewerResponse(event.request, event.response);
  return viewerRequest(event.request);
}
