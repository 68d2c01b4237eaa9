import { parse, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { shortId } from './built-pages.mjs';
import { shortenSvgIds } from './short-svg-ids.mjs';

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

describe('shortenSvgIds', () => {
  it('gives a drawing’s ids short names, its references with them', () => {
    const html = page(
      '<svg viewBox="0 0 4 4"><defs><linearGradient id="slide-1-wave"><stop/></linearGradient>' +
        '<linearGradient id="slide-1-wave-2" href="#slide-1-wave"/></defs>' +
        '<rect fill="url(#slide-1-wave)"/><rect fill="url(#slide-1-wave-2)"/></svg>',
    );
    expect(shortenSvgIds(html)).toBe(
      page(
        '<svg viewBox="0 0 4 4"><defs><linearGradient id="a"><stop/></linearGradient>' +
          '<linearGradient id="b" href="#a"/></defs><rect fill="url(#a)"/><rect fill="url(#b)"/></svg>',
      ),
    );
  });

  it('keeps an id that something else names: an ARIA attribute, a script, a style', () => {
    const html = page(
      '<svg role="img" aria-labelledby="logo-title"><title id="logo-title">Adhera</title></svg>' +
        '<svg><clipPath id="clip"/><path clip-path="url(#clip)"/></svg><script>document.getElementById("clip")</script>',
    );
    expect(shortenSvgIds(html)).toBe(html);
  });

  it('leaves the page’s own ids, link targets from other pages, alone', () => {
    const html = page('<section id="approvals"><a href="#approvals">x</a><svg id="art"></svg></section>');
    expect(shortenSvgIds(html)).toBe(html);
  });

  it('never picks a short name the page already uses as an id or a #name', () => {
    const html = page(
      '<main id="a"><a href="#b">b</a><svg><mask id="long-mask"/><rect mask="url(#long-mask)"/></svg></main>',
    );
    const out = shortenSvgIds(html);
    expect(out).toContain('<mask id="c"/><rect mask="url(#c)"/>');
    expect(serialize(parse(out)).replace(/"c"|#c\)/g, '')).toBe(
      serialize(parse(html)).replace(/"long-mask"|#long-mask\)/g, ''),
    );
  });

  it('counts letters first, then a letter and a base-36 number', () => {
    expect([0, 25, 26, 27, 52].map(shortId)).toEqual(['a', 'z', 'a0', 'b0', 'a1']);
  });
});
