// CloudFront Function (runtime cloudfront-js-2.0) for the site on S3 + CloudFront.
// Associate this one function with BOTH the viewer-request and the viewer-response events of the
// distribution's default behaviour; it tells them apart by event.context.eventType.
// It applies the rules of deploy/url-rules.mjs. CloudFront Functions cannot import modules: the
// generated region holds its constants (npm run hosts:write), the functions below restate its logic,
// and deploy/rules.test.ts runs this file on the table deploy/url-cases.mjs.
//   viewer-request:  405 for methods other than GET and HEAD; 400 for a malformed or hostile
//                    request target, 414 for an overlong one; 301 for /, trailing slashes, leading
//                    and repeated slashes, upper-case and unsupported language prefixes; clean URLs
//                    (/es/impact → es/impact.html in the bucket); unknown pages, hidden files and the
//                    not-found pages by name → the not-found page of the path's language, or outside
//                    the language folders of the browser's (Accept-Language).
//   viewer-response: status 404 and Vary: Accept-Language for those not-found pages; security headers.
// CloudFront hands this function the path as the viewer sent it (percent-encoded) and the query
// values likewise. The responses generated here skip the viewer-response event, so they carry the
// security headers themselves; the response headers policy (response-headers-policy.json) adds
// them to everything else, including the custom error responses, which skip it too.

// BEGIN generated from deploy/url-rules.mjs: rules
var HOME = '/en';
var LANGUAGES = ['en', 'es', 'pt', 'br'];
var FALLBACK_LANG = 'pt';
var DETECTED_LANGUAGES = ['pt', 'es', 'fr', 'de', 'en'];
var REGIONAL_TAGS = { 'pt-br': 'br' };
var MAX_TARGET_LENGTH = 8192;
var UNPUBLISHED = /^\/(?:_redirects|_headers)$|^\/(?!\.well-known\/)(?:.*\/)?\.|^\/\.well-known\/(?:.*\/)?\./;
var NOT_FOUND_PAGE = /(?:^|\/)404(?:\.html)?$/;
var NOT_FOUND_VARY = 'Accept-Language';
var SECURITY_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};
// END generated: rules

// The pages under each language (src/i18n/paths.ts PAGES; the test keeps the lists equal).
var PAGES = ['', 'patients', 'innovation', 'impact'];

function redirectFor(pathname) {
  if (/^\/+$/.test(pathname)) return HOME;
  var target = pathname.replace(/\/+$/, '');
  var match = /^\/([A-Za-z]{2})(\/.*)?$/.exec(target);
  if (match) {
    var code = match[1].toLowerCase();
    var lang = LANGUAGES.indexOf(code) >= 0 ? code : FALLBACK_LANG;
    target = '/' + lang + (match[2] || '');
  }
  return target === pathname ? null : target;
}

function encodePath(pathname) {
  return pathname.split('/').map(encodeURIComponent).join('/');
}

/** browserLanguage of deploy/url-rules.mjs: the language of a tag, or of an Accept-Language's first tag. */
function browserLanguage(language) {
  var lower = (language || '').split(',')[0].split(';')[0].trim().toLowerCase().replace('_', '-');
  if (Object.prototype.hasOwnProperty.call(REGIONAL_TAGS, lower)) return REGIONAL_TAGS[lower];
  var primary = lower.slice(0, 2);
  if (DETECTED_LANGUAGES.indexOf(primary) < 0) return 'en';
  return LANGUAGES.indexOf(primary) >= 0 ? primary : FALLBACK_LANG;
}

/** The not-found page of the path's language, else of the browser's. */
function notFoundFile(pathname, acceptLanguage) {
  var first = pathname.split('/')[1];
  return '/' + (LANGUAGES.indexOf(first) >= 0 ? first : browserLanguage(acceptLanguage)) + '/404.html';
}

/** For a path without a file extension: the page's file, or null when there is no such page. */
function pageFile(pathname) {
  var match = /^\/([a-z]{2})(?:\/([^/]+))?$/.exec(pathname);
  if (!match || LANGUAGES.indexOf(match[1]) < 0 || PAGES.indexOf(match[2] || '') < 0) return null;
  return pathname + '.html';
}

