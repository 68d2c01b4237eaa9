/**
 * The CloudFront function fits its runtime, cloudfront-js-2.0: under the 10 KB limit, and using only the syntax,
 * globals and methods deploy/cloudfront/runtime.mjs lists from AWS's documentation of that runtime.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_FUNCTION_BYTES, unsupportedIn } from './runtime.mjs';

const source = readFileSync(new URL('./adhera-edge.js', import.meta.url), 'utf8');

describe('deploy/cloudfront/adhera-edge.js on cloudfront-js-2.0', () => {
  it('stays under CloudFront’s 10 KB function size', () => {
    expect(Buffer.byteLength(source)).toBeLessThanOrEqual(MAX_FUNCTION_BYTES);
  });

  it('uses only what the runtime offers', () => {
    expect(unsupportedIn(source)).toEqual([]);
  });

  it('would name what the runtime lacks', () => {
    const modern = `
      class Rule {}
      function handler(event, fallback = 1) {
        const { request } = event;
        for (const name of Object.keys(request)) name.replaceAll('a', 'b');
        try { fallback(); } catch { return { request, [fallback]: 1, get() {} }; }
        return structuredClone(request?.uri ?? [...'x']) && /(?<=a)b/s.test('ab');
      }`;
    expect(unsupportedIn(modern).sort()).toEqual(
      [
        '??',
        'catch without a binding',
        'class',
        'computed property name',
        'default parameter',
        'destructuring',
        'for…of',
        'global structuredClone',
        'lookbehind',
        'method replaceAll()',
        'method shorthand',
        'optional chaining',
        'regular expression flags s',
        'shorthand property',
        'spread',
      ].sort(),
    );
  });
});
