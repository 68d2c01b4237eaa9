import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashInlineCode } from './csp-inline-hashes.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const THEME = "(function(){document.documentElement.classList.add('js')})();";
const ASTRO_META = `<meta http-equiv="content-security-policy" content="default-src 'self';object-src 'none'; script-src 'self' 'sha256-bundled='; style-src 'self' 'sha256-styles=';">`;

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>${head}</head><body>${body}</body></html>`;
const policyOf = (html: string) =>
  /<meta http-equiv="content-security-policy" content="([^"]*)">/.exec(html)?.[1] ?? '';
const directive = (html: string, name: string) =>
  policyOf(html)
    .split('; ')
    .find((d) => d.startsWith(`${name} `));

describe('hashInlineCode', () => {
  it('hashes an inline script that Astro left out, and moves the policy above it', () => {
    const html = hashInlineCode(page(`<script>${THEME}</script>${ASTRO_META}`));
    expect(html.indexOf('<meta http-equiv')).toBe(
      html.indexOf('<meta charset="utf-8">') + '<meta charset="utf-8">'.length,
    );
    expect(html.indexOf('<meta http-equiv')).toBeLessThan(html.indexOf('<script>'));
    expect(directive(html, 'script-src')).toBe(`script-src 'self' ${sha256(THEME)}`);
    expect(directive(html, 'style-src')).toBe("style-src 'self'");
    expect(directive(html, 'default-src')).toBe("default-src 'self'");
    expect(html.match(/http-equiv/g)).toHaveLength(1);
  });

  it('leaves data blocks and external scripts out, and hashes module scripts and the same code once', () => {
    const html = hashInlineCode(
      page(
        `${ASTRO_META}<script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>`,
        `<script type="application/json" id="data">{}</script><script type="module">go()</script><script>${THEME}</script><script>${THEME}</script>`,
      ),
    );
    expect(directive(html, 'script-src')).toBe(`script-src 'self' ${sha256('go()')} ${sha256(THEME)}`);
  });

  it('hashes <style> elements into style-src and style attributes into style-src-attr', () => {
    const html = hashInlineCode(page(ASTRO_META, '<style>p{color:red}</style><p style="margin: 0">x</p>'));
    expect(directive(html, 'style-src')).toBe(`style-src 'self' ${sha256('p{color:red}')}`);
    expect(directive(html, 'style-src-attr')).toBe(`style-src-attr 'unsafe-hashes' ${sha256('margin: 0')}`);
  });

  it('drops the hashes Astro lists for code this page does not carry, so none of it may run here', () => {
    const inline = `<script>${THEME}</script><style>p{}</style>`;
    const html = hashInlineCode(page(ASTRO_META + inline));
    expect(policyOf(html)).not.toMatch(/bundled|styles=/);
    expect(directive(html, 'style-src')).toBe(`style-src 'self' ${sha256('p{}')}`);
    // A hash Astro listed that this page needs is kept once.
    const listed = ASTRO_META.replace("'sha256-bundled='", sha256(THEME));
    expect(directive(hashInlineCode(page(listed + inline)), 'script-src')).toBe(`script-src 'self' ${sha256(THEME)}`);
  });

  it('uses script-src-elem when the policy splits scripts by kind', () => {
    const meta = `<meta http-equiv="content-security-policy" content="script-src 'self'; script-src-elem 'self'">`;
    const html = hashInlineCode(page(meta, `<script>${THEME}</script>`));
    expect(directive(html, 'script-src')).toBe("script-src 'self'");
    expect(directive(html, 'script-src-elem')).toBe(`script-src-elem 'self' ${sha256(THEME)}`);
  });

  it('changes nothing a second time', () => {
    const once = hashInlineCode(page(`<script>${THEME}</script>${ASTRO_META}`));
    expect(hashInlineCode(once)).toBe(once);
  });

  it('leaves a page without inline code and without a policy alone', () => {
    const html = '<!doctype html><title>Redirecting</title><meta http-equiv="refresh" content="0;url=/en">';
    expect(hashInlineCode(html)).toBe(html);
  });

  it('fails the build on inline code without a policy, on two policies, and on inline event handlers', () => {
    expect(() => hashInlineCode(page(`<script>${THEME}</script>`), { page: 'x.html' })).toThrow(
      /x\.html: expected one CSP <meta>.*found 0/,
    );
    expect(() => hashInlineCode(page(ASTRO_META + ASTRO_META, '<style>p{}</style>'))).toThrow(/found 2/);
    expect(() => hashInlineCode(page(ASTRO_META, '<button onclick="go()">x</button>'))).toThrow(/onclick/);
  });
});
