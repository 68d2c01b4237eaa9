import { parse, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { singleQuoteAttributes } from './single-quoted-attributes.mjs';

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;
/** The DOM a browser builds, written back out: what must not change. */
const dom = (html: string) => serialize(parse(html));

describe('singleQuoteAttributes', () => {
  it("writes an island's JSON props in single quotes, with its quotes raw", () => {
    const html = page('<astro-island uid="a" props="{&quot;kind&quot;:[0,&quot;hero&quot;]}" ssr></astro-island>');
    const out = singleQuoteAttributes(html);
    expect(out).toBe(page(`<astro-island uid="a" props='{"kind":[0,"hero"]}' ssr></astro-island>`));
    expect(dom(out)).toBe(dom(html));
  });

  it('escapes what a single-quoted value cannot hold raw, and keeps the DOM', () => {
    const html = page('<p title="&quot;Women&#39;s&quot; &amp; &lt;b&gt;">x</p>');
    const out = singleQuoteAttributes(html);
    expect(out).toBe(page(`<p title='"Women&#39;s" &amp; &lt;b&gt;'>x</p>`));
    expect(dom(out)).toBe(dom(html));
  });

  it('leaves values without double quotes, and text, as they are', () => {
    const html = page('<a href="/en" class="nav__link">&quot;Home&quot;</a><img alt="">');
    expect(singleQuoteAttributes(html)).toBe(html);
  });
});
