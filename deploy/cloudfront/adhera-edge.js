// CloudFront Function (runtime cloudfront-js-2.0) for the site on S3 + CloudFront.
// Associate this one function with BOTH the viewer-request and the viewer-response events of the
// distribution's default behaviour; it tells them apart by event.context.eventType.
// It applies the rules of deploy/url-rules.mjs (CloudFront Functions cannot import modules, so the
// rules are written out here; deploy/cloudfront/adhera-edge.test.ts runs both on the same cases):
//   viewer-request:  301 for /, trailing slashes, upper-case and unsupported language prefixes;
//                    clean URLs (/es/impact → es/impact.html in the bucket); unknown pages →
//                    the language's not-found page.
//   viewer-response: status 404 for those not-found pages; security headers on every response.
// Missing files with an extension (/missing.png) are answered by the distribution's custom error
// response (403 and 404 → /404.html, status 404), see README "Deploy".

var LANGUAGES = ['en', 'es', 'pt', 'br'];
var FALLBACK_LANG = 'pt';
// The pages under each language (src/i18n/paths.ts PAGES; the test keeps the lists equal).
var PAGES = ['', 'patients', 'innovation', 'impact'];

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

function redirectFor(uri) {
  if (/^\/+$/.test(uri)) return '/en';
  var target = uri.replace(/\/+$/, '');
  var match = /^\/([A-Za-z]{2})(\/.*)?$/.exec(target);
  if (match) {
    var code = match[1].toLowerCase();
    var lang = LANGUAGES.indexOf(code) >= 0 ? code : FALLBACK_LANG;
    target = '/' + lang + (match[2] || '');
  }
  return target === uri ? null : target;
}

/** For a path without a file extension: the page's file, or null when there is no such page. */
function pageFile(uri) {
  var match = /^\/([a-z]{2})(?:\/([^/]+))?$/.exec(uri);
  if (!match || LANGUAGES.indexOf(match[1]) < 0 || PAGES.indexOf(match[2] || '') < 0) return null;
  return uri + '.html';
}

function notFoundFile(uri) {
  var first = uri.split('/')[1];
  return LANGUAGES.indexOf(first) >= 0 ? '/' + first + '/404.html' : '/404.html';
}

function hasExtension(uri) {
  return /\.[A-Za-z0-9]+$/.test(uri.split('/').pop());
}

/** A not-found page: an unknown extensionless path, or a not-found page asked for by name. */
function isNotFound(uri) {
  return (!hasExtension(uri) && !redirectFor(uri) && !pageFile(uri)) || /(^|\/)404(\.html)?$/.test(uri);
}

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

function viewerRequest(request) {
  var target = redirectFor(request.uri);
  if (target) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: {
        location: { value: target + queryString(request.querystring || {}) },
        'cache-control': { value: 'no-cache' },
      },
    };
  }
  if (isNotFound(request.uri)) request.uri = notFoundFile(request.uri);
  else if (!hasExtension(request.uri)) request.uri = pageFile(request.uri);
  return request;
}

function viewerResponse(request, response) {
  // The request here is the one the viewer sent, before viewer-request rewrote its URI.
  if (isNotFound(request.uri) && response.statusCode === 200) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  for (var name in SECURITY_HEADERS) response.headers[name] = { value: SECURITY_HEADERS[name] };
  return response;
}

function handler(event) {
  if (event.context.eventType === 'viewer-response') return viewerResponse(event.request, event.response);
  return viewerRequest(event.request);
}
