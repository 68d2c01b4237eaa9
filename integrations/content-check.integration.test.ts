/**
 * `npm run build` refuses what the pages would show broken, one mistake at a time, as an editor makes them: the
 * build stops before rendering (so each case takes seconds) and names the file, the key or field, and what to do.
 * It needs no git to do so, nor to build the site whole: every build here runs with a git that fails.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../tools/harness/project-copy';

const scratch = copyProject('content-check');
afterAll(() => scratch.remove());

/** Builds the copy with one edit, then puts the file back for the next case. */
function buildWith(file: string, from: string | RegExp, to: string) {
  const path = join(scratch.dir, file);
  const original = readFileSync(path, 'utf8');
  try {
    scratch.edit(file, from, to);
    return scratch.build();
  } finally {
    writeFileSync(path, original);
  }
}

const WOMEN_P2 = /("p2": "[^"]*)\{\{email\}\}/;

describe('astro build refuses broken content', () => {
  it.each([
    {
      mistake: '{{emial}} in pt',
      file: 'src/i18n/locales/pt.json',
      edit: [WOMEN_P2, '$1{{emial}}'],
      says: 'src/i18n/locales/pt.json: homepage.women.p2: Keep {{email}}: it is replaced by the contact address.',
    },
    {
      mistake: 'a missing {{email}} in es',
      file: 'src/i18n/locales/es.json',
      edit: [WOMEN_P2, '$1'],
      says: 'src/i18n/locales/es.json: homepage.women.p2: Keep {{email}}: it is replaced by the contact address.',
    },
    {
      mistake: '{email} in br',
      file: 'src/i18n/locales/br.json',
      edit: [WOMEN_P2, '$1{email}'],
      says: 'src/i18n/locales/br.json: homepage.women.p2: Keep {{email}}',
    },
    {
      mistake: '<strong> in an es string',
      file: 'src/i18n/locales/es.json',
      edit: [/("cta": ")([^"]*)"/, '$1<strong>$2</strong>"'],
      says: 'src/i18n/locales/es.json: homepage.women.cta: Remove the markup',
    },
    {
      mistake: 'an unknown key in pt',
      file: 'src/i18n/locales/pt.json',
      edit: ['"cta": ', '"cat": "Contacte-nos",\n      "cta": '],
      says: 'src/i18n/locales/pt.json: homepage.women.cat: is not in en.json',
    },
    {
      mistake: 'a testimonial image path that does not exist',
      file: 'src/content/testimonials/patient.json',
      edit: ['testimonials/patient.svg', 'testimonials/patiant.svg'],
      says: 'src/content/testimonials/patient.json: image: there is no image at "../../assets/testimonials/patiant.svg"',
    },
  ] as const)('$mistake', ({ file, edit: [from, to], says }) => {
    const { status, output, gitCalls } = buildWith(file, from, to);
    expect(status, output).not.toBe(0);
    expect(output).toContain('The content check stops this build');
    expect(output).toContain(says);
    expect(output).not.toMatch(/\[build\] Complete/);
    expect(gitCalls).toEqual([]);
  });
});

describe('astro build without git', () => {
  // A tree exported with `git archive` has no history: the build must not ask for any.
  it('builds the whole site and never runs git', { timeout: 900_000 }, () => {
    const { status, output, gitCalls } = scratch.build();
    expect(status, output).toBe(0);
    expect(output).toMatch(/\[build\] Complete/);
    expect(existsSync(join(scratch.dir, 'dist/en.html'))).toBe(true);
    expect(gitCalls).toEqual([]);
  });
});