/** The query as the viewer sent it, from CloudFront's parsed form. */
function queryString(querystring) {
  var parts = [];
  for (var name in querystring) {
    var entry = querystring[name];
    var values = entry.multiValue
      ? entry.multiValue.map(function (v) {
          return v.value;
        })
      : [entry.value];
    for (var i = 0; i < values.length; i++) parts.push(values[i] === '' ? name : name + '=' + values[i]);
  }
  return parts.length ? '?' + parts.join('&') : '';
}

/**
 * routeRequest of deploy/url-rules.mjs for CloudFront: { status } for 400 and 414, { status: 301,
 * location }, or { uri, notFound }: the bucket key to fetch, and whether it stands for a not-found page.
 */
function route(uri, query, acceptLanguage) {
  var target = uri + query;
  if (target.length > MAX_TARGET_LENGTH) return { status: 414 };
  if (
    !/^[\x21-\x7e]*$/.test(target) ||
    !/^[/\\]/.test(target) ||
    target.replace(/^[/\\]+/, '').indexOf('\\') >= 0 ||
    /%(?![0-9A-Fa-f]{2})/.test(target) ||
    /%(?:[01][0-9A-Fa-f]|7[Ff]|5[Cc])/.test(uri)
  ) {
    return { status: 400 };
  }
  var decoded;
  try {
    decoded = decodeURIComponent(uri);
  } catch (_error) {
    return { status: 400 };
  }
  var path = decoded.replace(/^[/\\]+/, '/').replace(/\/{2,}/g, '/');
  if (/(?:^|\/)\.\.?(?:\/|$)/.test(path)) return { status: 400 };

  var canonical = redirectFor(path);
  if (canonical) return { status: 301, location: encodePath(canonical) + query };

  // Files with an extension go to the bucket as they are; a missing one gets the custom error response.
  var file = UNPUBLISHED.test(path) || NOT_FOUND_PAGE.test(path) ? null : /\.[^/]*$/.test(path) ? path : pageFile(path);
  return file
    ? { uri: encodePath(file), notFound: false }
    : { uri: notFoundFile(path, acceptLanguage), notFound: true };
}

var REASONS = { 301: 'Moved Permanently', 400: 'Bad Request', 405: 'Method Not Allowed', 414: 'URI Too Long' };

function generated(statusCode, extraHeaders) {
  var headers = { 'cache-control': { value: 'no-cache' } };
  for (var name in SECURITY_HEADERS) headers[name] = { value: SECURITY_HEADERS[name] };
  for (var extra in extraHeaders) headers[extra] = { value: extraHeaders[extra] };
  return { statusCode: statusCode, statusDescription: REASONS[statusCode], headers: headers };
}

/** The route for a viewer request: its path, query and Accept-Language as the viewer sent them. */
function routeViewer(request) {
  var acceptLanguage = request.headers && request.headers['accept-language'];
  return route(request.uri, queryString(request.querystring || {}), acceptLanguage && acceptLanguage.value);
}

function viewerRequest(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return generated(405, { allow: 'GET, HEAD' });
  var answer = routeViewer(request);
  if (answer.status === 301) return generated(301, { location: answer.location });
  if (answer.status) return generated(answer.status, {});
  request.uri = answer.uri;
  return request;
}

function viewerResponse(request, response) {
  // The request here is the one the viewer sent, before viewer-request rewrote its URI.
  var answer = routeViewer(request);
  if (answer.notFound && response.statusCode === 200) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
    // Shared caches must not hand one visitor's language to another.
    var vary = response.headers.vary;
    response.headers.vary = { value: vary ? vary.value + ', ' + NOT_FOUND_VARY : NOT_FOUND_VARY };
  }
  for (var name in SECURITY_HEADERS) response.headers[name] = { value: SECURITY_HEADERS[name] };
  return response;
}

function handler(event) {
  if (event.context.eventType === 'viewer-response') return viewerResponse(event.request, event.response);
  return viewerRequest(event.request);
}
