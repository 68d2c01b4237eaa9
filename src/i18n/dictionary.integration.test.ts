/**
 * The promise editors rely on: a broken dictionary stops `astro build` with a message naming the file,
 * the line and the key. Unit tests cover the parser; this runs a real build of a scratch copy of the
 * project, because only a build shows that the pages really load the dictionaries through that parser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../../tools/harness/project-copy';

const scratch = copyProject('dictionary-build');

afterAll(() => scratch.remove());

describe('astro build with a broken dictionary', () => {
  it('fails and names the file, line, column and key', () => {
    scratch.edit('src/i18n/locales/es.json', /("store": )"([^"]*)"/, "$1'$2'");
    const broken = readFileSync(join(scratch.dir, 'src/i18n/locales/es.json'), 'utf8');
    const line = broken.slice(0, broken.indexOf("'")).split('\n').length;

    const { status, output } = scratch.build();
    expect(status, output).not.toBe(0);
    expect(output).toMatch(
      new RegExp(
        `src/i18n/locales/es\\.json: is not valid JSON at line ${line}, column \\d+, near key "menu\\.store": Unexpected token`,
      ),
    );
  });
});
