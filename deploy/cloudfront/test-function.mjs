#!/usr/bin/env node
/**
 * The table of URL cases (lib/url-cases.mjs) on CloudFront's own runtime, for a host with an AWS account: each
 * row becomes a viewer-request event for `aws cloudfront test-function`, and the function's output there must
 * equal its output in Node's V8, which deploy/rules.test.ts checks against the table. Not run by the tests here
 * (it needs an account); viewerEvent is also the event those tests use.
 *   node deploy/cloudfront/test-function.mjs --name FUNCTION [--stage DEVELOPMENT] [--out DIR]
 *       writes one event file per row into DIR and prints the aws commands;
 *   node deploy/cloudfront/test-function.mjs --name FUNCTION --run
 *       runs them (aws CLI v2, credentials of the account) and exits 1 on the first row that differs.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { URL_CASES, caseName } from '../../lib/url-cases.mjs';

/**
 * A viewer-request event as CloudFront hands it over: the path and the parsed query, both as sent.
 * @param {string} target
 * @param {string} [method]
 * @param {string} [acceptLanguage]
 */
export function viewerEvent(target, method = 'GET', acceptLanguage) {
  const [uri, query] = target.split(/\?(.*)/s);
  /** @type {Record<string, { value: string, multiValue?: { value: string }[] }>} */
  const querystring = {};
  for (const pair of query ? query.split('&') : []) {
    const [name, value = ''] = pair.split(/=(.*)/s);
    const seen = querystring[name];
    if (seen) seen.multiValue = [...(seen.multiValue ?? [{ value: seen.value }]), { value }];
    else querystring[name] = { value };
  }
  /** @type {Record<string, { value: string }>} */
  const headers = acceptLanguage === undefined ? {} : { 'accept-language': { value: acceptLanguage } };
  return { method, uri, querystring, headers, cookies: {} };
}

/**
 * The function's handler, loaded into this process's V8 as CloudFront loads the file: one script, no modules, in
 * strict mode, which CloudFront Functions always run in.
 */
export function loadEdgeFunction() {
  const source = readFileSync(new URL('./adhera-edge.js', import.meta.url), 'utf8');
  return new Function(`'use strict';\n${source}\nreturn { handler };`)();
}

/** The complete test event for a row (`aws cloudfront test-function --event-object`). */
function testEvent({ path, method, acceptLanguage }) {
  return {
    version: '1.0',
    context: { eventType: 'viewer-request' },
    viewer: { ip: '198.51.100.10' },
    request: viewerEvent(path, method, acceptLanguage),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      stage: { type: 'string', default: 'DEVELOPMENT' },
      out: { type: 'string' },
      run: { type: 'boolean', default: false },
    },
  });
  if (!values.name) throw new Error('--name FUNCTION is required');
  const out = values.out ?? mkdtempSync(join(tmpdir(), 'adhera-cf-events-'));
  mkdirSync(out, { recursive: true });
  const edge = loadEdgeFunction();
  const aws = (...args) => execFileSync('aws', args, { encoding: 'utf8' });
  const etag = values.run
    ? aws(
        'cloudfront',
        'describe-function',
        '--name',
        values.name,
        '--stage',
        values.stage,
        '--query',
        'ETag',
        '--output',
        'text',
      ).trim()
    : '"$ETAG"';
  if (!values.run) {
    console.log(
      `ETAG=$(aws cloudfront describe-function --name ${values.name} --stage ${values.stage} --query ETag --output text)`,
    );
  }
  let differ = 0;
  URL_CASES.forEach((row, index) => {
    const event = testEvent(row);
    const file = join(out, `${String(index).padStart(3, '0')}.json`);
    writeFileSync(file, JSON.stringify(event));
    const args = [
      'cloudfront',
      'test-function',
      '--name',
      values.name,
      '--if-match',
      etag,
      '--stage',
      values.stage,
      '--event-object',
      `fileb://${file}`,
    ];
    if (!values.run) return console.log(`aws ${args.join(' ')}  # ${caseName(row)}`);
    const result = JSON.parse(aws(...args, '--output', 'json')).TestResult;
    const expected = edge.handler(structuredClone(event));
    const actual = result.FunctionErrorMessage
      ? { error: result.FunctionErrorMessage }
      : JSON.parse(result.FunctionOutput);
    // test-function wraps the output as { request } or { response }.
    const got = actual.response ?? actual.request ?? actual;
    const same = JSON.stringify(got) === JSON.stringify(expected);
    console.log(
      `${same ? 'same     ' : 'DIFFERENT'} ${caseName(row)}${same ? '' : `\n  V8:         ${JSON.stringify(expected)}\n  CloudFront: ${JSON.stringify(got)}`}`,
    );
    if (!same) differ += 1;
  });
  if (values.run) {
    console.log(`${URL_CASES.length - differ} passed, ${differ} failed`);
    process.exitCode = differ ? 1 : 0;
  }
}
