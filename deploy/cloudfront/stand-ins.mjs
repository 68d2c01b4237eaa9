/**
 * What lib/url-rules.mjs calls that cloudfront-js-2.0 does not list, written with what it does: esbuild injects
 * each export in place of the API named by its export name when it bundles the CloudFront function
 * (tools/cloudfront-function.mjs).
 */

/** Object.hasOwn (ES2022), as Object.prototype.hasOwnProperty, which ES 5.1 has. */
function hasOwn(object, key) {
  return Object.prototype.hasOwnProperty.call(object, key);
}

export { hasOwn as 'Object.hasOwn' };
