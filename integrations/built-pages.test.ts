import { mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'parse5';
import { applyEdits, elements, rewriteBuiltPages } from './built-pages.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build folder with nested pages and files that are not pages, all dated in the past. */
function buildFolder(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'built-pages-'));
  const past = new Date('2020-01-01T00:00:00Z');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
    utimesSync(join(dir, name), past, past);
  }
  return pathToFileURL(dir + '/');
}
const read = (name: string) => readFileSync(join(dir, name), 'utf8');
const written = (name: string) => statSync(join(dir, name)).mtime.getUTCFullYear() > 2020;

describe('rewriteBuiltPages', () => {
  it('passes every page, nested ones too, through the transform with its path, and leaves other files alone', async () => {
    const out = buildFolder({
      'en.html': '<p>en</p>',
      'es/impact.html': '<p>es</p>',
      'sitemap.xml': '<p>not a page</p>',
      '_astro/app.js': '"<p>"',
    });
    const seen: string[] = [];
    const count = await rewriteBuiltPages(out, (html, page) => {
      seen.push(page);
      return html.replace('<p>', `<p data-page="${page}">`);
    });
    expect(count).toBe(2);
    expect(seen.sort()).toEqual(['en.html', join('es', 'impact.html')]);
    expect(read('es/impact.html')).toBe(`<p data-page="${join('es', 'impact.html')}">es</p>`);
    expect(read('sitemap.xml')).toBe('<p>not a page</p>');
    expect(read('_astro/app.js')).toBe('"<p>"');
  });

  it('writes only the pages the transform changed', async () => {
    const out = buildFolder({ 'a.html': '<p>a</p>', 'b.html': '<p>b</p>' });
    await rewriteBuiltPages(out, (html) => html.replace('<p>a</p>', '<p>A</p>'));
    expect(read('a.html')).toBe('<p>A</p>');
    expect([written('a.html'), written('b.html')]).toEqual([true, false]);
  });
});

describe('elements', () => {
  it('walks the elements in document order, into template contents', () => {
    const document = parse('<p><b>a</b></p><template><i>b</i></template><u>c</u>');
    expect([...elements(document)].map((element) => element.tagName)).toEqual([
      'html',
      'head',
      'body',
      'p',
      'b',
      'template',
      'i',
      'u',
    ]);
  });
});

describe('applyEdits', () => {
  it('replaces each span of the original text, in any order given, lengths changing', () => {
    const text = '<a uid="x" href="/en">Home</a>';
    expect(
      applyEdits(text, [
        [22, 26, 'Start'],
        [2, 10, ''],
      ]),
    ).toBe('<a href="/en">Start</a>');
    expect(applyEdits(text, [])).toBe(text);
  });
});
